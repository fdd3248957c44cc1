// The identity gate of the course player (issue 46; decision 0089): on a course whose delivery policy
// asks for identity checks, every item page first makes sure the learner has set up their personal
// validation questions, that the course is not locked, and — on a page view — that no check is due
// (45–90 minutes of seat time since the last one). Otherwise the learner goes to the course's identity
// page, which sends them back where they were once answered.
import { redirect } from "@remix-run/node";
import type { SessionUser } from "~/models/accounts/user.server";
import { getDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { getIdentityStanding } from "~/models/learning/identity.server";
import type { PlayerData } from "~/models/learning/player.server";
import type { DeliveryPolicy } from "~/rules/delivery-policy";
import { oncePerRequest } from "~/utils/request-scope.server";

/** The course's delivery policy, read once per request. */
export function coursePolicy(request: Request, courseId: string): Promise<DeliveryPolicy> {
  return oncePerRequest(request, `delivery-policy:${courseId}`, () => getDeliveryPolicy(courseId));
}

/** A return address inside this course's player, or the course's own address. */
export function safeReturnTo(slug: string, value: string | null | undefined): string {
  const base = `/course-player/${slug}`;
  if (!value || value.length > 500 || !value.startsWith(`${base}/`) || value.includes("//") || value.includes("\\")) return base;
  if (value.startsWith(`${base}/identity`)) return base;
  return value;
}

export function identityHref(slug: string, returnTo?: string | null): string {
  const base = `/course-player/${slug}/identity`;
  return returnTo ? `${base}?${new URLSearchParams({ returnTo })}` : base;
}

/**
 * Throws the redirect to the identity page when the learner must go there first. A POST (an answer
 * being saved, a topic being completed) is let through when a check is merely due, so no work is
 * lost; the next page view asks. A locked course or missing setup stops POSTs too.
 */
export async function requireIdentityClear(request: Request, user: SessionUser, player: PlayerData): Promise<void> {
  // The player's one statement already read the policy and the learner's seat time (bench:pages: the
  // policy's cost per player request, decision 0087): no statement of their own here.
  const policy = player.deliveryPolicy;
  if (!policy.enabled || !policy.identityChecksRequired) return;
  const standing = await getIdentityStanding(user.id, player.course.id, policy, undefined, player.seatTime.creditedSeconds);
  if (!standing.required) return;
  const url = new URL(request.url);
  const here = request.method === "GET" ? `${url.pathname}${url.search}` : null;
  if (!standing.setUp || standing.locked || (request.method === "GET" && standing.due)) {
    throw redirect(identityHref(player.course.slug, here ? safeReturnTo(player.course.slug, here) : null));
  }
}
