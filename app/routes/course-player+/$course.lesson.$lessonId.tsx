import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { itemHref, redirectLocked, requirePlayer } from "~/screens/course-player/player.server";
import { invariantResponse } from "~/utils/http.server";

// /course-player/{course}/lesson/{lessonId}: the lesson's first item (its first topic, else its quiz).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { player } = await requirePlayer(request, params.course);
  const lessonId = params.lessonId?.toLowerCase();
  const index = player.content.findIndex((item) => item.lessonId === lessonId);
  invariantResponse(index !== -1, "Lesson not found");
  if (!player.unlocked[index]) throw await redirectLocked(player);
  return redirect(itemHref(player, player.content[index]));
}

export { PlayerItemErrorBoundary as ErrorBoundary } from "~/components/player/player-errors";

// A page (not a resource route) so a missing lesson shows inside the player.
export default function LessonRedirect() {
  return null;
}
