import { describe, expect, it } from "vitest";
import { contentKey, playerHref } from "~/rules/unlocking";
import { focusGroupId, groupByLesson } from "./content-sidebar";
import type { ClientItem } from "./types";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
function item(n: number, type: ClientItem["type"], lessonId: string | null): ClientItem {
  const base = { key: contentKey(type, id(n)), type, title: `Item ${n}`, lessonId, lessonTitle: lessonId && `Lesson ${lessonId}` };
  return { ...base, href: playerHref("course", base) };
}
// Lesson A: 1 2 quiz 3; lesson B: 4 5; final exam 6; evaluation 7.
const items = [
  item(1, "topic", "A"),
  item(2, "topic", "A"),
  item(3, "quiz", "A"),
  item(4, "topic", "B"),
  item(5, "topic", "B"),
  item(6, "quiz", null),
  item(7, "evaluation", null),
];
const groups = groupByLesson(items);

describe("the compact sidebar's groups", () => {
  it("groups consecutive items by lesson; the final exam and the evaluation stand alone", () => {
    expect(groups.map((group) => [group.id, group.title, group.items.map(({ index }) => index)])).toEqual([
      ["A", "Lesson A", [0, 1, 2]],
      ["B", "Lesson B", [3, 4]],
      ["final-exam", "Final Exam", [5]],
      ["evaluation", "Course Evaluation", [6]],
    ]);
  });

  it("opens the lesson of the item on screen, else the current item's, else the first", () => {
    expect(focusGroupId(groups, items[4].key, 0)).toBe("B");
    expect(focusGroupId(groups, items[5].key, 0)).toBe("final-exam");
    expect(focusGroupId(groups, null, 3)).toBe("B");
    expect(focusGroupId(groups, null, 6)).toBe("evaluation");
    expect(focusGroupId(groups, contentKey("topic", id(99)), -1)).toBe("A");
    expect(focusGroupId([], null, -1)).toBeNull();
  });
});
