// The course player's completion POST without JavaScript (requirement progress-unlocking-and-quiz-flow Progress): intent=complete on a
// topic's address; the answer is a redirect (advance=1: to the next item). With JavaScript the
// player posts to /course-player-progress instead. A locked or unknown item, or one this endpoint
// may not complete, is refused.
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { completeItem, playerAfterCompletion } from "~/models/learning/progress.server";
import { COMPLETION_REFUSALS } from "~/screens/course-player/completion.server";
import { itemHref, redirectLocked, requirePlayer } from "~/screens/course-player/player.server";
import { redirectWithToast } from "~/utils/toast.server";
import { invariantResponse } from "~/utils/http.server";

export const completeSchema = z.object({
  intent: z.literal("complete"),
  advance: z.literal("1").optional(),
});

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
