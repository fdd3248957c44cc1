import { useRouteLoaderData } from "@remix-run/react";
import type { PlayerView } from "./types";
import { decodePlayerView, type PlayerWireView } from "./wire";

const PLAYER_ROUTE_ID = "routes/course-player+/$course";

// One decoding per loaded data, shared by the layout and the item page that read it in one render.
const decoded = new WeakMap<PlayerWireView, PlayerView>();

/**
 * The course player layout's data, decoded from its compact shape (`./wire`), each item given its
 * address (`playerHref`), which the loader does not send (decisions 0048, 0073). Undefined outside
 * the player.
 */
export function usePlayerView(): PlayerView | undefined {
  const wire = useRouteLoaderData<PlayerWireView>(PLAYER_ROUTE_ID);
  if (!wire) return undefined;
  let view = decoded.get(wire);
  if (!view) {
    view = decodePlayerView(wire);
    decoded.set(wire, view);
  }
  return view;
}
