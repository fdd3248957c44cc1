// Setting a new password from an e-mailed reset link (requirements reset-password-page, signed-in-state-flows "Password reset").
// The link is requested from /login's forgot mode, which issues a `password_reset` token (1 hour).
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { checkToken, consumeToken, type TokenCheck } from "~/models/accounts/token.server";
import { confirmEmail, setPassword } from "~/models/accounts/user.server";

export type TokenProblem = Extract<TokenCheck, { ok: false }>["reason"];
export type CredentialResult = { ok: true; userId: string } | { ok: false; reason: TokenProblem };

/** Whether a reset link would still be accepted (for showing the form or the "link expired" page). */
export async function checkResetToken(
  token: string,
  now = new Date(),
): Promise<{ ok: true; userId: string; email: string } | Extract<CredentialResult, { ok: false }>> {
  return checkTokenAccount("password_reset", token, now);
}

/** A token check that also names the account (shown on the page and given to password managers). */
export async function checkTokenAccount(
  kind: "password_reset" | "invitation",
  token: string,
  now = new Date(),
): Promise<{ ok: true; userId: string; email: string } | Extract<CredentialResult, { ok: false }>> {
  const check = await checkToken(kind, token, { now });
  if (!check.ok) return check;
  const [user] = await getDb().select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, check.userId));
  return user ? { ok: true, userId: check.userId, email: user.email } : { ok: false, reason: "invalid" };
}

/**
 * Setting a password from an e-mailed link, in one transaction: uses the token (once), stores the
 * password and confirms the address (the link proves the user reads it). A password reset also
 * ends every session of the user, so every device is signed out at the moment the old password
 * stops working. The caller then signs this browser in.
 */
export async function setPasswordFromToken({
  kind,
  token,
  password,
  now = new Date(),
}: {
  kind: "password_reset" | "invitation";
  token: string;
  password: string;
  now?: Date;
}): Promise<CredentialResult> {
  return getDb().transaction(async (tx) => {
    const used = await consumeToken(tx, kind, token, now);
    if (!used.ok) return used;
    await setPassword(tx, used.userId, password);
    await confirmEmail(tx, used.userId, now);
    if (kind === "password_reset") await tx.delete(schema.sessions).where(eq(schema.sessions.userId, used.userId));
    return { ok: true, userId: used.userId };
  });
}

/** A password reset (requirement reset-password-page): `setPasswordFromToken` with a `password_reset` token. */
export function resetPassword(input: { token: string; password: string; now?: Date }): Promise<CredentialResult> {
  return setPasswordFromToken({ kind: "password_reset", ...input });
}
