// The course player's audio preferences, kept per user on the profile (requirements learning-data-fields, progress-unlocking-and-quiz-flow).
import { eq } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { DEFAULT_AUDIO_PREFERENCES, type AudioPreferences } from "~/rules/audio-preferences";

const { profiles } = schema;

export async function getAudioPreferences(userId: string, executor: Db | Tx = getDb()): Promise<AudioPreferences> {
  const [row] = await executor
    .select({ showAudioPlayer: profiles.showAudioPlayer, autoPlayAndAdvance: profiles.autoPlayAndAdvance })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? DEFAULT_AUDIO_PREFERENCES;
}

export async function updateAudioPreferences(userId: string, prefs: AudioPreferences, executor: Db | Tx = getDb()): Promise<void> {
  await executor
    .update(profiles)
    .set({ showAudioPlayer: prefs.showAudioPlayer, autoPlayAndAdvance: prefs.autoPlayAndAdvance })
    .where(eq(profiles.id, userId));
}
