// The users of one company (requirements company-dashboard, signed-in-state-flows, signed-in-validation-rules, signed-in-operations; decisions 0025, 0053): list, add (a
// new account, or an invitation to an existing one, which joins only when its owner accepts), edit,
// set inactive, remove from the company, resend verification and export (the CSV import is
// ./company-user-import.server). Every function takes the company id of the signed-in admin (never a
// submitted one) and touches only that company's members. One lock order for every company write (decision 0053): the company row
// (SELECT … FOR UPDATE), then profiles, then roles; a deadlock or serialization failure that can
// still happen runs the transaction again (retryOnConflict), never a 500.
import { and, asc, count, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { retryOnConflict } from "~/utils/retry-conflict";
import { rowVersion, staleRow, type StaleEdit } from "~/rules/edit-version";
import { acceptInvitationUrl, inviteUser } from "~/models/accounts/invitation.server";
import { seatsUsedSql } from "~/models/companies/seats.server";
import { listPage } from "~/models/list-page.server";
import { defineListQuery } from "~/rules/list-query";
import { issueToken, VERIFICATION_LINK_TTL_MS } from "~/models/accounts/token.server";
import { isUniqueViolation, normalizeEmail } from "~/models/accounts/user.server";
import { resendConfirmation, sendConfirmation } from "~/models/accounts/account.server";
import { profileColumns, profileValues } from "~/models/accounts/profile-fields.server";
import { fieldsOf, type ProfileValue } from "~/rules/profile-fields";
import { containsPattern } from "~/rules/search";
import {
  COMPANY_EDIT_PROFILE_FIELDS,
  companyRole,
  hasPlatformRole,
  seatsRemaining,
  USERS_PAGE_SIZE,
  type CompanyRole,
  type CreateUserInput,
  type EditUserInput,
  type Seats,
} from "~/rules/company-users";
import { USER_CSV_KEYS, type UserCsvKey } from "~/rules/user-csv";
import { enqueueEmail } from "~/services/email.server";
import { env } from "~/utils/env.server";
import type { AccountStatus } from "~/rules/roles";
import { validForText, VERIFICATION_LINK_VALID_HOURS } from "~/rules/one-time-tokens";

const { users, profiles, userRoles, companies, companyInvitations, studentCourseAccess, auditLog, emailChangeRequests, oneTimeTokens } =
  schema;

/** Who is acting: the signed-in admin, whether they are a platform admin (exempt from seat limits), their address. */
export type Actor = { userId: string; name: string; exempt: boolean; ipAddress?: string | null };

/** The profile fields the company's Edit User edits besides the e-mail (app/rules/profile-fields.ts, form "companyEdit"). */
const COMPANY_EDIT_FIELDS = fieldsOf("companyEdit");

export type CompanyUserRow = { [K in (typeof COMPANY_EDIT_FIELDS)[number]]: ProfileValue<K> } & {
  id: string;
  email: string;
  avatarUrl: string | null;
  /** What the company sees: inactive when it set the member inactive (or the school locked the account). */
  accountStatus: AccountStatus;
  /** The company's own setting for the member (decision 0053). */
  companyStatus: AccountStatus;
  emailConfirmedAt: Date | null;
  createdAt: Date;
  role: CompanyRole;
};

const isCompanyAdmin = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = 'company_admin')`;

const userColumns = {
  id: profiles.id,
  ...profileColumns(COMPANY_EDIT_FIELDS),
  email: profiles.email,
  avatarUrl: profiles.avatarUrl,
  accountStatus: sql<AccountStatus>`(case when ${profiles.accountStatus} = 'inactive' or ${profiles.companyStatus} = 'inactive' then 'inactive' else 'active' end)`,
  companyStatus: profiles.companyStatus,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: profiles.createdAt,
  isAdmin: isCompanyAdmin,
};

type RawUser = { isAdmin: boolean | string } & Omit<CompanyUserRow, "role">;
const toRow = ({ isAdmin, ...row }: RawUser): CompanyUserRow => ({
  ...row,
  role: isAdmin === true || isAdmin === "t" ? "company_admin" : "student",
});

function searchCondition(q: string) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName}) like ${pattern}`,
    sql`lower(${profiles.email}) like ${pattern}`,
  );
}

/** The company's name, or null when there is no such company. */
export async function companyNameOf(companyId: string): Promise<string | null> {
  const [company] = await getDb().select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? null;
}

export async function getSeats(companyId: string, executor: Db | Tx = getDb()): Promise<Seats & { companyName: string }> {
  const [company] = await executor
    .select({ name: companies.name, allowed: companies.allowedUserSeats, used: seatsUsedSql() })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`No company ${companyId}`);
  return { companyName: company.name, allowed: company.allowed, used: Number(company.used) };
}

/** Manage Users' address (decision 0097): ?q= (name or e-mail; trimmed, capped) and ?page= (1 or more). */
const COMPANY_USERS_QUERY = defineListQuery();

/** The list's query from its address (Manage Users, Assign Courses' member list). */
export function parseUserListQuery(params: URLSearchParams): { q: string; page: number } {
  const { q, page } = COMPANY_USERS_QUERY.parse(params);
  return { q, page };
}

/** One page of the company's users, newest first, optionally filtered by name or e-mail. */
export async function listCompanyUsers(companyId: string, { q, page }: { q: string; page: number }) {
  const query = getDb()
    .select(userColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.companyId, companyId), searchCondition(q)))
    .orderBy(sql`${profiles.createdAt} desc`, asc(profiles.id))
    .$dynamic();
  const { rows, ...list } = await listPage(query, { page, pageSize: USERS_PAGE_SIZE });
  return { users: rows.map(toRow), ...list };
}

/** A member of this company, or null (another company's user, or a pending invitee, is "not found"). */
export async function getCompanyUser(companyId: string, userId: string, executor: Db | Tx = getDb()): Promise<CompanyUserRow | null> {
  const [row] = await executor
    .select(userColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, userId), eq(profiles.companyId, companyId)));
  return row ? toRow(row) : null;
}

/**
 * The member's profile row locked for the rest of the transaction (the second step of the lock
 * order, after the company), with the member's current fields; null when not a member.
 */
async function lockMember(tx: Tx, companyId: string, userId: string): Promise<(CompanyUserRow & { platformRole: boolean }) | null> {
  const [locked] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.companyId, companyId)))
    .for("update");
  if (!locked) return null;
  const current = await getCompanyUser(companyId, userId, tx);
  if (!current) return null;
  return { ...current, platformRole: hasPlatformRole(await rolesOf(tx, userId)) };
}

export async function rolesOf(executor: Db | Tx, userId: string): Promise<string[]> {
  return (await executor.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);
}

/** Locks the company row for the rest of the transaction: the first step of every company write. */
export async function lockCompany(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, allowed: companies.allowedUserSeats })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  if (!company) throw new Error(`No company ${companyId}`);
  // Counted after the lock: every seat-taking write takes this lock first, so the figure holds.
  const [{ used }] = await tx.select({ used: seatsUsedSql() }).from(companies).where(eq(companies.id, companyId));
  return { ...company, used: Number(used) };
}

/** Seats still free for this actor: null (no limit) for an exempt platform admin. */
export function remainingFor(company: Seats, actor: Actor): number | null {
  return actor.exempt ? null : seatsRemaining(company);
}

/** The audit entry of a company user write (entity company_user), in the caller's transaction. */
export async function auditCompanyUser(
  executor: Db | Tx,
  actor: Actor,
  companyId: string,
  action: string,
  entityId: string | null,
  details: Record<string, unknown>,
) {
  await executor.insert(auditLog).values({
    actorUserId: actor.userId,
    action,
    entityType: "company_user",
    entityId,
    companyId,
    details,
    ipAddress: actor.ipAddress ?? null,
  });
}

/** Replaces the user's student/company_admin role record (students have none). */
export async function setCompanyRole(tx: Tx, userId: string, role: CompanyRole) {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "company_admin")));
  if (role === "company_admin") await tx.insert(userRoles).values({ userId, role: "company_admin" }).onConflictDoNothing();
}

export type AddUserResult =
  | { ok: true; userId: string; outcome: "created" | "invited" }
  | { ok: false; reason: "seat_limit" | "already_member" | "other_company" | "platform_role" | "already_invited" };

/** The in-app page where an invited account accepts or declines (the e-mail links here). */
export function invitationsUrl(): string {
  return new URL("/invitations", env().APP_URL).toString();
}

/**
 * Add User (decision 0053): under the company's lock, checks the seat limit, then creates a new
 * address's account (+ invitation e-mail, requirement set-password-page), or INVITES an existing account that has no
 * company and no platform role: a pending invitation and an e-mail; the account joins only when its
 * owner accepts. One transaction, retried on a deadlock.
 */
export async function addCompanyUser(
  companyId: string,
  input: CreateUserInput,
  actor: Actor & { companyName?: string },
): Promise<AddUserResult> {
  return retryOnConflict(() =>
    getDb().transaction(async (tx): Promise<AddUserResult> => {
      const company = await lockCompany(tx, companyId);
      const email = normalizeEmail(input.email);
      const [existing] = await tx
        .select({ id: profiles.id, companyId: profiles.companyId, firstName: profiles.firstName })
        .from(profiles)
        .where(eq(profiles.email, email))
        .for("update");
      if (existing) {
        if (hasPlatformRole(await rolesOf(tx, existing.id))) return { ok: false, reason: "platform_role" };
        if (existing.companyId === companyId) return { ok: false, reason: "already_member" };
        if (existing.companyId) return { ok: false, reason: "other_company" };
      }
      if (remainingFor(company, actor) === 0) return { ok: false, reason: "seat_limit" };
      if (existing) {
        const [invitation] = await tx
          .insert(companyInvitations)
          .values({ companyId, userId: existing.id, role: input.role, invitedBy: actor.userId, inviterName: actor.name })
          .onConflictDoNothing()
          .returning({ id: companyInvitations.id });
        if (!invitation) return { ok: false, reason: "already_invited" };
        await enqueueEmail(tx, {
          templateKey: "company_invitation",
          to: email,
          variables: { firstName: existing.firstName, companyName: company.name, invitedBy: actor.name, reviewUrl: invitationsUrl() },
        });
        await auditCompanyUser(tx, actor, companyId, "company_user.invite", existing.id, {
          email,
          role: input.role,
          invitationId: invitation.id,
        });
        return { ok: true, userId: existing.id, outcome: "invited" };
      }
      const invited = await inviteUser({ ...input, email, companyId, invitedBy: actor.name }, { tx });
      // The address was taken between the check and the insert: the unique index decided.
      if (!invited.ok) return { ok: false, reason: "other_company" };
      await auditCompanyUser(tx, actor, companyId, "company_user.add", invited.userId, { email, role: input.role, existingAccount: false });
      return { ok: true, userId: invited.userId, outcome: "created" };
    }),
  );
}

export type PendingInvitation = { id: string; email: string; role: CompanyRole; invitedBy: string | null; createdAt: Date };

/** The company's pending invitations, newest first: the address only, never the person's data. */
export async function listPendingInvitations(companyId: string): Promise<PendingInvitation[]> {
  const found = await getDb()
    .select({
      id: companyInvitations.id,
      email: users.email,
      role: companyInvitations.role,
      invitedBy: companyInvitations.inviterName,
      createdAt: companyInvitations.createdAt,
    })
    .from(companyInvitations)
    .innerJoin(users, eq(users.id, companyInvitations.userId))
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(desc(companyInvitations.createdAt));
  return found.map((row) => ({ ...row, role: companyRole(row.role) }));
}

/** Withdraws one of the company's pending invitations. */
export async function cancelInvitation(companyId: string, invitationId: string, actor: Actor): Promise<boolean> {
  return retryOnConflict(() =>
    getDb().transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const [gone] = await tx
        .delete(companyInvitations)
        .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId)))
        .returning({ userId: companyInvitations.userId });
      if (!gone) return false;
      await auditCompanyUser(tx, actor, companyId, "company_user.invitation_cancel", gone.userId, { invitationId });
      return true;
    }),
  );
}

export type ChangeResult =
  { ok: true } | { ok: false; reason: "not_found" | "yourself" | "platform_role" | "email_verified" | "email_taken" };

/** The fields the company's Edit User form edits (its schema's profile fields, the role, the status): its version is theirs (decision 0085). */
export const COMPANY_USER_EDIT_FIELDS = [
  ...COMPANY_EDIT_PROFILE_FIELDS,
  "role",
  "companyStatus",
] as const satisfies readonly (keyof CompanyUserRow)[];

export function companyUserVersion(user: CompanyUserRow): string {
  return rowVersion(user, COMPANY_USER_EDIT_FIELDS);
}

/**
 * Edit User: names, phone, license, role and the member's status in the company. Inactive
 * (decision 0053) withdraws what the company granted: its course access (company_access rows, never
 * the member's own premium_subscription ones) and the company admin role; the account stays active
 * and its own. The e-mail address changes only while the member has not verified it (decision
 * 0058): the links sent to the old address stop working and the invitation (or, for a
 * member who signed up, the confirmation) goes to the new one. Lock order: company, profile, roles.
 */
export async function updateCompanyUser(
  companyId: string,
  userId: string,
  input: EditUserInput,
  actor: Actor & { companyName: string },
  version?: string | null,
): Promise<ChangeResult | StaleEdit> {
  try {
    return await retryOnConflict(() =>
      getDb().transaction(async (tx): Promise<ChangeResult | StaleEdit> => {
        await lockCompany(tx, companyId);
        const current = await lockMember(tx, companyId, userId);
        if (!current) return { ok: false, reason: "not_found" };
        if (current.platformRole) return { ok: false, reason: "platform_role" };
        // Someone saved the member (or the member their own profile) after the form was opened: nothing written (decision 0085).
        const stale = staleRow(version, current, COMPANY_USER_EDIT_FIELDS);
        if (stale) return stale;
        const role: CompanyRole = input.accountStatus === "inactive" ? "student" : input.role;
        if (userId === actor.userId && (role !== current.role || input.accountStatus !== current.companyStatus)) {
          return { ok: false, reason: "yourself" };
        }
        const newEmail = input.email && input.email !== current.email ? input.email : null;
        if (newEmail) {
          if (current.emailConfirmedAt) return { ok: false, reason: "email_verified" };
          const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
          if (other) return { ok: false, reason: "email_taken" };
        }
        const statusChanged = input.accountStatus !== current.companyStatus;
        let accessRemoved = 0;
        if (statusChanged && input.accountStatus === "inactive") accessRemoved = await removeCompanyAccess(tx, userId);
        await tx
          .update(profiles)
          .set({
            ...profileValues(COMPANY_EDIT_FIELDS, input),
            ...(newEmail ? { email: newEmail } : {}),
            companyStatus: input.accountStatus,
            updatedAt: new Date(),
          })
          .where(and(eq(profiles.id, userId), eq(profiles.companyId, companyId)));
        if (role !== current.role) await setCompanyRole(tx, userId, role);
        if (newEmail) await moveUnverifiedAddress(tx, userId, newEmail, input.firstName, actor);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const next = { ...input, email: newEmail ?? current.email, role };
        for (const key of [...COMPANY_EDIT_PROFILE_FIELDS, "role"] as const) {
          if ((current[key] ?? null) !== (next[key] ?? null)) changes[key] = { from: current[key], to: next[key] };
        }
        await auditCompanyUser(tx, actor, companyId, "company_user.edit", userId, { changes });
        if (statusChanged) {
          await auditCompanyUser(tx, actor, companyId, "company_user.status", userId, {
            from: current.companyStatus,
            to: input.accountStatus,
            courseAccessRemoved: accessRemoved,
          });
        }
        return { ok: true };
      }),
    );
  } catch (error) {
    // Taken between the check and the write: the unique index refuses it, nothing was written.
    if (isUniqueViolation(error)) return { ok: false, reason: "email_taken" };
    throw error;
  }
}

/**
 * A not yet verified address corrected by the company: login and profile take the new address, the
 * links mailed to the old one are withdrawn, and the new one gets the invitation to set a password
 * (or, when the member signed up with a password, the sign-up confirmation).
 */
async function moveUnverifiedAddress(tx: Tx, userId: string, email: string, firstName: string, actor: Actor & { companyName: string }) {
  const [account] = await tx.update(users).set({ email }).where(eq(users.id, userId)).returning({ passwordHash: users.passwordHash });
  await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
  await tx
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.kind, ["invitation", "email_confirmation", "password_reset"])));
  if (account?.passwordHash) {
    await sendConfirmation(tx, { userId, email, firstName, now: new Date() });
    return;
  }
  const token = await issueToken(tx, { userId, kind: "invitation" });
  await enqueueEmail(tx, {
    templateKey: "invitation",
    to: email,
    variables: { firstName, companyName: actor.companyName, invitedBy: actor.name, acceptUrl: acceptInvitationUrl(token, email) },
  });
}

/** Deletes the course access the company granted (company_access); the member's own purchases stay. */
async function removeCompanyAccess(tx: Tx, userId: string): Promise<number> {
  const removed = await tx
    .delete(studentCourseAccess)
    .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.accessType, "company_access")))
    .returning({ id: studentCourseAccess.id });
  return removed.length;
}

/**
 * Ends a membership (remove by the company, or the member leaving; decision 0053): the company's
 * course access and company admin role go, the profile leaves the company; the account, its own
 * purchases, progress and certificates stay. The caller holds the company lock and the profile lock.
 */
export async function endMembership(tx: Tx, userId: string): Promise<number> {
  const accessRemoved = await removeCompanyAccess(tx, userId);
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "company_admin")));
  await tx
    .update(profiles)
    .set({ companyId: null, companyJoinedAt: null, companyStatus: "active", updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  return accessRemoved;
}

/**
 * Remove from company (requirement signed-in-operations remove_user_from_company): the user leaves the company, their
 * company_access course access and a company_admin role go; the account, its history, its own
 * subscription and certificates stay. Lock order: company, profile, roles.
 */
export async function removeCompanyUser(companyId: string, userId: string, actor: Actor): Promise<ChangeResult> {
  if (userId === actor.userId) return { ok: false, reason: "yourself" };
  return retryOnConflict(() =>
    getDb().transaction(async (tx): Promise<ChangeResult> => {
      await lockCompany(tx, companyId);
      const current = await lockMember(tx, companyId, userId);
      if (!current) return { ok: false, reason: "not_found" };
      const removed = await endMembership(tx, userId);
      await auditCompanyUser(tx, actor, companyId, "company_user.remove", userId, { email: current.email, courseAccessRemoved: removed });
      return { ok: true };
    }),
  );
}

export type ResendResult = { ok: true } | { ok: false; reason: "not_found" | "already_verified" };

/** Resend verification: a new invitation link for an invited user without a password, else the sign-up confirmation. */
export async function resendVerification(companyId: string, userId: string, actor: Actor & { companyName: string }): Promise<ResendResult> {
  const current = await getCompanyUser(companyId, userId);
  if (!current) return { ok: false, reason: "not_found" };
  if (current.emailConfirmedAt) return { ok: false, reason: "already_verified" };
  const [credentials] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (credentials?.passwordHash) {
    await resendConfirmation(current.email);
  } else {
    await getDb().transaction(async (tx) => {
      // The verification link lasts VERIFICATION_LINK_VALID_HOURS (requirement business-constants), not an invitation's days.
      const token = await issueToken(tx, { userId, kind: "invitation", ttlMs: VERIFICATION_LINK_TTL_MS });
      await enqueueEmail(tx, {
        templateKey: "invitation",
        to: current.email,
        variables: {
          firstName: current.firstName,
          companyName: actor.companyName,
          invitedBy: actor.name,
          acceptUrl: acceptInvitationUrl(token, current.email),
          validFor: validForText(VERIFICATION_LINK_VALID_HOURS),
        },
      });
    });
  }
  await auditCompanyUser(getDb(), actor, companyId, "company_user.resend_verification", userId, { email: current.email });
  return { ok: true };
}

/** The profiles columns of the user CSV (its column table, app/rules/user-csv.ts): each CSV key is the profiles column of the same name. */
const csvProfileColumns = profileColumns(USER_CSV_KEYS);
export type ExportRow = Record<UserCsvKey, string | null> & { email: string; accountStatus: string };

/** The export's rows in pages (keyset on e-mail), so a large company streams without loading everything. */
export async function* exportCompanyUsers(companyId: string, pageSize = 1000): AsyncGenerator<ExportRow[]> {
  let after = "";
  for (;;) {
    const rows = await getDb()
      .select({ ...csvProfileColumns, accountStatus: userColumns.accountStatus })
      .from(profiles)
      .where(and(eq(profiles.companyId, companyId), gt(profiles.email, after)))
      .orderBy(asc(profiles.email))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].email;
  }
}

export async function countCompanyUsers(companyId: string): Promise<number> {
  const [{ n }] = await getDb().select({ n: count() }).from(profiles).where(eq(profiles.companyId, companyId));
  return Number(n);
}
