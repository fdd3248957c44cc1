import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false during the server render and hydration, true once JavaScript has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
