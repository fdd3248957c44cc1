import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
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

/**
 * `shouldRevalidate` of the item pages with forms of their own (quiz, evaluation): the loader runs
 * again for another address; after a form posted to this very page (whatever its answer: a refusal
 * may mean the attempt or the evaluation changed meanwhile); and, on the same page, when one of
 * `dataParams` changes (a quiz's ?attempt= and ?tab=). Other submissions (theme, audio preferences),
 * plain revalidations (the progress refetch, the hourly theme check) and view-only parameters
 * (a quiz's ?q=) leave it alone — each run of the loader records a page view.
 */
export function reloadForOwnForm(dataParams: readonly string[] = []) {
  return ({ formMethod, formAction, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean => {
    if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
    if (formMethod && formMethod.toUpperCase() !== "GET") {
      return formAction ? new URL(formAction, currentUrl).pathname === currentUrl.pathname : false;
    }
    return dataParams.some((param) => currentUrl.searchParams.get(param) !== nextUrl.searchParams.get(param));
  };
}
