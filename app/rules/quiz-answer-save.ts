// The contract between the quiz page's script and the answer-saving endpoint
// (app/routes/_resources+/course-player-quiz-answer.tsx): where it posts and what it answers.
import type { AnswerLetter } from "./quiz-shuffle";

/** POST { attemptId, questionId, choice } (a form) → AnswerSaveResponse as JSON. */
export const QUIZ_ANSWER_ACTION = "/course-player-quiz-answer";

export type AnswerSaveResponse =
  | { ok: true; questionId: string; selected: AnswerLetter }
  | { ok: false; reason: "expired" | "finished"; attemptId: string }
  | { ok: false; reason: "error"; error: string };
