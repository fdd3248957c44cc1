// The two-step e-mail change (requirement signed-in-state-flows "Email change"; docs/decisions/0024-student-area.md). The state
// is a row in email_change_requests (none = idle); each step's link is a single-use 24-hour token:
//   request → pending_new_confirmation (link to the new address, step 1 of 2)
//           → pending_old_confirmation (link to the current address, step 2 of 2)
//           → completed (the address is changed everywhere; other sessions end; the old address is told)
// Any step can end in failed (the new address was taken meanwhile); Resend / Try Again / Cancel from the profile.
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { IDLE, shownEmailChange, type EmailChangeState } from "~/rules/email-change";
import { enqueueEmail } from "~/services/email.server";
import { appUrl } from "~/models/accounts/account.server";
import { consumeToken, issueToken } from "~/models/accounts/token.server";
import { isUniqueViolation, normalizeEmail } from "~/models/accounts/user.server";

const { emailChangeRequests, oneTimeTokens, profiles, sessions, users } = schema;

export type { EmailChangeState } from "~/rules/email-change";

export const EMAIL_CHANGE_FAILURES = {
  taken: "This email address is already used by another account.",
  expired: "The confirmation link was not valid any more.",
} as const;

export const CONFIRM_PATH = { new: "/confirm-email-change/new", old: "/confirm-email-change/old" } as const;

async function addressTaken(tx: Tx, userId: string, email: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return Boolean(row);
}

async function userBasics(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ email: users.email, firstName: profiles.firstName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Ends any e-mailed link of the change that is still usable. */
async function retireTokens(tx: Tx, userId: string) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.kind, ["email_change_new", "email_change_old"]),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

async function sendStep(tx: Tx, userId: string, step: "new" | "old", newEmail: string) {
  const basics = await userBasics(tx, userId);
  if (!basics) return;
  const kind = step === "new" ? "email_change_new" : "email_change_old";
  const token = await issueToken(tx, { userId, kind, newEmail });
  await enqueueEmail(tx, {
    to: step === "new" ? newEmail : basics.email,
    templateKey: kind,
    variables: {
      firstName: basics.firstName,
      newEmail,
      confirmUrl: appUrl(`${CONFIRM_PATH[step]}?token=${encodeURIComponent(token)}`),
    },
  });
}

/** The state the profile shows (see shownEmailChange): one read, no write, so a prefetch or a reload changes nothing. */
export async function getEmailChangeState(userId: string, now: Date = new Date()): Promise<EmailChangeState> {
  const [row] = await getDb()
    .select({
      status: emailChangeRequests.status,
      newEmail: emailChangeRequests.newEmail,
      failureReason: emailChangeRequests.failureReason,
      updatedAt: emailChangeRequests.updatedAt,
      accountEmail: users.email,
    })
    .from(emailChangeRequests)
    .innerJoin(users, eq(users.id, emailChangeRequests.userId))
    .where(eq(emailChangeRequests.userId, userId));
  return row ? shownEmailChange(row, row.accountEmail, now) : IDLE;
}

export type RequestResult = { ok: true } | { ok: false; reason: "same" | "taken" };

/** Starts (or restarts) a change: e-mails the step-1 link to the new address. */
export async function requestEmailChange(userId: string, rawEmail: string): Promise<RequestResult> {
  const newEmail = normalizeEmail(rawEmail);
  try {
    return await getDb().transaction(async (tx) => {
      const basics = await userBasics(tx, userId);
      if (!basics || basics.email === newEmail) return { ok: false, reason: "same" } as const;
      if (await addressTaken(tx, userId, newEmail)) return { ok: false, reason: "taken" } as const;
      await retireTokens(tx, userId);
      await tx
        .insert(emailChangeRequests)
        .values({ userId, newEmail, status: "pending_new_confirmation" })
        .onConflictDoUpdate({
          target: emailChangeRequests.userId,
          set: { newEmail, status: "pending_new_confirmation", failureReason: null, updatedAt: new Date() },
        });
      await sendStep(tx, userId, "new", newEmail);
      return { ok: true } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/** Resend (a pending step's link again) or Try Again (a failed change, from step 1). */
export async function resendEmailChange(userId: string): Promise<RequestResult | { ok: false; reason: "idle" }> {
  const { status, newEmail } = await getEmailChangeState(userId);
  if (status === "idle" || status === "completed" || !newEmail) return { ok: false, reason: "idle" };
  if (status === "pending_old_confirmation") {
    await getDb().transaction((tx) => sendStep(tx, userId, "old", newEmail));
    return { ok: true };
  }
  return requestEmailChange(userId, newEmail);
}

/** Cancel: back to idle; the links already sent stop working. */
export async function cancelEmailChange(userId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await retireTokens(tx, userId);
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
  });
}

export type ConfirmResult =
  | { ok: true; step: "new"; userId: string; newEmail: string }
  | { ok: true; step: "old"; userId: string; newEmail: string }
  | { ok: false; reason: "invalid" | "taken" };

async function fail(userId: string, reason: string) {
  await getDb()
    .update(emailChangeRequests)
    .set({ status: "failed", failureReason: reason, updatedAt: new Date() })
    .where(eq(emailChangeRequests.userId, userId));
}

/** Step 1 of 2: the link from the new address. */
export async function confirmNewEmail(token: string): Promise<ConfirmResult> {
  const result = await getDb().transaction(async (tx) => {
    const used = await consumeToken(tx, "email_change_new", token);
    if (!used.ok || !used.newEmail) return { ok: false, reason: "invalid" } as const;
    const [row] = await tx.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, used.userId)).for("update");
    if (!row || row.status !== "pending_new_confirmation" || row.newEmail !== used.newEmail)
      return { ok: false, reason: "invalid" } as const;
    if (await addressTaken(tx, used.userId, row.newEmail)) return { ok: false, reason: "taken", userId: used.userId } as const;
    await tx
      .update(emailChangeRequests)
      .set({ status: "pending_old_confirmation", updatedAt: new Date() })
      .where(eq(emailChangeRequests.userId, used.userId));
    await sendStep(tx, used.userId, "old", row.newEmail);
    return { ok: true, step: "new", userId: used.userId, newEmail: row.newEmail } as const;
  });
  if (!result.ok && result.reason === "taken") {
    await fail(result.userId, EMAIL_CHANGE_FAILURES.taken);
    return { ok: false, reason: "taken" };
  }
  return result;
}

/**
 * Step 2 of 2: the link from the current address. Changes the address (login and profile), ends every
 * session but `keepSessionId` (the browser that approved, if it is signed in as this user), and tells
 * the old address.
 */
export async function confirmOldEmail(token: string, keepSessionId: string | null): Promise<ConfirmResult> {
  let failedUser: string | null = null;
  try {
    const result = await getDb().transaction(async (tx) => {
      const used = await consumeToken(tx, "email_change_old", token);
      if (!used.ok || !used.newEmail) return { ok: false, reason: "invalid" } as const;
      const [row] = await tx.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, used.userId)).for("update");
      if (!row || row.status !== "pending_old_confirmation" || row.newEmail !== used.newEmail) {
        return { ok: false, reason: "invalid" } as const;
      }
      failedUser = used.userId;
      if (await addressTaken(tx, used.userId, row.newEmail)) return { ok: false, reason: "taken" } as const;
      const basics = await userBasics(tx, used.userId);
      if (!basics) return { ok: false, reason: "invalid" } as const;
      await tx.update(users).set({ email: row.newEmail }).where(eq(users.id, used.userId));
      await tx.update(profiles).set({ email: row.newEmail }).where(eq(profiles.id, used.userId));
      await tx
        .update(emailChangeRequests)
        .set({ status: "completed", failureReason: null, updatedAt: new Date() })
        .where(eq(emailChangeRequests.userId, used.userId));
      await tx.delete(sessions).where(and(eq(sessions.userId, used.userId), keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`));
      await enqueueEmail(tx, {
        to: basics.email,
        templateKey: "email_changed",
        variables: { firstName: basics.firstName, newEmail: row.newEmail },
      });
      return { ok: true, step: "old", userId: used.userId, newEmail: row.newEmail } as const;
    });
    if (!result.ok && result.reason === "taken" && failedUser) await fail(failedUser, EMAIL_CHANGE_FAILURES.taken);
    return result;
  } catch (error) {
    // Taken between the check and the update: the unique index refuses it.
    if (isUniqueViolation(error) && failedUser) {
      await fail(failedUser, EMAIL_CHANGE_FAILURES.taken);
      return { ok: false, reason: "taken" };
    }
    throw error;
  }
}
