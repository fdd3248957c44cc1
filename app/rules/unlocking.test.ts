import { describe, expect, it } from "vitest";
import {
  contentKey,
  currentIndex,
  firstIncompleteIndex,
  isFinalExam,
  isUnlocked,
  itemPath,
  landingIndex,
  openingIndex,
  parseContentKey,
  playerHref,
  positionAfterCompleting,
  resumeIndex,
  shouldOfferResume,
  unlockStates,
  type OrderedItem,
} from "./unlocking";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const topic = (n: number, lesson = "L1"): OrderedItem => ({ key: contentKey("topic", id(n)), type: "topic", lessonId: lesson });
const quiz = (n: number, lesson: string | null = "L1"): OrderedItem => ({ key: contentKey("quiz", id(n)), type: "quiz", lessonId: lesson });
const evaluation = (n: number): OrderedItem => ({ key: contentKey("evaluation", id(n)), type: "evaluation", lessonId: null });

// Lesson 1: t1 t2 q3; lesson 2: t4 t5 q6; final exam 7; evaluation 8.
const course: OrderedItem[] = [topic(1), topic(2), quiz(3), topic(4, "L2"), topic(5, "L2"), quiz(6, "L2"), quiz(7, null), evaluation(8)];
const keys = (...indexes: number[]) => new Set(indexes.map((i) => course[i].key));
const unlocked = (completed: Set<string>, saved: string | null = null) =>
  unlockStates(course, completed, currentIndex(course, completed, saved))
    .map((open, i) => (open ? i : -1))
    .filter((i) => i >= 0);

describe("player addresses", () => {
  it("an item's path follows from its key and lesson: a quiz without a lesson is the final exam", () => {
    expect(course.map(itemPath)).toEqual([
      `topic/${id(1)}`,
      `topic/${id(2)}`,
      `quiz/${id(3)}`,
      `topic/${id(4)}`,
      `topic/${id(5)}`,
      `quiz/${id(6)}`,
      `final-exam/${id(7)}`,
      `evaluation/${id(8)}`,
    ]);
  });

  it("an item's address is under its course's slug; no item is the course alone", () => {
    expect(playerHref("agency-basics", course[6])).toBe(`/course-player/agency-basics/final-exam/${id(7)}`);
    expect(playerHref("agency-basics", null)).toBe("/course-player/agency-basics");
  });
});

describe("content keys", () => {
  it("round-trips a key and refuses anything else", () => {
    expect(parseContentKey(contentKey("quiz", id(3)))).toEqual({ type: "quiz", id: id(3) });
    expect(parseContentKey("lesson:" + id(3))).toBeNull();
    expect(parseContentKey("topic:not-a-uuid")).toBeNull();
    expect(parseContentKey(null)).toBeNull();
  });

  it("a quiz with no lesson is a final exam; a lesson quiz and others are not", () => {
    expect(isFinalExam(course[6])).toBe(true);
    expect(isFinalExam(course[2])).toBe(false);
    expect(isFinalExam(course[7])).toBe(false);
    expect(isFinalExam(course[0])).toBe(false);
  });
});

describe("opening and current position", () => {
  it("opens at the first incomplete item", () => {
    expect(openingIndex(course, keys())).toBe(0);
    expect(openingIndex(course, keys(0, 1))).toBe(2);
    expect(openingIndex(course, keys(0, 2))).toBe(1);
  });

  it("opens at the first item when everything is done, and has no position without content", () => {
    expect(openingIndex(course, keys(0, 1, 2, 3, 4, 5, 6, 7))).toBe(0);
    expect(firstIncompleteIndex(course, keys(0, 1, 2, 3, 4, 5, 6, 7))).toBe(-1);
    expect(openingIndex([], new Set())).toBe(-1);
    expect(currentIndex([], new Set(), null)).toBe(-1);
  });

  it("current is the saved position, never behind the first incomplete item", () => {
    expect(currentIndex(course, keys(), null)).toBe(0);
    expect(currentIndex(course, keys(0, 1), null)).toBe(2);
    expect(currentIndex(course, keys(0), course[3].key)).toBe(3);
    expect(currentIndex(course, keys(0, 1, 2, 3), course[1].key)).toBe(4);
    expect(currentIndex(course, keys(0, 1, 2, 3, 4, 5, 6, 7), null)).toBe(7);
  });

  it("ignores a saved position that is not an item of the course", () => {
    expect(currentIndex(course, keys(0), contentKey("topic", id(99)))).toBe(1);
    expect(currentIndex(course, keys(0), "garbage")).toBe(1);
  });
});

describe("item unlocking (requirement progress-unlocking-and-quiz-flow)", () => {
  it("a completed item is unlocked wherever it is", () => {
    // Item 4 completed while the learner's position is at 1: only reachable because it is completed.
    expect(isUnlocked(course, keys(4), 0, 4)).toBe(true);
  });

  it("the current item is unlocked", () => {
    expect(isUnlocked(course, keys(), 0, 0)).toBe(true);
    expect(isUnlocked(course, keys(0, 1), 2, 2)).toBe(true);
  });

  it("items before the current position are unlocked even when not completed", () => {
    expect(isUnlocked(course, keys(1), 3, 0)).toBe(true);
    expect(isUnlocked(course, keys(), 3, 2)).toBe(true);
  });

  it("the next item unlocks when the current item is a topic, even before it is completed", () => {
    expect(isUnlocked(course, keys(), 0, 1)).toBe(true);
    expect(isUnlocked(course, keys(), 1, 2)).toBe(true);
  });

  it("the next item after a quiz unlocks only once the quiz is completed", () => {
    expect(isUnlocked(course, keys(0, 1), 2, 3)).toBe(false);
    expect(isUnlocked(course, keys(0, 1, 2), 2, 3)).toBe(true);
  });

  it("an item two or more after the current one stays locked", () => {
    expect(isUnlocked(course, keys(), 0, 2)).toBe(false);
    expect(isUnlocked(course, keys(0), 0, 3)).toBe(false);
    expect(isUnlocked(course, keys(0, 1, 2), 3, 5)).toBe(false);
  });

  it("a final exam unlocks only when every earlier item is completed", () => {
    const beforeFinal = keys(0, 1, 2, 3, 4, 5);
    expect(isUnlocked(course, beforeFinal, 6, 6)).toBe(true);
    // All lesson quizzes done but one topic skipped: still locked, even as the current item.
    expect(isUnlocked(course, keys(0, 2, 3, 4, 5), 6, 6)).toBe(false);
    // The next item after a completed lesson quiz, but lesson items missing: locked.
    expect(isUnlocked(course, keys(0, 1, 2, 3, 5), 5, 6)).toBe(false);
    // Every earlier item completed unlocks it wherever the position is.
    expect(isUnlocked(course, beforeFinal, 0, 6)).toBe(true);
  });

  it("the evaluation unlocks only when every non-evaluation item is completed", () => {
    expect(isUnlocked(course, keys(0, 1, 2, 3, 4, 5, 6), 7, 7)).toBe(true);
    expect(isUnlocked(course, keys(0, 1, 2, 3, 4, 5), 7, 7)).toBe(false);
    expect(isUnlocked(course, keys(1, 2, 3, 4, 5, 6), 7, 7)).toBe(false);
    expect(isUnlocked(course, keys(0, 1, 2, 3, 4, 5, 6), 0, 7)).toBe(true);
  });

  it("an evaluation that is not last waits for the items after it too", () => {
    const odd: OrderedItem[] = [topic(1), evaluation(2), topic(3)];
    const done = new Set([odd[0].key]);
    expect(isUnlocked(odd, done, 1, 1)).toBe(false);
    expect(isUnlocked(odd, new Set([odd[0].key, odd[2].key]), 1, 1)).toBe(true);
  });

  it("an index outside the list is locked", () => {
    expect(isUnlocked(course, keys(), 0, -1)).toBe(false);
    expect(isUnlocked(course, keys(), 0, 99)).toBe(false);
  });

  it("a fresh learner can open the first topic and the one after it", () => {
    expect(unlocked(keys())).toEqual([0, 1]);
  });

  it("a learner who finished lesson 1's topics reaches the lesson quiz but not beyond", () => {
    expect(unlocked(keys(0, 1), course[2].key)).toEqual([0, 1, 2]);
  });

  it("passing the lesson quiz opens lesson 2", () => {
    expect(unlocked(keys(0, 1, 2), course[3].key)).toEqual([0, 1, 2, 3, 4]);
  });

  it("a learner who finished everything can open everything", () => {
    expect(unlocked(keys(0, 1, 2, 3, 4, 5, 6, 7))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("a course that only has topics unlocks one topic ahead of the position", () => {
    const topics = [topic(1), topic(2), topic(3)];
    const done = new Set([topics[0].key]);
    expect(unlockStates(topics, done, currentIndex(topics, done, topics[1].key))).toEqual([true, true, true]);
    expect(unlockStates(topics, new Set(), 0)).toEqual([true, true, false]);
  });
});

describe("saving the position", () => {
  it("completing an item saves the next item", () => {
    expect(positionAfterCompleting(course, 0, null)).toBe(course[1].key);
    expect(positionAfterCompleting(course, 4, course[4].key)).toBe(course[5].key);
  });

  it("the last item keeps itself as the position", () => {
    expect(positionAfterCompleting(course, 7, course[7].key)).toBe(course[7].key);
  });

  it("never moves the saved position backwards", () => {
    expect(positionAfterCompleting(course, 0, course[4].key)).toBe(course[4].key);
  });

  it("keeps the saved position for an index outside the list", () => {
    expect(positionAfterCompleting(course, -1, course[2].key)).toBe(course[2].key);
    expect(positionAfterCompleting(course, 42, null)).toBeNull();
  });
});

describe("resume choice", () => {
  it("is not offered without progress, whoever asks", () => {
    expect(shouldOfferResume({ completedCount: 0, roles: ["admin"], savedPosition: course[1].key })).toBe(false);
  });

  it("is offered to a learner with progress and a saved position", () => {
    expect(shouldOfferResume({ completedCount: 2, roles: [], savedPosition: course[2].key })).toBe(true);
    expect(shouldOfferResume({ completedCount: 2, roles: ["student"], savedPosition: course[2].key })).toBe(true);
  });

  it("is not offered to a learner with progress but no saved position", () => {
    expect(shouldOfferResume({ completedCount: 2, roles: ["student"], savedPosition: null })).toBe(false);
  });

  it("is always offered to admins, company admins and reviewers with progress", () => {
    for (const role of ["admin", "company_admin", "reviewer"] as const) {
      expect(shouldOfferResume({ completedCount: 1, roles: [role], savedPosition: null })).toBe(true);
    }
  });

  it("resumes at the saved position when it can be opened", () => {
    expect(resumeIndex(course, keys(0, 1, 2), course[3].key)).toBe(3);
  });

  it("resumes at the opening position without a saved position or with an unknown one", () => {
    expect(resumeIndex(course, keys(0, 1), null)).toBe(2);
    expect(resumeIndex(course, keys(0, 1), contentKey("topic", id(99)))).toBe(2);
  });

  it("never resumes onto a locked item (a final exam whose earlier items are not all done)", () => {
    // Position saved at the final exam although topic 2 was skipped: land on the first incomplete item.
    expect(resumeIndex(course, keys(0, 2, 3, 4, 5), course[6].key)).toBe(1);
    expect(landingIndex(course, keys(0, 2, 3, 4, 5), 6)).toBe(1);
  });

  it("lands on the current item when it is open, and nowhere without content", () => {
    expect(landingIndex(course, keys(0, 1), 2)).toBe(2);
    expect(landingIndex([], new Set(), -1)).toBe(-1);
  });
});
