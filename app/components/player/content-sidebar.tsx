import { Link } from "@remix-run/react";
import { useState } from "react";
import type { ProgressStats } from "~/rules/progress";
import { seatTimeMeterText } from "~/rules/delivery-policy";
import { isFinalExam, LOCKED_MESSAGE } from "~/rules/unlocking";
import type { ClientItem, PlayerView } from "./types";
import { countOf } from "~/rules/plural";

type Group = { id: string; title: string; items: { item: ClientItem; index: number }[] };

/** Consecutive items of one lesson form a group; the final exam and the evaluation get their own. */
export function groupByLesson(items: readonly ClientItem[]): Group[] {
  const groups: Group[] = [];
  items.forEach((item, index) => {
    const id = item.lessonId ?? (isFinalExam(item) ? "final-exam" : item.type === "evaluation" ? "evaluation" : item.key);
    const title = item.lessonTitle ?? (isFinalExam(item) ? "Final Exam" : item.type === "evaluation" ? "Course Evaluation" : item.title);
    const last = groups[groups.length - 1];
    if (last && last.id === id) last.items.push({ item, index });
    else groups.push({ id, title, items: [{ item, index }] });
  });
  return groups;
}

const TYPE_LABEL: Record<ClientItem["type"], string> = { topic: "Topic", quiz: "Quiz", evaluation: "Evaluation" };

function Icon({ state }: { state: "done" | "current" | "locked" | "open" }) {
  if (state === "done")
    return (
      <span aria-hidden="true" className="player-item-icon bg-success text-white">
        ✓
      </span>
    );
  if (state === "locked")
    return <span aria-hidden="true" className="player-item-icon player-item-lock bg-surface text-ink-muted ring-1 ring-line" />;
  if (state === "current")
    return (
      <span aria-hidden="true" className="player-item-icon bg-brand text-brand-ink">
        ▶
      </span>
    );
  return <span aria-hidden="true" className="player-item-icon ring-1 ring-line" />;
}

/** The seat-time meter (decision 0087): "32 h 10 min of 90 h", as the server credited it. */
export function SeatTimeMeter({ seatTime }: { seatTime: NonNullable<PlayerView["seatTime"]> }) {
  const percent =
    seatTime.requiredSeconds > 0 ? Math.min(100, Math.floor((seatTime.creditedSeconds / seatTime.requiredSeconds) * 100)) : 100;
  const text = seatTimeMeterText(seatTime);
  return (
    <div className="mt-4 px-1" data-testid="seat-time-meter">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">Seat time</span>
        <span data-testid="seat-time-text">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Seat time"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface ring-1 ring-line"
      >
        <div className="h-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {seatTime.met ? "Required seat time reached." : "Time spent in the course counts toward the final exam."}
      </p>
    </div>
  );
}

export function ProgressSummary({ stats }: { stats: ProgressStats }) {
  return (
    <div className="px-1" data-testid="player-progress">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold">Course progress</span>
        <span data-testid="progress-percent">{stats.completionPercentage}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Course progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={stats.completionPercentage}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface ring-1 ring-line"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${stats.completionPercentage}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-muted" data-testid="progress-count">
        {stats.completedItems} of {countOf(stats.totalItems, "item", "items")} completed
      </p>
    </div>
  );
}

/**
 * The group the sidebar opens: the one holding the item on screen, else (the course's welcome page)
 * the one holding the learner's current item, else the first.
 */
export function focusGroupId(groups: readonly Group[], viewedKey: string | null, current: number): string | null {
  const holding = (test: (entry: { item: ClientItem; index: number }) => boolean) => groups.find((group) => group.items.some(test));
  return (
    ((viewedKey ? holding(({ item }) => item.key === viewedKey) : undefined) ?? holding(({ index }) => index === current) ?? groups[0])
      ?.id ?? null
  );
}

/**
 * The content list grouped by lesson, each item completed, current, open or locked (requirement learning-screens).
 *
 * Compact (decision 0048): only the lesson holding the item on screen, and any lesson the learner opens,
 * render their items, so the page does not grow with the course's length. The other lessons are
 * closed `<details>`: with JavaScript, opening one renders its items at once; without it, the
 * closed lesson holds a link that reloads the page with that lesson open (`?outline=`).
 */
export function ContentList({
  items,
  completed,
  unlocked,
  viewedKey,
  current,
  outline,
  outlineHref,
}: {
  items: readonly ClientItem[];
  completed: ReadonlySet<string>;
  unlocked: readonly boolean[];
  viewedKey: string | null;
  /** The learner's current item (where the welcome page's sidebar opens). */
  current: number;
  /** The lesson a no-JavaScript link asked to open (`?outline=`). */
  outline: string | null;
  outlineHref: (groupId: string) => string;
}) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (items.length === 0) return <p className="px-1 text-sm text-ink-muted">No course content available</p>;
  const groups = groupByLesson(items);
  const focus = focusGroupId(groups, viewedKey, current);
  return (
    <nav aria-label="Course content" className="flex flex-col gap-2">
      {groups.map((group) => {
        const done = group.items.filter(({ item }) => completed.has(item.key)).length;
        const open = group.id === focus || group.id === outline || opened.has(group.id);
        return (
          <details
            key={group.id}
            open={open || undefined}
            onToggle={(event) => {
              if (!event.currentTarget.open || opened.has(group.id)) return;
              setOpened((ids) => new Set(ids).add(group.id));
            }}
            className="rounded-lg border border-line bg-surface"
            data-testid="content-group"
          >
            <summary className="flex cursor-pointer items-start justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold">
              <span>{group.title}</span>
              <span className="shrink-0 text-xs font-normal text-ink-muted">
                {done}/{group.items.length}
              </span>
            </summary>
            {open ? (
              <GroupItems group={group} completed={completed} unlocked={unlocked} viewedKey={viewedKey} />
            ) : (
              <p className="px-3 pb-3 text-sm">
                <Link to={outlineHref(group.id)} preventScrollReset className="font-medium text-brand underline">
                  Show {group.items.length === 1 ? "this item" : `these ${group.items.length} items`}
                  <span className="sr-only"> of {group.title}</span>
                </Link>
              </p>
            )}
          </details>
        );
      })}
    </nav>
  );
}

function GroupItems({
  group,
  completed,
  unlocked,
  viewedKey,
}: {
  group: Group;
  completed: ReadonlySet<string>;
  unlocked: readonly boolean[];
  viewedKey: string | null;
}) {
  return (
    <ul className="flex flex-col gap-1 px-2 pb-2">
      {group.items.map(({ item, index }) => {
        const isDone = completed.has(item.key);
        const open = unlocked[index];
        const viewed = item.key === viewedKey;
        const state = isDone ? "done" : !open ? "locked" : viewed ? "current" : "open";
        const label = (
          <>
            <Icon state={state} />
            <span className="min-w-0 flex-1">
              <span className="block break-words">{item.title}</span>
              <span className="block text-xs text-ink-muted">
                {TYPE_LABEL[item.type]}
                {isDone ? <span> · Completed</span> : null}
              </span>
            </span>
          </>
        );
        return (
          <li key={item.key} data-testid="content-item" data-state={state}>
            {open ? (
              <Link
                to={item.href}
                prefetch="intent"
                aria-current={viewed ? "page" : undefined}
                className={`flex items-start gap-2 rounded-md px-2 py-2 text-sm ${viewed ? "bg-brand-soft font-semibold text-ink" : "text-ink hover:bg-surface-muted"}`}
              >
                {label}
              </Link>
            ) : (
              <span
                aria-disabled="true"
                title={LOCKED_MESSAGE}
                className="flex items-start gap-2 rounded-md px-2 py-2 text-sm text-ink-muted"
              >
                {label}
                <span className="sr-only"> (locked: {LOCKED_MESSAGE})</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
