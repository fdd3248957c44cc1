// An ordered list an admin can reorder by dragging (decision 0047; decision 0030): lessons in a course,
// topics in a lesson, courses in a bundle. Without JavaScript each row's up/down buttons (plain
// forms) do it; once hydrated, dnd-kit adds a handle to each row that drags with a pointer or touch
// and moves with the keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel),
// with spoken announcements. A drop posts the whole new order once (`intent` + `order=<ids>`), shown
// at once from the pending submission; the server checks it is a permutation of the current rows and
// saves it in one transaction.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";

type Item = { id: string };

/** What a row renders beside its content: the drag handle once JavaScript runs, else nothing. */
export type DragHandle = ReactNode;

export function SortableList<T extends Item>({
  items,
  labelOf,
  intent,
  className,
  rowClassName,
  renderRow,
  testId,
}: {
  items: readonly T[];
  /** How a row is named to assistive technology ("Agency basics"). */
  labelOf: (item: T) => string;
  /** The form intent that saves an order (`order` holds the ids, comma-separated). */
  intent: string;
  className?: string;
  rowClassName?: string;
  renderRow: (item: T, index: number, handle: DragHandle) => ReactNode;
  testId?: string;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  // The order being saved shows at once (optimistic); otherwise the server's order, always current.
  const pending = fetcher.formData?.get("order");
  const order = typeof pending === "string" ? pending.split(",") : items.map((item) => item.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const rows = order.map((id) => byId.get(id)).filter((item): item is T => Boolean(item));

  if (!hydrated) {
    return (
      <ol className={className} data-testid={testId}>
        {items.map((item, index) => (
          <li key={item.id} className={rowClassName}>
            {renderRow(item, index, null)}
          </li>
        ))}
      </ol>
    );
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    fetcher.submit({ intent, order: next.join(",") }, { method: "post" });
  };
  const nameOf = (id: string | number) => {
    const item = byId.get(String(id));
    return item ? labelOf(item) : "item";
  };
  const positionOf = (id: string | number) => `position ${order.indexOf(String(id)) + 1} of ${order.length}`;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${positionOf(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to ${positionOf(over.id)}.` : undefined),
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(active.id)} dropped at ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled.`,
        },
        screenReaderInstructions: {
          draggable: "To reorder, press Space to pick up, the arrow keys to move, Space again to drop, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className={className} data-testid={testId} aria-busy={fetcher.state !== "idle"}>
          {rows.map((item, index) => (
            <SortableRow key={item.id} id={item.id} label={labelOf(item)} className={rowClassName}>
              {(handle) => renderRow(item, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder ${label}`}
      className="btn-secondary cursor-grab touch-none px-2 py-1 text-sm active:cursor-grabbing"
    >
      <span aria-hidden="true">⠿</span> Drag
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${className ?? ""} ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      {children(handle)}
    </li>
  );
}
