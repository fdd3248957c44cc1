import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { playerHref } from "~/rules/unlocking";
import type { PlayerView, PlayerWireView } from "./types";

const PLAYER_ROUTE_ID = "routes/course-player+/$course";

/**
 * The course player layout's data, each item given its address (`playerHref`), which the loader
 * does not send (decision 0048). Undefined outside the player.
 */
export function usePlayerView(): PlayerView | undefined {
  const wire = useRouteLoaderData<PlayerWireView>(PLAYER_ROUTE_ID);
  return useMemo(
    () => wire && { ...wire, items: wire.items.map((item) => ({ ...item, href: playerHref(wire.course.slug, item) })) },
    [wire],
  );
}
