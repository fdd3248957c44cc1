// The platform admin's view of every account (/admin/users; decision 0029): the list's query (which
// filters its address accepts, decision 0097) beside the select that applies them, one
// user's record (profile, roles, company, subscription, enrollments with progress, quiz attempts,
// certificates, time on task), and the changes an admin makes — role, status, verification and
// reset e-mails, invitations. Every change writes the audit log in its transaction. No account with
// learning records is ever deleted (decision 0029): deactivation removes access; anonymising a
// deactivated account is user-anonymisation.server (decision 0039).
import { rowVersion, staleRow, type StaleEdit } from "~/rules/edit-version";
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { requestPasswordReset, resendConfirmation } from "~/models/accounts/account.server";
import { listPage } from "~/models/list-page.server";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { cancelBeforeClosing } from "~/models/billing/staff-billing.server";
import { startOfSchoolDay } from "~/models/learning/dashboard.server";
import { inviteUser } from "~/models/accounts/invitation.server";
import { primaryRole } from "~/rules/roles";
import {
  ACTIVITY_FILTERS,
  ADMIN_ROLES,
  ADMIN_USERS_PAGE_SIZE,
  EDITABLE_USER_FIELDS,
  STATUS_FILTERS,
  SUBSCRIPTION_FILTERS,
  userChanges,
  type AdminEditUserInput,
  type EditableUserField,
  type AdminRole,
} from "~/rules/admin-users";
import { defineListQuery, idParam, oneOf, type QueryOf } from "~/rules/list-query";
import { z } from "zod";
import { enqueueEmails } from "~/services/email.server";
import { profileColumns, profileValues } from "~/models/accounts/profile-fields.server";
import { fieldsOf, RECORD_FIELDS } from "~/rules/profile-fields";
import { isUniqueViolation } from "~/models/accounts/user.server";
import type { CompanyRole } from "~/rules/company-users";
import { containsPattern } from "~/rules/search";
import type { AccountStatus } from "~/rules/roles";

const {
  users,
  profiles,
  userRoles,
  companies,
  sessions,
  studentCourseAccess,
  userCourseProgressSummary,
  courses,
  quizAttempts,
  quizzes,
  generatedCertificates,
  timeOnTask,
  emailChangeRequests,
  oneTimeTokens,
} = schema;

/** The profile fields staff's Edit User edits besides the e-mail (app/rules/profile-fields.ts, form "staffEdit"). */
const STAFF_EDIT_FIELDS = fieldsOf("staffEdit");

export type AdminUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  licenseNumber: string | null;
  companyName: string | null;
  role: AdminRole;
  accountStatus: AccountStatus;
  emailConfirmedAt: Date | null;
  subscriptionStatus: string;
  createdAt: Date;
};

const rolesOf = sql<
  string[]
>`coalesce((select array_agg(${userRoles.role}::text) from ${userRoles} where ${userRoles.userId} = ${profiles.id}), '{}')`;

/** `?active=today`, parsed leniently like the rest of the list's query: anything else is no filter. */
const activityFilterSchema = z.enum(ACTIVITY_FILTERS).or(z.literal("")).catch("");

/** The list's address (decision 0097): ?q=, ?role=, ?status=, ?company=, ?subscription=, ?active=, ?page=; anything unknown is ignored rather than refused. */
export const ADMIN_USERS_QUERY = defineListQuery({
  filters: {
    role: oneOf(ADMIN_ROLES),
    status: oneOf(STATUS_FILTERS),
    company: idParam(),
    subscription: oneOf(SUBSCRIPTION_FILTERS),
    active: activityFilterSchema,
  },
});
type AdminUsersQuery = QueryOf<typeof ADMIN_USERS_QUERY>;

/** What the select filters by: the list's query with the company filter as an id. */
export type UserListQuery = {
  q: string;
  role: AdminRole | "";
  status: (typeof STATUS_FILTERS)[number] | "";
  companyId: string;
  subscription: (typeof SUBSCRIPTION_FILTERS)[number] | "";
  active: (typeof ACTIVITY_FILTERS)[number] | "";
  page: number;
};

/** The list's URL, read leniently: anything unknown is ignored rather than refused. */
export function parseUserListQuery(params: URLSearchParams): UserListQuery {
  return userListQuery(ADMIN_USERS_QUERY.parse(params));
}

/** The model's query of the list's query. */
export function userListQuery({ q, page, filters: { company, ...filters } }: AdminUsersQuery): UserListQuery {
  return { q, ...filters, companyId: company, page };
}

function conditions(query: UserListQuery, now: Date): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(
        sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName}) like ${pattern}`,
        sql`lower(${profiles.email}) like ${pattern}`,
        sql`lower(coalesce(${profiles.licenseNumber}, '')) like ${pattern}`,
      ),
    );
  }
  if (query.role === "student") {
    where.push(sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id})`);
  } else if (query.role) {
    where.push(sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = ${query.role})`);
  }
  if (query.status === "active") where.push(and(eq(profiles.accountStatus, "active"), isNotNull(users.emailConfirmedAt)));
  if (query.status === "pending") where.push(and(eq(profiles.accountStatus, "active"), isNull(users.emailConfirmedAt)));
  if (query.status === "inactive") where.push(eq(profiles.accountStatus, "inactive"));
  if (query.companyId) where.push(eq(profiles.companyId, query.companyId));
  if (query.subscription === "subscribed") where.push(inArray(profiles.subscriptionStatus, ["active", "trialing"]));
  if (query.subscription === "past_due") where.push(eq(profiles.subscriptionStatus, "past_due"));
  if (query.subscription === "canceled") where.push(inArray(profiles.subscriptionStatus, ["canceled", "cancelled"]));
  if (query.subscription === "none") where.push(eq(profiles.subscriptionStatus, "inactive"));
  // The dashboard's "Learners active today": time on task started since midnight, Louisiana time.
  if (query.active === "today") {
    where.push(
      sql`exists (select 1 from ${timeOnTask} where ${timeOnTask.userId} = ${profiles.id} and ${timeOnTask.startedAt} >= ${startOfSchoolDay(now)})`,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** One page of accounts matching the search and filters, newest first, with the total. */
export async function listAdminUsers(
  query: UserListQuery,
  now: Date = new Date(),
): Promise<{ users: AdminUserRow[]; total: number; page: number; pageCount: number }> {
  const rows = getDb()
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      licenseNumber: profiles.licenseNumber,
      companyName: companies.name,
      roles: rolesOf,
      accountStatus: profiles.accountStatus,
      emailConfirmedAt: users.emailConfirmedAt,
      subscriptionStatus: profiles.subscriptionStatus,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(conditions(query, now))
    .orderBy(desc(profiles.createdAt), asc(profiles.id))
    .$dynamic();
  const { rows: list, total, page, pages } = await listPage(rows, { page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE });
  return {
    users: list.map(({ roles, ...row }) => ({ ...row, role: primaryRole(roles ?? []) })),
    total,
    page,
    pageCount: pages,
  };
}

export async function listCompanyOptions(): Promise<{ id: string; name: string }[]> {
  return getDb().select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}

/** One account's whole record for the admin, or null. */
export async function getAdminUser(userId: string) {
  const db = getDb();
  const [profile] = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      // The record's profile rows (app/rules/profile-fields.ts, recordRows).
      ...profileColumns(RECORD_FIELDS),
      companyId: profiles.companyId,
      companyName: companies.name,
      accountStatus: profiles.accountStatus,
      subscribed: profiles.subscribed,
      subscriptionStatus: profiles.subscriptionStatus,
      subscriptionTier: profiles.subscriptionTier,
      subscriptionEnd: profiles.subscriptionEnd,
      complimentaryUntil: profiles.complimentaryUntil,
      emailConfirmedAt: users.emailConfirmedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      lastSignInAt: users.lastSignInAt,
      createdAt: profiles.createdAt,
      anonymisedAt: profiles.anonymisedAt,
      roles: rolesOf,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(profiles.id, userId));
  if (!profile) return null;
  const [enrollments, attempts, certificates] = await Promise.all([
    db
      .select({
        courseId: courses.id,
        title: courses.title,
        accessType: studentCourseAccess.accessType,
        grantedAt: studentCourseAccess.grantedAt,
        lastAccessedAt: studentCourseAccess.lastAccessedAt,
        progress: sql<number>`coalesce(${userCourseProgressSummary.progressPercentage}, 0)::float`,
        completedAt: userCourseProgressSummary.firstCompletedAt,
        seconds: sql<number>`coalesce((select sum(${timeOnTask.seconds}) from ${timeOnTask} where ${timeOnTask.userId} = ${userId} and ${timeOnTask.courseId} = ${courses.id}), 0)::int`,
      })
      .from(studentCourseAccess)
      .innerJoin(courses, eq(courses.id, studentCourseAccess.courseId))
      .leftJoin(
        userCourseProgressSummary,
        and(
          eq(userCourseProgressSummary.userId, studentCourseAccess.userId),
          eq(userCourseProgressSummary.courseId, studentCourseAccess.courseId),
        ),
      )
      .where(eq(studentCourseAccess.userId, userId))
      .orderBy(desc(studentCourseAccess.grantedAt)),
    db
      .select({
        id: quizAttempts.id,
        quizTitle: quizzes.title,
        courseTitle: courses.title,
        attemptNumber: quizAttempts.attemptNumber,
        startedAt: quizAttempts.startedAt,
        completedAt: quizAttempts.completedAt,
        scorePercentage: quizAttempts.scorePercentage,
        passed: quizAttempts.passed,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
      .where(eq(quizAttempts.userId, userId))
      .orderBy(desc(quizAttempts.startedAt))
      .limit(100),
    db
      .select({
        id: generatedCertificates.id,
        courseId: generatedCertificates.courseId,
        uniqueCertificateId: generatedCertificates.uniqueCertificateId,
        courseTitle: generatedCertificates.courseTitle,
        completionDate: generatedCertificates.completionDate,
        hours: generatedCertificates.hours,
        version: generatedCertificates.version,
        correctedAt: generatedCertificates.correctedAt,
      })
      .from(generatedCertificates)
      .where(eq(generatedCertificates.userId, userId))
      .orderBy(desc(generatedCertificates.generatedAt)),
  ]);
  return { profile: { ...profile, role: primaryRole(profile.roles ?? []) }, enrollments, attempts, certificates };
}

export type AdminUserChange =
  { ok: true; changed: boolean } | { ok: false; reason: "not_found" | "yourself" | "company_required" | "anonymised" | "billing" };

async function lockProfile(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: profiles.id, accountStatus: profiles.accountStatus, companyId: profiles.companyId, anonymisedAt: profiles.anonymisedAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (!row) return null;
  const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return { ...row, roles: roles.map((r) => r.role as string) };
}

/** Gives the user exactly one role (students have no role row). A company admin must belong to a company. */
export async function setUserRole(userId: string, role: AdminRole, actor: AuditActor): Promise<AdminUserChange> {
  if (userId === actor.userId) return { ok: false, reason: "yourself" };
  return getDb().transaction(async (tx): Promise<AdminUserChange> => {
    const current = await lockProfile(tx, userId);
    if (!current) return { ok: false, reason: "not_found" };
    if (role === "company_admin" && !current.companyId) return { ok: false, reason: "company_required" };
    const was = primaryRole(current.roles);
    if (was === role && current.roles.length <= 1) return { ok: true, changed: false };
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    if (role !== "student") await tx.insert(userRoles).values({ userId, role });
    await recordAudit(tx, {
      actor,
      action: "user.role",
      entityType: "user",
      entityId: userId,
      companyId: current.companyId,
      before: { roles: current.roles },
      after: { roles: role === "student" ? [] : [role] },
    });
    return { ok: true, changed: true };
  });
}

/**
 * Active or inactive. Inactive first deletes every course access record (requirement signed-in-state-flows) and signs the
 * user out everywhere (sessions deleted; sign-in refused while inactive). Progress, attempts and
 * certificates stay: they are records the Commission may inspect (five years).
 */
export async function setUserStatus(userId: string, accountStatus: AccountStatus, actor: AuditActor): Promise<AdminUserChange> {
  if (userId === actor.userId) return { ok: false, reason: "yourself" };
  // A subscriber's subscription is cancelled now at the payment service first; if that
  // fails the account is left as it was.
  if (accountStatus === "inactive" && !(await cancelBeforeClosing(userId, "deactivation", actor))) return { ok: false, reason: "billing" };
  return getDb().transaction(async (tx): Promise<AdminUserChange> => {
    const current = await lockProfile(tx, userId);
    if (!current) return { ok: false, reason: "not_found" };
    if (current.accountStatus === accountStatus) return { ok: true, changed: false };
    // An anonymised account has no address or password left to sign in with (decision 0039).
    if (current.anonymisedAt) return { ok: false, reason: "anonymised" };
    let courseAccessRemoved = 0;
    if (accountStatus === "inactive") {
      courseAccessRemoved = (
        await tx.delete(studentCourseAccess).where(eq(studentCourseAccess.userId, userId)).returning({ id: studentCourseAccess.id })
      ).length;
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
    await tx.update(profiles).set({ accountStatus, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actor,
      action: "user.status",
      entityType: "user",
      entityId: userId,
      companyId: current.companyId,
      before: { accountStatus: current.accountStatus },
      after: { accountStatus },
      details: accountStatus === "inactive" ? { courseAccessRemoved } : undefined,
    });
    return { ok: true, changed: true };
  });
}

/** Sends the sign-up confirmation again (or nothing if the address is already confirmed). */
export async function adminResendConfirmation(
  userId: string,
  actor: AuditActor,
): Promise<{ ok: true } | { ok: false; reason: "not_found" | "already_verified" }> {
  const [row] = await getDb()
    .select({ email: users.email, confirmed: users.emailConfirmedAt, companyId: profiles.companyId })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return { ok: false, reason: "not_found" };
  if (row.confirmed) return { ok: false, reason: "already_verified" };
  await resendConfirmation(row.email);
  await recordAudit(getDb(), { actor, action: "user.resend_confirmation", entityType: "user", entityId: userId, companyId: row.companyId });
  return { ok: true };
}

/** Sends a one-hour password reset link to the user's address. */
export async function adminSendPasswordReset(
  userId: string,
  actor: AuditActor,
): Promise<{ ok: true } | { ok: false; reason: "not_found" }> {
  const [row] = await getDb()
    .select({ email: users.email, companyId: profiles.companyId })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return { ok: false, reason: "not_found" };
  await requestPasswordReset(row.email);
  await recordAudit(getDb(), { actor, action: "user.password_reset", entityType: "user", entityId: userId, companyId: row.companyId });
  return { ok: true };
}

export type InviteInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  licenseNumber: string | null;
  role: CompanyRole;
  companyId: string | null;
};

/**
 * Invites a new user (an account without a password and an invitation e-mail), with the audit
 * entry in the same transaction. Platform admins are exempt from a company's seat limit (requirement signed-in-roles).
 */
export async function adminInviteUser(
  input: InviteInput,
  actor: AuditActor & { name: string },
): Promise<{ ok: true; userId: string } | { ok: false; reason: "email_taken" | "company_required" | "company_not_found" }> {
  if (input.role === "company_admin" && !input.companyId) return { ok: false, reason: "company_required" };
  return getDb().transaction(async (tx) => {
    if (input.companyId) {
      const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId)).for("update");
      if (!company) return { ok: false as const, reason: "company_not_found" as const };
    }
    const result = await inviteUser({ ...input, invitedBy: actor.name }, { tx });
    if (!result.ok) return result;
    await recordAudit(tx, {
      actor,
      action: "user.invite",
      entityType: "user",
      entityId: result.userId,
      companyId: input.companyId,
      after: { email: input.email, role: input.role, companyId: input.companyId },
    });
    return result;
  });
}

/** The record's editable fields (staff's Edit User), or null. */
export async function getEditableUser(userId: string) {
  const [row] = await getDb()
    .select({
      id: profiles.id,
      ...profileColumns(STAFF_EDIT_FIELDS),
      email: users.email,
      anonymisedAt: profiles.anonymisedAt,
      roles: rolesOf,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

export type AdminEditResult =
  | { ok: true; emailChanged: boolean }
  | { ok: false; reason: "not_found" | "yourself" | "anonymised" | "email_taken" }
  | { ok: false; reason: "stale"; stale: StaleEdit };

/** The fields staff's Edit User edits (its schema's): its version is theirs (decision 0085). A learner's own profile save moves it too. */
export const USER_EDIT_FIELDS = EDITABLE_USER_FIELDS;

export function userEditVersion(user: Record<EditableUserField, unknown>): string {
  return rowVersion(user, USER_EDIT_FIELDS);
}

/**
 * Staff's Edit User (decision 0058): the profile fields and the e-mail, in one transaction
 * with the audit entry (only what changed, before → after). A new e-mail is set at once on the login
 * and the profile (unique, lower-case: the users_email_key index refuses a race), any e-mail change
 * the user had started and every link mailed to the old address are withdrawn, and a notice goes to
 * the old and the new address. Company
 * membership, roles, status and sessions are not touched. Only platform admins reach this (the /admin
 * area), so an admin's record is only ever edited by another admin; nobody edits their own record here.
 */
export async function adminUpdateUser(
  userId: string,
  input: AdminEditUserInput,
  actor: AuditActor,
  version?: string | null,
): Promise<AdminEditResult> {
  if (userId === actor.userId) return { ok: false, reason: "yourself" };
  try {
    return await getDb().transaction(async (tx): Promise<AdminEditResult> => {
      const [current] = await tx
        .select({
          ...profileColumns(STAFF_EDIT_FIELDS),
          email: users.email,
          companyId: profiles.companyId,
          anonymisedAt: profiles.anonymisedAt,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(eq(profiles.id, userId))
        .for("update", { of: profiles });
      if (!current) return { ok: false, reason: "not_found" };
      if (current.anonymisedAt) return { ok: false, reason: "anonymised" };
      const stale = staleRow(version, current, USER_EDIT_FIELDS);
      if (stale) return { ok: false, reason: "stale", stale };
      const emailChanged = input.email !== current.email;
      if (emailChanged) {
        const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        if (other) return { ok: false, reason: "email_taken" };
      }
      const { before, after } = userChanges(current, input);
      if (Object.keys(after).length === 0) return { ok: true, emailChanged: false };
      await tx
        .update(profiles)
        .set({ ...profileValues(STAFF_EDIT_FIELDS, input), email: input.email, updatedAt: new Date() })
        .where(eq(profiles.id, userId));
      if (emailChanged) {
        await tx.update(users).set({ email: input.email }).where(eq(users.id, userId));
        // A two-step change the user had started would otherwise move the address again, and a link
        // already mailed to the old address (reset, invitation, confirmation) must not outlive it:
        // the old mailbox may be the one the learner lost.
        await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
        await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
        const variables = { firstName: input.firstName, oldEmail: current.email, newEmail: input.email };
        await enqueueEmails(tx, [
          { to: current.email, templateKey: "email_changed_by_staff", variables },
          { to: input.email, templateKey: "email_changed_by_staff", variables },
        ]);
      }
      await recordAudit(tx, {
        actor,
        action: emailChanged ? "user.edit_email" : "user.edit",
        entityType: "user",
        entityId: userId,
        companyId: current.companyId,
        before,
        after,
      });
      return { ok: true, emailChanged };
    });
  } catch (error) {
    // Taken between the check and the write: the unique index refuses it and nothing was written.
    if (isUniqueViolation(error)) return { ok: false, reason: "email_taken" };
    throw error;
  }
}
