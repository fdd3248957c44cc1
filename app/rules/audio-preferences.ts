import { z } from "zod";

/** The player's audio preferences (spec 2 §3 local preferences; kept per user on the profile). */
export type AudioPreferences = { showAudioPlayer: boolean; autoPlayAndAdvance: boolean };

export const DEFAULT_AUDIO_PREFERENCES: AudioPreferences = { showAudioPlayer: true, autoPlayAndAdvance: false };

/** A checkbox is sent as "true" (or the browser default "on") when ticked and not at all otherwise. */
const checkbox = z
  .enum(["true", "on"], { message: "Unexpected value for a preference." })
  .optional()
  .transform((value) => value !== undefined);

export const audioPreferencesSchema = z.object({
  showAudioPlayer: checkbox,
  autoPlayAndAdvance: checkbox,
  /** Where a plain form post (no JavaScript) goes back to. */
  redirectTo: z.string().max(2000).optional(),
});

/** The preferences a submitted form asks for (used for optimistic UI); null when it is not one. */
export function audioPreferencesFromForm(formData: FormData): AudioPreferences | null {
  const parsed = audioPreferencesSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return null;
  return { showAudioPlayer: parsed.data.showAudioPlayer, autoPlayAndAdvance: parsed.data.autoPlayAndAdvance };
}

/** Spec 2 §4: hiding the player with auto features off makes the audio unreachable. */
export function audioWillBeInaccessible(prefs: AudioPreferences): boolean {
  return !prefs.showAudioPlayer && !prefs.autoPlayAndAdvance;
}
