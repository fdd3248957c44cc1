import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

declare global {
  interface Window {
    /** Set by Remix's <Scripts> as patched (decision 0052): resolves once the page's route modules are in. */
    __remixRouteModulesReady?: Promise<void>;
  }
}

// The page's modules load side by side after its first paint; this one can arrive before the route
// modules it renders, so it waits for them.
void Promise.resolve(window.__remixRouteModulesReady).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
