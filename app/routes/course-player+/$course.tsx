import { getRexChatUrl } from "~/models/operations/site-settings.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useParams, type ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { noindexHeaders, privatePageMeta } from "~/components/area/page";
import { AudioPreferencesPopover } from "~/components/player/audio-preferences";
import { CompletionProvider } from "~/components/player/completion";
import { PlayerErrorPage } from "~/components/player/player-errors";
import { PlayerShell } from "~/components/player/player-shell";
import { usePlayerView } from "~/components/player/use-player-view";
import { exitDestination, viewedKeyFromParams } from "~/components/player/view";
import { encodeCompleted, encodeOutline, type PlayerWireView } from "~/components/player/wire";
import { differOnlyIn, TAKING_VIEW_PARAMS } from "~/rules/quiz-screen";
import { requirePlayer } from "~/screens/course-player/player.server";
import { parseSidebarState, sidebarCookie, sidebarFromCookie } from "~/utils/player-sidebar";

// The course player (requirements learning-screens, signed-in-route-table): /course-player/{courseIdOrSlug}/…
export const handle = { area: true };
export const headers = noindexHeaders;
export const meta: MetaFunction<typeof loader> = ({ data: view, matches }) =>
  privatePageMeta(view ? view.course.title : "Course Player", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, player } = await requirePlayer(request, params.course);
  const url = new URL(request.url);
  const chosen = parseSidebarState(url.searchParams.get("sidebar"));
  const view: PlayerWireView = {
    course: { id: player.course.id, slug: player.course.slug, title: player.course.title },
    userRole: player.userRole,
    exitTo: exitDestination(user.roles),
    outline: encodeOutline(player.content),
    completed: encodeCompleted(player.content, player.completed),
    savedPosition: player.savedPosition,
    progressStats: player.progressStats,
    preferences: player.preferences,
    rexChatUrl: await getRexChatUrl(),
    sidebar: chosen ?? sidebarFromCookie(request.headers.get("Cookie")),
    seatTime: player.seatTime.applies
      ? { creditedSeconds: player.seatTime.creditedSeconds, requiredSeconds: player.seatTime.requiredSeconds, met: player.seatTime.met }
      : null,
    idleLimitMinutes: player.deliveryPolicy.enabled ? player.deliveryPolicy.idleLimitMinutes : null,
  };
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (chosen) headers.append("Set-Cookie", sidebarCookie(chosen));
  return data(view, { headers });
}

// Moving between a quiz's questions, or opening a lesson in the sidebar (?outline=), changes only
// the search: the course's data stays as it is.
const VIEW_PARAMS = [...TAKING_VIEW_PARAMS, "outline"];
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && differOnlyIn(currentUrl, nextUrl, VIEW_PARAMS)) return false;
  return defaultShouldRevalidate;
}

export default function CoursePlayer() {
  const params = useParams();
  const view = usePlayerView();
  if (!view) return null;
  return (
    <CompletionProvider view={view}>
      <PlayerShell
        view={view}
        viewedKey={viewedKeyFromParams(params)}
        audioPreferences={<AudioPreferencesPopover prefs={view.preferences} />}
      >
        <Outlet />
      </PlayerShell>
    </CompletionProvider>
  );
}

export function ErrorBoundary() {
  return <PlayerErrorPage />;
}
