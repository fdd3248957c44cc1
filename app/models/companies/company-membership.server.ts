// The member's side of consented company membership (decision 0053): the invitations a signed-in
// account has received, accepting (it joins the company), declining, and leaving. Every write takes
// the same lock order as the company's own writes — the company row (SELECT … FOR UPDATE), then the
// profile, then roles — and runs again on a deadlock or serialization failure (retryOnConflict).
import { and, desc, eq } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { endMembership, lockCompany, rolesOf, setCompanyRole } from "~/models/companies/company-users.server";
import { companyRole, hasPlatformRole, seatsRemaining, type CompanyRole } from "~/rules/company-users";
import { retryOnConflict } from "~/utils/retry-conflict";

const { auditLog, companies, companyInvitations, profiles } = schema;

export type MyInvitation = { id: string; companyName: string; invitedBy: string | null; role: CompanyRole; createdAt: Date };

/** The signed-in account's pending invitations, newest first. */
export async function listMyInvitations(userId: string): Promise<MyInvitation[]> {
  const found = await getDb()
    .select({
      id: companyInvitations.id,
      companyName: companies.name,
      invitedBy: companyInvitations.inviterName,
      role: companyInvitations.role,
      createdAt: companyInvitations.createdAt,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.userId, userId))
    .orderBy(desc(companyInvitations.createdAt));
  return found.map((row) => ({ ...row, role: companyRole(row.role) }));
}

export type AcceptResult =
  { ok: true; companyName: string } | { ok: false; reason: "not_found" | "in_a_company" | "seat_limit" | "platform_role" };

async function audit(tx: Tx, userId: string, companyId: string, action: string, details: Record<string, unknown>) {
  await tx.insert(auditLog).values({ actorUserId: userId, action, entityType: "company_user", entityId: userId, companyId, details });
}

/**
 * Accept (decision 0053): the invited account's owner, signed in, joins the company — if the account
 * is in no company, holds no platform role and the company still has a free seat. The membership
 * starts now (the company sees certificates issued from now on). The invitation is used up.
 */
export async function acceptCompanyInvitation(userId: string, invitationId: string, now = new Date()): Promise<AcceptResult> {
  return retryOnConflict(() =>
    getDb().transaction(async (tx): Promise<AcceptResult> => {
      const [found] = await tx
        .select({ companyId: companyInvitations.companyId })
        .from(companyInvitations)
        .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.userId, userId)));
      if (!found) return { ok: false, reason: "not_found" };
      const company = await lockCompany(tx, found.companyId);
      const [invitation] = await tx
        .select({ role: companyInvitations.role })
        .from(companyInvitations)
        .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.userId, userId)))
        .for("update");
      if (!invitation) return { ok: false, reason: "not_found" };
      const [profile] = await tx.select({ companyId: profiles.companyId }).from(profiles).where(eq(profiles.id, userId)).for("update");
      if (!profile) return { ok: false, reason: "not_found" };
      if (profile.companyId) return { ok: false, reason: "in_a_company" };
      if (hasPlatformRole(await rolesOf(tx, userId))) return { ok: false, reason: "platform_role" };
      if (seatsRemaining(company) === 0) return { ok: false, reason: "seat_limit" };
      await tx
        .update(profiles)
        .set({ companyId: found.companyId, companyJoinedAt: now, companyStatus: "active", updatedAt: now })
        .where(eq(profiles.id, userId));
      const role = companyRole(invitation.role);
      if (role === "company_admin") await setCompanyRole(tx, userId, role);
      await tx.delete(companyInvitations).where(eq(companyInvitations.id, invitationId));
      await audit(tx, userId, found.companyId, "company_user.accept", { invitationId, role });
      return { ok: true, companyName: company.name };
    }),
  );
}

/** Decline: the invitation goes; nothing else changes. False when there is no such invitation for this account. */
export async function declineCompanyInvitation(userId: string, invitationId: string): Promise<boolean> {
  return retryOnConflict(() =>
    getDb().transaction(async (tx) => {
      const [gone] = await tx
        .delete(companyInvitations)
        .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.userId, userId)))
        .returning({ companyId: companyInvitations.companyId });
      if (!gone) return false;
      await audit(tx, userId, gone.companyId, "company_user.decline", { invitationId });
      return true;
    }),
  );
}

export type LeaveResult = { ok: true; companyName: string } | { ok: false; reason: "no_company" | "company_admin" };

/**
 * Leave (decision 0053): a member leaves their company. What the company granted goes (company
 * access); the account, its own purchases, progress and certificates stay. A company admin is
 * removed by another admin of the company instead (a company is never left without its admin by a click).
 */
export async function leaveCompany(userId: string): Promise<LeaveResult> {
  return retryOnConflict(() =>
    getDb().transaction(async (tx): Promise<LeaveResult> => {
      const [current] = await tx.select({ companyId: profiles.companyId }).from(profiles).where(eq(profiles.id, userId));
      if (!current?.companyId) return { ok: false, reason: "no_company" };
      const company = await lockCompany(tx, current.companyId);
      const [locked] = await tx
        .select({ companyId: profiles.companyId })
        .from(profiles)
        .where(and(eq(profiles.id, userId), eq(profiles.companyId, current.companyId)))
        .for("update");
      if (!locked) return { ok: false, reason: "no_company" };
      if ((await rolesOf(tx, userId)).includes("company_admin")) return { ok: false, reason: "company_admin" };
      const courseAccessRemoved = await endMembership(tx, userId);
      await audit(tx, userId, current.companyId, "company_user.leave", { courseAccessRemoved });
      return { ok: true, companyName: company.name };
    }),
  );
}
