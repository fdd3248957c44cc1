// Quiz scoring (requirement learning-validation-rules): score = correct answers over the questions of the attempt, rounded to a
// whole percent; unanswered questions count as incorrect; pass at or above the quiz's passing score
// (default 70). Per-section summary for final exams with sections, highlighted at 70 and above.
import type { AnswerLetter } from "./quiz-shuffle";

export const DEFAULT_PASSING_SCORE = 70;
export const SECTION_HIGHLIGHT_THRESHOLD = 70;

/** Whole percent, halves rounded up (139 of 200 = 69.5 % → 70). No questions → 0. */
export function percent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct * 100) / total);
}

/**
 * Pass/fail compares the ROUNDED score with the passing score, so the percentage the learner sees
 * and the verdict always agree (69.5 % shows as 70 % and passes a 70 % quiz). An attempt without
 * questions never passes.
 */
export function isPassing(scorePercentage: number, passingScore: number | null | undefined, total = 1): boolean {
  return total > 0 && scorePercentage >= (passingScore ?? DEFAULT_PASSING_SCORE);
}

export type ScoringQuestion = {
  questionId: string;
  sectionId: string | null;
  correctAnswer: AnswerLetter;
  /** Original letter chosen, or null when not answered. */
  selectedAnswer: AnswerLetter | null;
};

export type ScoredQuestion = ScoringQuestion & { isCorrect: boolean };

export type AttemptScore = {
  correct: number;
  total: number;
  scorePercentage: number;
  passed: boolean;
  questions: ScoredQuestion[];
};

/** Scores the questions of one attempt (every question in it, answered or not). */
export function scoreAttempt(questions: readonly ScoringQuestion[], passingScore: number | null | undefined): AttemptScore {
  const scored = questions.map((q) => ({ ...q, isCorrect: q.selectedAnswer !== null && q.selectedAnswer === q.correctAnswer }));
  const correct = scored.filter((q) => q.isCorrect).length;
  const scorePercentage = percent(correct, scored.length);
  return {
    correct,
    total: scored.length,
    scorePercentage,
    passed: isPassing(scorePercentage, passingScore, scored.length),
    questions: scored,
  };
}

export type SectionSummary = {
  sectionId: string;
  title: string;
  correct: number;
  total: number;
  percent: number;
  /** percent ≥ 70: shown green, else red. */
  meetsThreshold: boolean;
};

/**
 * Correct/total/percent per section, sections in order_index order. Sections with no question in
 * the attempt are left out; questions without a section are not summarised.
 */
export function summariseSections(
  sections: readonly { id: string; title: string; orderIndex: number }[],
  questions: readonly { sectionId: string | null; isCorrect: boolean }[],
): SectionSummary[] {
  return [...sections]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((section) => {
      const mine = questions.filter((q) => q.sectionId === section.id);
      const correct = mine.filter((q) => q.isCorrect).length;
      const value = percent(correct, mine.length);
      return {
        sectionId: section.id,
        title: section.title,
        correct,
        total: mine.length,
        percent: value,
        meetsThreshold: value >= SECTION_HIGHLIGHT_THRESHOLD,
      };
    })
    .filter((summary) => summary.total > 0);
}
