// My Profile (requirement student-profile): the signed-in user's own profile fields and password. Every function
// takes the user id from the session, never from a form.
import { and, eq, ne } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { profileColumns, profileValues } from "~/models/accounts/profile-fields.server";
import type { ProfileInput } from "~/rules/profile-form";
import { fieldsOf } from "~/rules/profile-fields";
import { hashPassword, verifyPassword } from "~/utils/password.server";

const { users, profiles, sessions, auditLog } = schema;

/** The fields My Profile's Profile Information edits (app/rules/profile-fields.ts, form "profile"). */
const PROFILE_FORM_FIELDS = fieldsOf("profile");

export async function getProfileDetails(userId: string) {
  const [row] = await getDb()
    .select({
      ...profileColumns(PROFILE_FORM_FIELDS),
      /** The sign-in address (read only on the page). */
      email: users.email,
      /** Moves on every save: the page re-creates its forms from the saved values. */
      profileUpdatedAt: profiles.updatedAt,
      /** Moves when the password changes: the page clears the password form. */
      credentialsUpdatedAt: users.updatedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/**
 * Saves the fields of the user's own profile (the form "profile": names, phone, license number,
 * license type and initial license date) and notes which of them changed in the audit log, in one
 * transaction. The e-mail address is not touched.
 */
export async function updateProfileDetails(
  userId: string,
  input: ProfileInput,
  { ipAddress = null }: { ipAddress?: string | null } = {},
): Promise<{ changed: (keyof ProfileInput)[] }> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select(profileColumns(PROFILE_FORM_FIELDS)).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!before) throw new Error("No profile for the signed-in user");
    const changed = PROFILE_FORM_FIELDS.filter((key) => before[key] !== input[key]);
    await tx
      .update(profiles)
      .set({ ...profileValues(PROFILE_FORM_FIELDS, input), updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    if (changed.length > 0) {
      await tx.insert(auditLog).values({
        actorUserId: userId,
        action: "profile_updated",
        entityType: "user",
        entityId: userId,
        details: { fields: changed },
        ipAddress,
      });
    }
    return { changed };
  });
}

export type PasswordChangeResult = { ok: true } | { ok: false; reason: "wrong_password" };

/**
 * Update Password: checks the current password against the stored hash, then in one transaction
 * stores the new hash — only if the hash is still the one just checked, so a change made meanwhile
 * is never overwritten unverified —, ends every other session of the user (this one, `keepSessionId`,
 * stays signed in) and writes an audit entry. A user without a password (an unaccepted invitation)
 * has none to confirm, so the change is refused like a wrong password.
 */
export async function changePassword({
  userId,
  currentPassword,
  newPassword,
  keepSessionId,
  ipAddress = null,
}: {
  userId: string;
  currentPassword: string;
  newPassword: string;
  keepSessionId: string;
  ipAddress?: string | null;
}): Promise<PasswordChangeResult> {
  const [user] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const checkedHash = user?.passwordHash;
  if (!checkedHash || !(await verifyPassword(checkedHash, currentPassword))) return { ok: false, reason: "wrong_password" };
  const newHash = await hashPassword(newPassword);
  return getDb().transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash: newHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)))
      .returning({ id: users.id });
    if (updated.length === 0) return { ok: false, reason: "wrong_password" } as const;
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    await tx.insert(auditLog).values({ actorUserId: userId, action: "password_changed", entityType: "user", entityId: userId, ipAddress });
    return { ok: true } as const;
  });
}
