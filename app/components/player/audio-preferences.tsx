import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Disclosure } from "~/components/area/disclosure";
import { audioPreferencesFromForm, audioWillBeInaccessible, type AudioPreferences } from "~/rules/audio-preferences";
import { useHydrated } from "~/utils/use-hydrated";

export const AUDIO_PREFERENCES_FETCHER_KEY = "audio-preferences";
export const AUDIO_PREFERENCES_ACTION = "/course-player-preferences";

/**
 * The preferences to use right now: the ones being saved (optimistic, with JavaScript) or the
 * saved ones. The player passes the result to both the popover and <TopicContent audio>.
 */
export function useAudioPreferences(saved: AudioPreferences): AudioPreferences {
  const fetcher = useFetcher({ key: AUDIO_PREFERENCES_FETCHER_KEY });
  return (fetcher.formData && audioPreferencesFromForm(fetcher.formData)) || saved;
}

/**
 * The header's audio preferences popover (requirements learning-screens, learning-data-fields, progress-unlocking-and-quiz-flow): "Show audio player" and "Auto-play and
 * advance". Without JavaScript it is a `<details>` with a form and a Save button that posts to
 * /course-player-preferences and comes back here; with it, each change is saved at once by a
 * fetcher and shown immediately.
 */
export function AudioPreferencesPopover({ prefs }: { prefs: AudioPreferences }) {
  const fetcher = useFetcher({ key: AUDIO_PREFERENCES_FETCHER_KEY });
  const hydrated = useHydrated();
  const location = useLocation();
  const optimistic = useAudioPreferences(prefs);
  // The box just clicked, until the save (and the reload of the saved preferences) is over.
  const [clicked, setClicked] = useState<AudioPreferences | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle") setClicked(null);
  }, [fetcher.state]);
  const shown = clicked ?? optimistic;
  const failed = fetcher.state === "idle" && isFailure(fetcher.data);

  const change = (name: keyof AudioPreferences) => (event: React.ChangeEvent<HTMLInputElement>) => {
    if (!hydrated) return;
    const next = { ...shown, [name]: event.currentTarget.checked };
    setClicked(next);
    const body = new FormData();
    if (next.showAudioPlayer) body.set("showAudioPlayer", "true");
    if (next.autoPlayAndAdvance) body.set("autoPlayAndAdvance", "true");
    fetcher.submit(body, { method: "post", action: AUDIO_PREFERENCES_ACTION });
  };

  return (
    <Disclosure
      summary={
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
            <path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z" />
          </svg>
          <span className="sr-only sm:not-sr-only">Audio</span>
          <span className="sr-only"> preferences</span>
        </>
      }
      summaryClassName="btn-ghost px-3"
      panelClassName="absolute right-0 z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface-raised p-4 text-left shadow-lg"
    >
      <fetcher.Form method="post" action={AUDIO_PREFERENCES_ACTION}>
        {/* Without JavaScript the server redirects back here; a fetcher needs no redirect. */}
        {hydrated ? null : <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
        <fieldset className="space-y-3">
          <legend className="mb-1 font-semibold">Audio preferences</legend>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="showAudioPlayer"
              value="true"
              checked={shown.showAudioPlayer}
              onChange={change("showAudioPlayer")}
              className="mt-1 h-4 w-4 accent-[rgb(var(--brand))]"
            />
            <span>
              Show audio player
              <span className="block text-xs text-ink-muted">Show the player's controls on audio topics.</span>
            </span>
          </label>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="autoPlayAndAdvance"
              value="true"
              checked={shown.autoPlayAndAdvance}
              onChange={change("autoPlayAndAdvance")}
              className="mt-1 h-4 w-4 accent-[rgb(var(--brand))]"
            />
            <span>
              Auto-play and advance
              <span className="block text-xs text-ink-muted">Start audio automatically and move on when it ends.</span>
            </span>
          </label>
        </fieldset>
        {audioWillBeInaccessible(shown) ? (
          <p role="status" className="mt-3 rounded-md border border-accent bg-surface-muted p-2 text-sm">
            <strong>Warning:</strong> audio will not be accessible while the player is hidden and auto-play is off.
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            Your preferences could not be saved. Please try again.
          </p>
        ) : null}
        {hydrated ? null : (
          <button type="submit" className="btn-primary mt-3 w-full">
            Save preferences
          </button>
        )}
      </fetcher.Form>
    </Disclosure>
  );
}

function isFailure(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
}
