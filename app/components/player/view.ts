import { contentKey } from "~/rules/unlocking";

export { exitDestination } from "~/rules/player-exit";

/** The content key of the item the current address shows, or null (the course's index page). */
export function viewedKeyFromParams(params: Record<string, string | undefined>): string | null {
  if (params.topicId) return contentKey("topic", params.topicId.toLowerCase());
  if (params.quizId) return contentKey("quiz", params.quizId.toLowerCase());
  if (params.examId) return contentKey("quiz", params.examId.toLowerCase());
  if (params.evaluationId) return contentKey("evaluation", params.evaluationId.toLowerCase());
  return null;
}
