import { useFetcher, useLocation } from "@remix-run/react";
import type { ThemePreference, TimeOfDayTheme } from "~/rules/theme";
import { isDarkTheme, toggledPreference } from "~/rules/theme";
import { useHydrated } from "~/utils/use-hydrated";

export const THEME_FETCHER_KEY = "theme";

/**
 * A form that posts the opposite of the theme on screen to /theme. Without JavaScript the
 * server sets the cookie and redirects back; with it, the change is applied at once.
 */
export function ThemeToggle({ theme, preference }: { theme: TimeOfDayTheme; preference: ThemePreference }) {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const hydrated = useHydrated();
  const location = useLocation();
  const next = toggledPreference(theme);
  const redirectTo = location.pathname + location.search;
  const label = isDarkTheme(theme) ? "Switch to light theme" : "Switch to dark theme";

  return (
    <fetcher.Form method="post" action="/theme" className="flex items-center gap-1">
      {/* Without JavaScript the server redirects back here; a fetcher needs no redirect. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={redirectTo} />}
      <button type="submit" name="theme" value={next} className="btn-ghost px-3" aria-label={label} title={label}>
        <span aria-hidden="true">{isDarkTheme(theme) ? "☀" : "☾"}</span>
      </button>
      {preference !== "auto" ? (
        <button type="submit" name="theme" value="auto" className="btn-ghost px-2 text-xs">
          Auto
          <span className="sr-only"> theme (follow the time of day)</span>
        </button>
      ) : null}
    </fetcher.Form>
  );
}
