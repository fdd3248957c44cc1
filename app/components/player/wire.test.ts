import { describe, expect, it } from "vitest";
import { contentKey, playerHref, type ContentType } from "~/rules/unlocking";
import { decodeCompleted, decodeOutline, decodePlayerView, encodeCompleted, encodeOutline, type OutlineItem } from "./wire";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
function item(n: number, type: ContentType, lessonId: string | null, title = `Item ${n}`): OutlineItem {
  return { key: contentKey(type, id(n)), type, title, lessonId, lessonTitle: lessonId && `Lesson ${lessonId}` };
}
// Lesson A: 1 2 quiz 3; lesson B: 4 5; lesson A again (not merged with the first run); final exam 6; evaluation 7.
const items = [
  item(1, "topic", "A", 'Odd "title", with\\ & <tags>'),
  item(2, "topic", "A"),
  item(3, "quiz", "A"),
  item(4, "topic", "B"),
  item(5, "topic", "B"),
  item(8, "topic", "A"),
  item(6, "quiz", null),
  item(7, "evaluation", null),
];

describe("the player layout's compact data", () => {
  it("sends consecutive items of one lesson as one run of strings", () => {
    const runs = encodeOutline(items);
    expect(runs.map((run) => run.slice(0, 2))).toEqual([
      ["A", "Lesson A"],
      ["B", "Lesson B"],
      ["A", "Lesson A"],
      [null, null],
    ]);
    expect(runs[3].slice(2)).toEqual([`q${id(6)},e${id(7)}`, "Item 6", "Item 7"]);
    expect(runs[0].slice(2)).toEqual([`t${id(1)},t${id(2)},q${id(3)}`, items[0].title, "Item 2", "Item 3"]);
  });

  it("decodes to the same items, in order, each with its player address", () => {
    const decoded = decodeOutline("the-course", JSON.parse(JSON.stringify(encodeOutline(items))));
    expect(decoded).toEqual(items.map((one) => ({ ...one, href: playerHref("the-course", one) })));
    expect(decoded[6].href).toBe(`/course-player/the-course/final-exam/${id(6)}`);
  });

  it("sends the completed items as a mask and gives their keys back", () => {
    const completed = new Set([items[0].key, items[3].key, items[7].key, contentKey("topic", id(99))]);
    const mask = encodeCompleted(items, completed);
    expect(mask).toBe("10010001");
    expect(decodeCompleted(items, mask)).toEqual([items[0].key, items[3].key, items[7].key]);
    expect(decodeCompleted([], "")).toEqual([]);
  });

  it("decodes the whole view, leaving its other fields as they are", () => {
    const view = decodePlayerView({
      course: { id: "c", slug: "s", title: "T" },
      userRole: "student",
      exitTo: "/student",
      outline: encodeOutline(items),
      completed: encodeCompleted(items, new Set([items[1].key])),
      savedPosition: items[2].key,
      progressStats: { totalItems: 8, completedItems: 1, completionPercentage: 13 },
      preferences: { showAudioPlayer: true, autoPlayAndAdvance: false },
      rexChatUrl: null,
      sidebar: "open",
      seatTime: null,
      idleLimitMinutes: null,
    });
    expect(view.items).toHaveLength(8);
    expect(view.completed).toEqual([items[1].key]);
    expect(view).not.toHaveProperty("outline");
    expect(view.savedPosition).toBe(items[2].key);
  });
});
