// The profile picture (requirements student-profile, signed-in-validation-rules; docs/decisions/0024-student-area.md): stored through the
// storage service in the user's own folder under a random name; the profile keeps its public address.
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import type { ImageType } from "~/rules/upload";
import { getStorage, keyFromPublicUrl, newStorageKey, publicUrl } from "~/services/storage.server";
import { logEvent } from "~/utils/log.server";

const { profiles } = schema;

/**
 * Stores the new picture, points the profile at it, then removes the old one. If the profile update
 * fails the new file is removed again, so nothing is left behind. Returns the new public address.
 */
export async function replaceAvatar(userId: string, image: { bytes: Uint8Array; type: ImageType }): Promise<string> {
  const storage = getStorage();
  const key = newStorageKey("avatars", userId, image.type);
  await storage.put(key, image.bytes, image.type);
  let previous: string | null;
  try {
    previous = await getDb().transaction(async (tx) => {
      const [row] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId)).for("update");
      if (!row) throw new Error("No profile");
      await tx
        .update(profiles)
        .set({ avatarUrl: publicUrl(key) })
        .where(eq(profiles.id, userId));
      return row.avatarUrl;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await removeStoredAvatar(userId, previous);
  return publicUrl(key);
}

/** Takes the picture off the profile (the header shows the initials again) and removes its file. */
export async function removeAvatar(userId: string): Promise<void> {
  const previous = await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!row?.avatarUrl) return null;
    await tx.update(profiles).set({ avatarUrl: null }).where(eq(profiles.id, userId));
    return row.avatarUrl;
  });
  await removeStoredAvatar(userId, previous);
}

/** Removes an old picture if it is one of this user's stored files (never another user's, never a seed URL). */
export async function removeStoredAvatar(userId: string, url: string | null) {
  const key = keyFromPublicUrl(url);
  if (!key || !key.startsWith(`avatars/${userId.toLowerCase()}/`)) return;
  await getStorage()
    .delete(key)
    .catch((error: unknown) => logEvent("error", "avatar_cleanup_failed", { key, error }));
}
