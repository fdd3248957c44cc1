import { describe, expect, it } from "vitest";
import {
  attemptDeadline,
  attemptTimeLimit,
  effectiveDuration,
  pullProblems,
  questionSchema,
  questionsDrawn,
  QUIZ_MESSAGES,
  quizSettingsSchema,
} from "./quiz-authoring";
import { describeTimeLimit } from "./quiz-screen";

describe("pull counts", () => {
  const base = { quizType: "regular" as const, questionsToPull: null, unsectioned: 3, sections: [] };
  it("an unsectioned quiz may pull up to its questions", () => {
    expect(pullProblems({ ...base, questionsToPull: 3 })).toEqual([]);
    expect(pullProblems({ ...base, questionsToPull: 4 })).toEqual([QUIZ_MESSAGES.pullTooMany(4, 3)]);
    expect(questionsDrawn({ ...base, questionsToPull: 2 })).toBe(2);
    expect(questionsDrawn(base)).toBe(3);
  });
  it("a sectioned quiz checks each section and ignores the quiz-wide pull", () => {
    const bank = {
      ...base,
      questionsToPull: 50,
      sections: [
        { id: "a", title: "A", questionsToPull: 2, questions: 5 },
        { id: "b", title: "B", questionsToPull: 3, questions: 1 },
        { id: "c", title: "C", questionsToPull: null, questions: 4 },
      ],
    };
    expect(pullProblems(bank)).toEqual([QUIZ_MESSAGES.sectionPullTooMany("B", 3, 1)]);
    expect(questionsDrawn(bank)).toBe(2 + 1 + 4);
  });
});

describe("extra time", () => {
  const start = new Date("2026-01-01T09:00:00Z");
  it("scales the deadline, or lifts it", () => {
    expect(attemptDeadline(start, 20, null)?.toISOString()).toBe("2026-01-01T09:20:00.000Z");
    expect(attemptDeadline(start, 20, "1.5")?.toISOString()).toBe("2026-01-01T09:30:00.000Z");
    expect(attemptDeadline(start, 15, "2")?.toISOString()).toBe("2026-01-01T09:30:00.000Z");
    expect(attemptDeadline(start, 20, "unlimited")).toBeNull();
    expect(attemptDeadline(start, null, "2")).toBeNull();
    expect(effectiveDuration(20, "1.5")).toBe(30);
    expect(effectiveDuration(20, "unlimited")).toBeNull();
  });
  it("gives a started attempt the same limit the start screen gave (×1.5 on 25 minutes is 37.5, not 38)", () => {
    expect(effectiveDuration(25, "1.5")).toBe(37.5);
    expect(attemptTimeLimit(start, attemptDeadline(start, 25, "1.5"))).toBe(37.5);
    expect(describeTimeLimit(attemptTimeLimit(start, attemptDeadline(start, 25, "1.5")))).toBe(
      describeTimeLimit(effectiveDuration(25, "1.5")),
    );
    expect(attemptTimeLimit(start, attemptDeadline(start, 20, null))).toBe(20);
    expect(attemptTimeLimit(start, null)).toBeNull();
  });
});

describe("forms", () => {
  it("defaults the passing score to 70 and reads checkboxes", () => {
    const parsed = quizSettingsSchema.parse({
      title: " Final ",
      quizType: "final_exam",
      passingScorePercentage: "",
      randomizeQuestions: "on",
    });
    expect(parsed).toMatchObject({ title: "Final", passingScorePercentage: 70, randomizeQuestions: true, randomizeAnswerChoices: false });
    expect(quizSettingsSchema.safeParse({ title: "x", passingScorePercentage: "101" }).success).toBe(false);
  });
  it("needs the correct answer among the filled choices, and C before D", () => {
    const q = { questionText: "<p>Q</p>", choiceA: "a", choiceB: "b", correctAnswer: "C" };
    expect(questionSchema.safeParse(q).error?.issues[0]?.message).toBe(QUIZ_MESSAGES.correctMissing);
    expect(questionSchema.safeParse({ ...q, correctAnswer: "A", choiceD: "d" }).error?.issues[0]?.message).toBe(QUIZ_MESSAGES.choiceGap);
    expect(questionSchema.safeParse({ ...q, choiceC: "c" }).success).toBe(true);
  });
});
