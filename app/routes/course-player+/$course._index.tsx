import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CourseWelcome } from "~/components/player/course-welcome";
import { openingIndex, resumeIndex, shouldOfferResume } from "~/rules/unlocking";
import { itemHref, landingHref, requirePlayer } from "~/screens/course-player/player.server";

// /course-player/{course}: the opening position (the first incomplete item, or the first item), or
// — when progress exists and the user is staff or has a saved position — the resume choice.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, player } = await requirePlayer(request, params.course);
  if (player.content.length === 0) return { resume: null };
  const offer = shouldOfferResume({ completedCount: player.completed.size, roles: user.roles, savedPosition: player.savedPosition });
  if (!offer) {
    const opening = openingIndex(player.content, player.completed);
    throw redirect(player.unlocked[opening] ? itemHref(player, player.content[opening]) : landingHref(player));
  }
  return {
    resume: {
      resumeHref: itemHref(player, player.content[resumeIndex(player.content, player.completed, player.savedPosition)]),
      startHref: itemHref(player, player.content[0]),
    },
  };
}

export default function CourseIndex() {
  const { resume } = useLoaderData<typeof loader>();
  return <CourseWelcome resume={resume} />;
}

export { PlayerItemErrorBoundary as ErrorBoundary } from "~/components/player/player-errors";
