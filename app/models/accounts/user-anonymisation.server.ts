// Anonymising an account (decision 0039; decision 0029): an admin removes the personal data of a
// deactivated user that the law does not require the school to keep, in one transaction — the
// address (replaced by a unique undeliverable one), phone, picture, password, sessions, tokens,
// pending e-mail changes, staff roles, the e-mails queued or sent to them and their contact-form
// messages. Name as licensed, license number and every learning record stay (§5511: five years), as
// do invoices (tax records). The audit entry lists what was removed, never the values.
import { eq, or } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { removeStoredAvatar } from "~/models/accounts/avatar.server";
import { cancelBeforeClosing } from "~/models/billing/staff-billing.server";
import { ANONYMISED_DATA, anonymisedEmail } from "~/rules/user-anonymisation";

const { users, profiles, sessions, oneTimeTokens, emailChangeRequests, userRoles, emailOutbox, contactMessages } = schema;

export type AnonymiseResult = { ok: true } | { ok: false; reason: "not_found" | "yourself" | "active" | "already" | "billing" };

export async function anonymiseUser(userId: string, actor: AuditActor, now: Date = new Date()): Promise<AnonymiseResult> {
  if (userId === actor.userId) return { ok: false, reason: "yourself" };
  // A subscription still live at the payment service is cancelled now first — only once the
  // account may be anonymised at all; if that fails nothing changes.
  const [state] = await getDb()
    .select({ accountStatus: profiles.accountStatus, anonymisedAt: profiles.anonymisedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!state) return { ok: false, reason: "not_found" };
  if (state.anonymisedAt) return { ok: false, reason: "already" };
  if (state.accountStatus !== "inactive") return { ok: false, reason: "active" };
  if (!(await cancelBeforeClosing(userId, "anonymisation", actor, now))) return { ok: false, reason: "billing" };
  const outcome = await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({
        email: profiles.email,
        avatarUrl: profiles.avatarUrl,
        accountStatus: profiles.accountStatus,
        anonymisedAt: profiles.anonymisedAt,
        companyId: profiles.companyId,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!current) return { ok: false as const, reason: "not_found" as const };
    if (current.anonymisedAt) return { ok: false as const, reason: "already" as const };
    if (current.accountStatus !== "inactive") return { ok: false as const, reason: "active" as const };
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const placeholder = anonymisedEmail(userId);
    const addresses = [...new Set([current.email.toLowerCase(), (account?.email ?? current.email).toLowerCase()])];
    const sentTo = or(...addresses.map((address) => eq(emailOutbox.recipient, address)));
    const fromAddress = or(...addresses.map((address) => eq(contactMessages.email, address)));

    await tx.update(users).set({ email: placeholder, passwordHash: null, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(profiles)
      .set({ email: placeholder, phone: null, avatarUrl: null, anonymisedAt: now, updatedAt: now })
      .where(eq(profiles.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
    const roles = await tx.delete(userRoles).where(eq(userRoles.userId, userId)).returning({ role: userRoles.role });
    const mails = await tx.delete(emailOutbox).where(sentTo).returning({ id: emailOutbox.id });
    const messages = await tx.delete(contactMessages).where(fromAddress).returning({ id: contactMessages.id });
    await recordAudit(tx, {
      actor,
      action: "user.anonymise",
      entityType: "user",
      entityId: userId,
      companyId: current.companyId,
      details: {
        removed: ANONYMISED_DATA,
        rolesRemoved: roles.map((r) => r.role),
        emailsDeleted: mails.length,
        contactMessagesDeleted: messages.length,
      },
    });
    return { ok: true as const, avatarUrl: current.avatarUrl };
  });
  if (!outcome.ok) return outcome;
  // The picture's file goes after the commit (a failed delete is logged, never undoes the anonymisation).
  await removeStoredAvatar(userId, outcome.avatarUrl);
  return { ok: true };
}
