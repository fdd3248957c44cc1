import { describe, expect, it } from "vitest";
import { isPassing, percent, scoreAttempt, summariseSections, type ScoringQuestion } from "./quiz-scoring";

function questions(correct: number, wrong: number, unanswered = 0, sectionId: string | null = null): ScoringQuestion[] {
  const make = (i: number, selected: ScoringQuestion["selectedAnswer"]): ScoringQuestion => ({
    questionId: `${sectionId ?? "q"}-${i}`,
    sectionId,
    correctAnswer: "B",
    selectedAnswer: selected,
  });
  return [
    ...Array.from({ length: correct }, (_, i) => make(i, "B")),
    ...Array.from({ length: wrong }, (_, i) => make(correct + i, "C")),
    ...Array.from({ length: unanswered }, (_, i) => make(correct + wrong + i, null)),
  ];
}

describe("percent", () => {
  it("rounds to a whole percent, halves up", () => {
    expect(percent(139, 200)).toBe(70); // 69.5
    expect(percent(1389, 2000)).toBe(69); // 69.45
    expect(percent(2, 3)).toBe(67);
    expect(percent(1, 3)).toBe(33);
    expect(percent(3, 3)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });
});

describe("isPassing", () => {
  it("passes at or above the passing score, default 70", () => {
    expect(isPassing(70, null)).toBe(true);
    expect(isPassing(69, null)).toBe(false);
    expect(isPassing(80, 80)).toBe(true);
    expect(isPassing(79, 80)).toBe(false);
  });

  it("never passes without questions, even with a 0 % pass mark", () => {
    expect(isPassing(0, 0, 0)).toBe(false);
  });
});

describe("scoreAttempt", () => {
  it("counts unanswered questions as incorrect", () => {
    const score = scoreAttempt(questions(2, 0, 1), 70);
    expect(score).toMatchObject({ correct: 2, total: 3, scorePercentage: 67, passed: false });
    expect(score.questions.map((q) => q.isCorrect)).toEqual([true, true, false]);
  });

  it("compares the rounded score: 69.5 % rounds to 70 and passes", () => {
    expect(scoreAttempt(questions(139, 61), undefined)).toMatchObject({ scorePercentage: 70, passed: true });
    expect(scoreAttempt(questions(1389, 611), undefined)).toMatchObject({ scorePercentage: 69, passed: false });
  });

  it("passes exactly at the threshold and fails just below", () => {
    expect(scoreAttempt(questions(7, 3), 70)).toMatchObject({ scorePercentage: 70, passed: true });
    expect(scoreAttempt(questions(6, 4), 70)).toMatchObject({ scorePercentage: 60, passed: false });
    expect(scoreAttempt(questions(2, 1), 70)).toMatchObject({ scorePercentage: 67, passed: false });
    expect(scoreAttempt(questions(3, 0), 100)).toMatchObject({ scorePercentage: 100, passed: true });
  });

  it("gives 0 and a fail for an attempt with no questions", () => {
    expect(scoreAttempt([], 70)).toEqual({ correct: 0, total: 0, scorePercentage: 0, passed: false, questions: [] });
  });
});

describe("summariseSections", () => {
  it("summarises each section in order and highlights at 70 and above", () => {
    const scored = scoreAttempt(
      [...questions(1, 2, 0, "math"), ...questions(7, 3, 0, "law"), ...questions(2, 1, 0, "agency")],
      70,
    ).questions;
    const sections = [
      { id: "math", title: "Math", orderIndex: 2 },
      { id: "agency", title: "Agency", orderIndex: 0 },
      { id: "law", title: "Law", orderIndex: 1 },
      { id: "empty", title: "Not drawn", orderIndex: 3 },
    ];
    expect(summariseSections(sections, scored)).toEqual([
      { sectionId: "agency", title: "Agency", correct: 2, total: 3, percent: 67, meetsThreshold: false },
      { sectionId: "law", title: "Law", correct: 7, total: 10, percent: 70, meetsThreshold: true },
      { sectionId: "math", title: "Math", correct: 1, total: 3, percent: 33, meetsThreshold: false },
    ]);
  });
});
