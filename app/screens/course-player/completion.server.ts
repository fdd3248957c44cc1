// How the course player refuses a completion (requirements progress-unlocking-and-quiz-flow Progress, learning-operations call 2): the same answers for the
// no-JavaScript form POST on a topic's address (course-player area) and the JSON endpoint
// /course-player-progress (resources area).
import type { CompletionRefusal } from "~/models/learning/progress.server";
import { LOCKED_MESSAGE } from "~/rules/unlocking";

export const ACCESS_DENIED = "Access Denied - You don't have access to this course.";

export const COMPLETION_REFUSALS: Record<CompletionRefusal, { status: number; error: string }> = {
  not_found: { status: 404, error: "Topic not found" },
  locked: { status: 409, error: LOCKED_MESSAGE },
  not_completable: { status: 400, error: "Quizzes and evaluations are completed by taking them." },
  no_access: { status: 403, error: ACCESS_DENIED },
};
