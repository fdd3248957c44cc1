// The course player's completion POST without JavaScript (requirement progress-unlocking-and-quiz-flow Progress): intent=complete on a
// topic's address; the answer is a redirect (advance=1: to the next item). With JavaScript the
// player posts to /course-player-progress instead. A locked or unknown item, or one this endpoint
// may not complete, is refused.
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { completeItem, playerAfterCompletion, type CompletionRefusal } from "~/models/learning/progress.server";
import { LOCKED_MESSAGE } from "~/rules/unlocking";
import { ACCESS_DENIED, itemHref, redirectLocked, requirePlayer } from "./player.server";
import { redirectWithToast } from "~/utils/toast.server";
import { invariantResponse } from "~/utils/http.server";

export const completeSchema = z.object({
  intent: z.literal("complete"),
  advance: z.literal("1").optional(),
});

export const COMPLETION_REFUSALS: Record<CompletionRefusal, { status: number; error: string }> = {
  not_found: { status: 404, error: "Topic not found" },
  locked: { status: 409, error: LOCKED_MESSAGE },
  not_completable: { status: 400, error: "Quizzes and evaluations are completed by taking them." },
  no_access: { status: 403, error: ACCESS_DENIED },
};

export async function handleComplete(request: Request, course: string | undefined, key: string, form: z.infer<typeof completeSchema>) {
  const { user, player } = await requirePlayer(request, course);
  const result = await completeItem(user.id, player, key);

  if (!result.ok) {
    const refusal = COMPLETION_REFUSALS[result.reason];
    if (result.reason === "locked") return redirectLocked(player);
    invariantResponse(result.reason !== "not_found", refusal.error);
    return redirectWithToast(
      itemHref(
        player,
        player.content.find((item) => item.key === key),
      ),
      { type: "error", title: refusal.error },
    );
  }

  const after = playerAfterCompletion(player, result);
  const index = after.content.findIndex((item) => item.key === key);
  if (!form.advance || index === after.content.length - 1) return redirect(itemHref(after, after.content[index]));
  if (!after.unlocked[index + 1]) return redirectLocked(after);
  return redirect(itemHref(after, after.content[index + 1]));
}
