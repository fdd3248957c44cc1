// The course player's completion POST (spec 2 §4 Progress): intent=complete on a topic's address.
// Without JavaScript the answer is a redirect (advance=1: to the next item); a fetcher (via=fetcher)
// gets data. A locked or unknown item, or one this endpoint may not complete, is refused.
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { CompletionResponse } from "~/components/player/types";
import { completeItem, playerAfterCompletion } from "~/models/progress.server";
import { LOCKED_MESSAGE } from "~/rules/unlocking";
import { itemHref, redirectLocked, requirePlayer } from "./player.server";
import { redirectWithToast } from "./toast.server";

export const completeSchema = z.object({
  intent: z.literal("complete"),
  advance: z.literal("1").optional(),
  via: z.literal("fetcher").optional(),
});

const REFUSALS = {
  not_found: { status: 404, error: "Topic not found" },
  locked: { status: 409, error: LOCKED_MESSAGE },
  not_completable: { status: 400, error: "Quizzes and evaluations are completed by taking them." },
  no_access: { status: 403, error: "Access Denied - You don't have access to this course." },
} as const;

export async function handleComplete(request: Request, course: string | undefined, key: string, form: z.infer<typeof completeSchema>) {
  const { user, player } = await requirePlayer(request, course);
  const result = await completeItem(user.id, player, key);
  const byFetcher = form.via === "fetcher";

  if (!result.ok) {
    const refusal = REFUSALS[result.reason];
    if (byFetcher) return data<CompletionResponse>({ ok: false, key, error: refusal.error }, { status: refusal.status });
    if (result.reason === "locked") return redirectLocked(player);
    if (result.reason === "not_found") throw data(refusal.error, { status: 404 });
    return redirectWithToast(itemHref(player, player.content.find((item) => item.key === key)), { type: "error", title: refusal.error });
  }

  if (byFetcher) {
    return data<CompletionResponse>({ ok: true, key, progressStats: result.progressStats, nextPosition: result.nextPosition });
  }
  const after = playerAfterCompletion(player, result);
  const index = after.content.findIndex((item) => item.key === key);
  if (!form.advance || index === after.content.length - 1) return redirect(itemHref(after, after.content[index]));
  if (!after.unlocked[index + 1]) return redirectLocked(after);
  return redirect(itemHref(after, after.content[index + 1]));
}
