import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A dialog that works without JavaScript: the server renders it open, in the page (reached by a
 * link such as ?exit=1); once JavaScript runs it becomes a modal `<dialog>` (focus trapped, Escape
 * calls `onCancel`, or is ignored when there is none).
 */
export function PlayerDialog({
  open,
  title,
  description,
  onCancel,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onCancel?: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      className="fixed inset-0 z-50 m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-line bg-surface-raised p-6 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="font-serif text-2xl font-bold">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-2 text-ink-muted">
          {description}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>
    </dialog>
  );
}
