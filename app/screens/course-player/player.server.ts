// Request helpers of the course player routes: who, which course, may they, which item.
import { data, redirect } from "@remix-run/node";
import { loadPlayerData, type PlayerData, type PlayerItem } from "~/models/learning/player.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { landingIndex, LOCKED_MESSAGE, playerHref } from "~/rules/unlocking";
import { requireUser } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import { invariantResponse } from "~/utils/http.server";
import { oncePerRequest } from "~/utils/request-scope.server";
import { ACCESS_DENIED } from "./completion.server";
import { requireIdentityClear } from "./identity-gate.server";

/** An enrollment through a premium membership that has lapsed: the player offers Get Premium (decision 0023). */
export const PREMIUM_LAPSED = "Premium Required - Your premium membership has ended.";

export type PlayerContext = { user: SessionUser; player: PlayerData };

// The layout and the page below it load in parallel for one request: they share one lookup.
function cachedPlayerData(request: Request, user: SessionUser, course: string): Promise<PlayerData | null> {
  return oncePerRequest(request, `player:${user.id}:${course}`, () => loadPlayerData(user, course));
}

/**
 * The signed-in user and the course's player data. Not signed in: /login (coming back here);
 * no such course: 404; no access: 403 with the required Access Denied text.
 */
export async function requirePlayer(request: Request, course: string | undefined): Promise<PlayerContext> {
  if (!course) throw redirect("/student");
  const user = await requireUser(request);
  const player = await cachedPlayerData(request, user, course);
  invariantResponse(player, "Course not found");
  if (!player.access.hasAccess) {
    const lapsed = player.access.enrolled && player.access.accessType === "premium_subscription" && !user.companyId;
    throw data(lapsed ? PREMIUM_LAPSED : ACCESS_DENIED, { status: 403 });
  }
  return { user, player };
}

/** /course-player/{slug}/{path}: the course's address by slug (readable, stable). */
export function itemHref(player: Pick<PlayerData, "course">, item: PlayerItem | null | undefined): string {
  return playerHref(player.course.slug, item);
}

/** Where a learner goes when an item cannot be opened: the current item (or the opening position). */
export function landingHref(player: PlayerData): string {
  const index = landingIndex(player.content, player.completed, player.currentIndex);
  return itemHref(player, player.content[index]);
}

/** Redirect to the landing item with "Complete previous content to unlock". */
export function redirectLocked(player: PlayerData, init?: ResponseInit) {
  return redirectWithToast(landingHref(player), { type: "error", title: LOCKED_MESSAGE }, init);
}

/**
 * The item a page shows, by its key. Unknown in this course: 404 with `notFound`; locked: a redirect
 * to the landing item with the locked toast; a non-canonical address (quiz/… for a final exam, the
 * course by id): a redirect to the canonical one (pages only; actions pass canonical: false).
 */
export async function requireItem(
  request: Request,
  course: string | undefined,
  key: string,
  { notFound, path, canonical = true }: { notFound: string; path: string; canonical?: boolean },
): Promise<PlayerContext & { item: PlayerItem; index: number }> {
  const context = await requirePlayer(request, course);
  const { player } = context;
  const index = player.content.findIndex((item) => item.key === key);
  invariantResponse(index !== -1, notFound);
  const item = player.content[index];
  if (!player.unlocked[index]) throw await redirectLocked(player);
  await requireIdentityClear(request, context.user, player);
  if (canonical && (item.path !== path || course !== player.course.slug)) throw redirect(itemHref(player, item));
  return { ...context, item, index };
}
