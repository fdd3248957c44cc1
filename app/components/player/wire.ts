// The course player layout's data on the wire (decision 0073): the content list as runs of plain
// strings and the completed items as a mask, instead of one object per item and a list of keys.
// Pure and isomorphic: the layout's loader encodes, `usePlayerView` decodes (once per loaded data).
import { itemPath, type ContentType, type OrderedItem } from "~/rules/unlocking";
import type { ClientItem, PlayerView } from "./types";

/**
 * Consecutive items sharing a lesson id and title: `[lessonId, lessonTitle, codes, title, title, …]`,
 * `codes` the items' codes joined by commas, each its type's letter (t, q, e) followed by its id,
 * then the items' titles in the same order. Items with no lesson (the final exam, the evaluation)
 * form runs with null lesson id and title.
 */
export type WireRun = [lessonId: string | null, lessonTitle: string | null, codes: string, ...titles: string[]];

/** An item as the loader knows it: what the sidebar and the unlocking rules read. */
export type OutlineItem = OrderedItem & { title: string; lessonTitle: string | null };

/** The layout's data as the browser receives it. */
export type PlayerWireView = Omit<PlayerView, "items" | "completed"> & {
  outline: WireRun[];
  /** One character per item, in order: "1" completed, "0" not. */
  completed: string;
};

const CODE: Record<ContentType, string> = { topic: "t", quiz: "q", evaluation: "e" };
const TYPE: Record<string, ContentType> = { t: "topic", q: "quiz", e: "evaluation" };

export function encodeOutline(items: readonly OutlineItem[]): WireRun[] {
  const runs: WireRun[] = [];
  let run: WireRun | null = null;
  for (const item of items) {
    const code = CODE[item.type] + item.key.slice(item.type.length + 1);
    if (run && run[0] === item.lessonId && run[1] === item.lessonTitle) {
      run[2] += `,${code}`;
      run.push(item.title);
    } else {
      run = [item.lessonId, item.lessonTitle, code, item.title];
      runs.push(run);
    }
  }
  return runs;
}

export function encodeCompleted(items: readonly OrderedItem[], completed: ReadonlySet<string>): string {
  let mask = "";
  for (const item of items) mask += completed.has(item.key) ? "1" : "0";
  return mask;
}

/** The items in player order, each with its address below /course-player/{slug}/ (`playerHref`). */
export function decodeOutline(courseSlug: string, runs: readonly WireRun[]): ClientItem[] {
  const base = `/course-player/${courseSlug}/`;
  const items: ClientItem[] = [];
  for (const run of runs) {
    const [lessonId, lessonTitle, codes] = run;
    codes.split(",").forEach((code, i) => {
      const type = TYPE[code[0]];
      const title = run[3 + i];
      if (!type || typeof title !== "string") return;
      const key = `${type}:${code.slice(1)}`;
      items.push({ key, type, title, lessonId, lessonTitle, href: base + itemPath({ key, type, lessonId }) });
    });
  }
  return items;
}

export function decodeCompleted(items: readonly OrderedItem[], mask: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < items.length; i++) if (mask.charCodeAt(i) === 49) keys.push(items[i].key);
  return keys;
}

export function decodePlayerView(wire: PlayerWireView): PlayerView {
  const { outline, completed, ...rest } = wire;
  const items = decodeOutline(wire.course.slug, outline);
  return { ...rest, items, completed: decodeCompleted(items, completed) };
}
