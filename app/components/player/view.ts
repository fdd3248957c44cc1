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

/**
 * `shouldRevalidate` of the item pages: an item's own data does not change while it is on screen,
 * and each load records a page view, so it loads again only when the address's path changes
 * (the layout still reloads progress after every completion).
 */
export function reloadOnlyForAnotherItem({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
