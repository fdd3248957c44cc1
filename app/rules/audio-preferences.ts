// No zod here: this module is part of the course player's browser bundle (the server route
// validates with zod, through `checkboxValue`).

/** The player's audio preferences (requirement learning-data-fields local preferences; kept per user on the profile). */
export type AudioPreferences = { showAudioPlayer: boolean; autoPlayAndAdvance: boolean };

export const DEFAULT_AUDIO_PREFERENCES: AudioPreferences = { showAudioPlayer: true, autoPlayAndAdvance: false };

/**
 * A checkbox is sent as "true" (or the browser default "on") when ticked and not at all otherwise:
 * true / false, or null for any other value (not one of our forms).
 */
export function checkboxValue(value: FormDataEntryValue | null | undefined): boolean | null {
  if (value === null || value === undefined) return false;
  return value === "true" || value === "on" ? true : null;
}

/** The preferences a submitted form asks for (used for optimistic UI); null when it is not one. */
export function audioPreferencesFromForm(formData: FormData): AudioPreferences | null {
  const showAudioPlayer = checkboxValue(formData.get("showAudioPlayer"));
  const autoPlayAndAdvance = checkboxValue(formData.get("autoPlayAndAdvance"));
  if (showAudioPlayer === null || autoPlayAndAdvance === null) return null;
  return { showAudioPlayer, autoPlayAndAdvance };
}

/** requirement progress-unlocking-and-quiz-flow: hiding the player with auto features off makes the audio unreachable. */
export function audioWillBeInaccessible(prefs: AudioPreferences): boolean {
  return !prefs.showAudioPlayer && !prefs.autoPlayAndAdvance;
}
