// Course player ordering and item unlocking (requirement progress-unlocking-and-quiz-flow "Progress" and "Item unlocking").
// Pure and isomorphic: the server enforces it on every player request and action; the browser
// uses the same rules to show optimistic lock states.
import type { Role } from "./roles";

/** The kinds of item a learner completes in a course (the progress rows' content type). */
export const PROGRESS_CONTENT_TYPES = ["topic", "quiz", "evaluation"] as const;
export type ContentType = (typeof PROGRESS_CONTENT_TYPES)[number];

/** What the unlocking rules need to know about a content item, in player order. */
export type OrderedItem = {
  /** "topic:<uuid>", "quiz:<uuid>" or "evaluation:<uuid>" (the format of current_position). */
  key: string;
  type: ContentType;
  /** null for a final exam (a quiz with no lesson) and for the evaluation. */
  lessonId: string | null;
};

export const LOCKED_MESSAGE = "Complete previous content to unlock";

export function contentKey(type: ContentType, id: string): string {
  return `${type}:${id}`;
}

const KEY_PATTERN = /^(topic|quiz|evaluation):([0-9a-f-]{36})$/i;

export function parseContentKey(key: string | null | undefined): { type: ContentType; id: string } | null {
  const match = key ? KEY_PATTERN.exec(key) : null;
  return match ? { type: match[1] as ContentType, id: match[2].toLowerCase() } : null;
}

/** A quiz with no lesson is the course's final exam (requirement learning-screens: "a quiz with no lesson is titled 'Final Exam'"). */
export function isFinalExam(item: Pick<OrderedItem, "type" | "lessonId">): boolean {
  return item.type === "quiz" && item.lessonId === null;
}

/** An item's address inside its course's player: topic/…, quiz/…, final-exam/… or evaluation/…. */
export function itemPath(item: OrderedItem): string {
  const id = item.key.slice(item.key.indexOf(":") + 1);
  if (item.type === "topic") return `topic/${id}`;
  if (item.type === "evaluation") return `evaluation/${id}`;
  return isFinalExam(item) ? `final-exam/${id}` : `quiz/${id}`;
}

/** /course-player/{slug}/{itemPath}: the player's address of an item (the course alone without one). */
export function playerHref(courseSlug: string, item: OrderedItem | null | undefined): string {
  const base = `/course-player/${courseSlug}`;
  return item ? `${base}/${itemPath(item)}` : base;
}

/** Index of the first item not completed, or -1 when every item is completed (or there are none). */
export function firstIncompleteIndex(items: readonly OrderedItem[], completed: ReadonlySet<string>): number {
  return items.findIndex((item) => !completed.has(item.key));
}

/** Opening position: the first incomplete item, or the first item when all are done (-1: no content). */
export function openingIndex(items: readonly OrderedItem[], completed: ReadonlySet<string>): number {
  if (items.length === 0) return -1;
  const first = firstIncompleteIndex(items, completed);
  return first === -1 ? 0 : first;
}

/**
 * The learner's current position on the server: the saved position, but never behind the first
 * incomplete item (so completing everything up to an item always reaches it). With no saved position
 * it is the first incomplete item; when all are done, the last item. -1 when there is no content.
 */
export function currentIndex(
  items: readonly OrderedItem[],
  completed: ReadonlySet<string>,
  savedPosition: string | null | undefined,
): number {
  if (items.length === 0) return -1;
  const saved = savedPosition ? items.findIndex((item) => item.key === savedPosition) : -1;
  const first = firstIncompleteIndex(items, completed);
  const frontier = first === -1 ? items.length - 1 : first;
  return Math.max(saved, frontier);
}

/**
 * Whether the item at `index` may be opened (requirement progress-unlocking-and-quiz-flow Item unlocking):
 * - a completed item is always open;
 * - a final exam opens when every earlier item (all lesson items included) is completed;
 * - the evaluation opens when every non-evaluation item is completed;
 * - otherwise an item is open when it is the current one or before it, or when it is the next one
 *   and the current one is completed or is a topic.
 */
export function isUnlocked(items: readonly OrderedItem[], completed: ReadonlySet<string>, current: number, index: number): boolean {
  const item = items[index];
  if (!item) return false;
  if (completed.has(item.key)) return true;
  if (isFinalExam(item)) return items.slice(0, index).every((earlier) => completed.has(earlier.key));
  if (item.type === "evaluation") {
    return items.every((other) => other.type === "evaluation" || completed.has(other.key));
  }
  if (index <= current) return true;
  if (index === current + 1) {
    const at = items[current];
    return Boolean(at) && (completed.has(at.key) || at.type === "topic");
  }
  return false;
}

/** Unlock state of every item, in order. */
export function unlockStates(items: readonly OrderedItem[], completed: ReadonlySet<string>, current: number): boolean[] {
  return items.map((_, index) => isUnlocked(items, completed, current, index));
}

/**
 * The position saved after completing the item at `index`: the next item (or the item itself when
 * it is the last). The saved position never moves backwards, so revisiting and completing an early
 * item again does not lock what was already reached.
 */
export function positionAfterCompleting(
  items: readonly OrderedItem[],
  index: number,
  savedPosition: string | null | undefined,
): string | null {
  if (index < 0 || index >= items.length) return savedPosition ?? null;
  const next = Math.min(index + 1, items.length - 1);
  const saved = savedPosition ? items.findIndex((item) => item.key === savedPosition) : -1;
  return items[Math.max(next, saved)].key;
}

const RESUME_ROLES: readonly Role[] = ["admin", "company_admin", "reviewer"];

/**
 * The resume choice is offered when progress exists and the user has a staff role (admin,
 * company_admin, reviewer: always) or a saved position exists (requirement progress-unlocking-and-quiz-flow Progress).
 */
export function shouldOfferResume(input: {
  completedCount: number;
  roles: readonly Role[];
  savedPosition: string | null | undefined;
}): boolean {
  if (input.completedCount === 0) return false;
  return input.roles.some((role) => RESUME_ROLES.includes(role)) || Boolean(input.savedPosition);
}

/**
 * Where a learner lands when the requested item is locked, or when the saved position cannot be
 * opened: the current item when it is open, else the opening position (the first incomplete item,
 * which is always open). -1 when there is no content.
 */
export function landingIndex(items: readonly OrderedItem[], completed: ReadonlySet<string>, current: number): number {
  if (items.length === 0) return -1;
  return isUnlocked(items, completed, current, current) ? current : openingIndex(items, completed);
}

/**
 * Where "Resume Where I Left Off" goes: the saved position when it is an item of the course that
 * can be opened, otherwise the landing position.
 */
export function resumeIndex(
  items: readonly OrderedItem[],
  completed: ReadonlySet<string>,
  savedPosition: string | null | undefined,
): number {
  const current = currentIndex(items, completed, savedPosition);
  const saved = savedPosition ? items.findIndex((item) => item.key === savedPosition) : -1;
  if (saved >= 0 && isUnlocked(items, completed, current, saved)) return saved;
  return landingIndex(items, completed, current);
}
