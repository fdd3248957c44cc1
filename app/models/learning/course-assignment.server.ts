// Assigning courses (decision 0063). A company admin gives a published course to members of
// their company, within the plan's yearly pre-/post-licensing allowances, all or nothing, in one
// transaction that holds the company row's lock (the same lock enrollment and every membership change
// take first, so the allowance and each member's standing hold until commit). A platform admin grants
// a course to any learner (access type staff_grant: no membership or company needed). A course is
// taken back only while the learner has not started it. Every change is audited; each newly assigned
// learner gets an e-mail, queued in the same transaction (the outbox sends it after commit).
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, rows, schema, type Db, type Tx } from "~/db.server";
import { appUrl } from "~/models/accounts/account.server";
import { allowanceTaken, ENROLLED_ACTION } from "~/models/learning/enrollment.server";
import { enqueueEmails } from "~/services/email.server";
import { entitlement, type AccessType } from "~/rules/access-level";
import type { CourseType } from "~/rules/course-type";
import { placesLeft } from "~/rules/course-assignment";
import { dashboardPath, type Role } from "~/rules/roles";
import { planYearStart } from "~/rules/school-time";
import { retryOnConflict } from "~/utils/retry-conflict";

const {
  auditLog,
  companies,
  courses,
  generatedCertificates,
  profiles,
  quizAttempts,
  studentCourseAccess,
  studentProgress,
  timeOnTask,
  userRoles,
} = schema;

export const ASSIGNED_ACTION = "course.assigned";
export const GRANTED_ACTION = "course.granted";
export const UNASSIGNED_ACTION = "course.unassigned";

export type AssignmentActor = { userId: string; ipAddress?: string | null };

export type AssignResult =
  | { ok: true; assigned: string[]; alreadyEnrolled: string[] }
  | { ok: false; reason: "course_not_found" | "member_not_found" }
  | { ok: false; reason: "members_inactive"; names: string[] }
  | { ok: false; reason: "allowance"; courseType: CourseType; needed: number; left: number };

const rolesColumn = sql<
  Role[]
>`coalesce((select array_agg(${userRoles.role}::text) from ${userRoles} where ${userRoles.userId} = ${profiles.id}), '{}')`;

async function publishedCourse(executor: Db | Tx, courseId: string) {
  const [course] = await executor
    .select({ id: courses.id, title: courses.title, courseType: courses.courseType })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.status, "published")));
  return course ?? null;
}

/** The company row locked (the first step of every company write), with its allowances. */
async function lockCompanyPlan(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({
      name: companies.name,
      pre: companies.preLicensingLimitPerYear,
      post: companies.postLicensingLimitPerYear,
      planYearStart: companies.planYearStart,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  return company ?? null;
}

type Plan = NonNullable<Awaited<ReturnType<typeof lockCompanyPlan>>>;

function limitFor(plan: Pick<Plan, "pre" | "post">, courseType: CourseType): number | null {
  if (courseType === "Pre-licensing") return plan.pre ?? null;
  if (courseType === "Post-licensing") return plan.post ?? null;
  return null;
}

/**
 * Gives the course to the members, all or nothing: every id must be a member of `companyId` (else
 * member_not_found — another company's user and a pending invitee look the same), every member's
 * standing must grant company access (active account, not set inactive by the company), and the
 * new enrollments must fit the allowance left this plan year. Members who already hold the course
 * are skipped and cost nothing; a member enrolled in it earlier this year (then unassigned) is
 * counted once, as enrollInCourse counts them.
 */
export async function assignCourse(
  companyId: string,
  actor: AssignmentActor,
  courseId: string,
  memberIds: readonly string[],
  now: Date = new Date(),
): Promise<AssignResult> {
  const ids = [...new Set(memberIds.map((id) => id.toLowerCase()))];
  return retryOnConflict(() => assignOnce(companyId, actor, courseId, ids, now));
}

async function assignOnce(companyId: string, actor: AssignmentActor, courseId: string, ids: string[], now: Date): Promise<AssignResult> {
  return getDb().transaction(async (tx): Promise<AssignResult> => {
    const course = await publishedCourse(tx, courseId);
    if (!course) return { ok: false, reason: "course_not_found" };
    const plan = await lockCompanyPlan(tx, companyId);
    if (!plan || ids.length === 0) return { ok: false, reason: "member_not_found" };

    // Read after the company's lock: membership changes take it first, so these standings hold.
    const members = await tx
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
        companyId: profiles.companyId,
        companyStatus: profiles.companyStatus,
        accountStatus: profiles.accountStatus,
        subscribed: profiles.subscribed,
        subscriptionEnd: profiles.subscriptionEnd,
        roles: rolesColumn,
      })
      .from(profiles)
      .where(and(inArray(profiles.id, ids), eq(profiles.companyId, companyId)));
    if (members.length !== ids.length) return { ok: false, reason: "member_not_found" };

    const inactive = members.filter(
      (m) =>
        entitlement(
          { ...m, roles: m.roles, companyInactive: m.companyStatus === "inactive", subscriptionEnd: m.subscriptionEnd ?? null },
          now,
        ) !== "company_access",
    );
    if (inactive.length > 0) return { ok: false, reason: "members_inactive", names: inactive.map((m) => `${m.firstName} ${m.lastName}`) };

    const holding = new Set(
      (
        await tx
          .select({ userId: studentCourseAccess.userId })
          .from(studentCourseAccess)
          .where(and(eq(studentCourseAccess.courseId, course.id), inArray(studentCourseAccess.userId, ids)))
      ).map((r) => r.userId),
    );
    const fresh = members.filter((m) => !holding.has(m.id));

    const limit = limitFor(plan, course.courseType);
    if (limit !== null && fresh.length > 0) {
      const taken = allowanceTaken(tx, companyId, course.courseType, planYearStart(now, plan.planYearStart ?? null));
      const [used] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          counted: sql<string[]>`coalesce(array_agg(${taken.userId}::text) filter (where ${taken.courseId} = ${course.id}), '{}')`,
        })
        .from(taken);
      const counted = new Set(used?.counted ?? []);
      const needed = fresh.filter((m) => !counted.has(m.id)).length;
      const left = placesLeft(limit, Number(used?.total ?? 0)) ?? 0;
      if (needed > left) return { ok: false, reason: "allowance", courseType: course.courseType, needed, left };
    }

    const assigned: typeof fresh = [];
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(studentCourseAccess)
        .values(fresh.map((m) => ({ userId: m.id, courseId: course.id, accessType: "company_access" as const, grantedAt: now })))
        .onConflictDoNothing()
        .returning({ userId: studentCourseAccess.userId });
      const insertedIds = new Set(inserted.map((r) => r.userId));
      assigned.push(...fresh.filter((m) => insertedIds.has(m.id)));
    }
    if (assigned.length > 0) {
      // One enroll event per learner, as enrollInCourse writes: the allowance has one definition
      // (allowanceTaken reads the learner from details.userId; the actor is the company admin).
      await tx.insert(auditLog).values(
        assigned.map((m) => ({
          actorUserId: actor.userId,
          action: ENROLLED_ACTION,
          entityType: "course",
          entityId: course.id,
          companyId,
          details: { courseType: course.courseType, accessType: "company_access", userId: m.id, assigned: true },
          ipAddress: actor.ipAddress ?? null,
        })),
      );
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        action: ASSIGNED_ACTION,
        entityType: "course",
        entityId: course.id,
        companyId,
        details: {
          courseTitle: course.title,
          courseType: course.courseType,
          userIds: assigned.map((m) => m.id),
          alreadyEnrolled: [...holding],
        },
        ipAddress: actor.ipAddress ?? null,
      });
      await enqueueEmails(
        tx,
        assigned.map((m) => ({
          to: m.email,
          templateKey: "course_assigned" as const,
          variables: {
            firstName: m.firstName,
            courseTitle: course.title,
            courseType: course.courseType,
            assignedBy: plan.name,
            myCoursesUrl: appUrl(dashboardPath(m.roles)),
          },
        })),
      );
    }
    return { ok: true, assigned: assigned.map((m) => m.id), alreadyEnrolled: [...holding] };
  });
}

/** Has the learner started the course: a completed item, a quiz attempt, a certificate or recorded time? */
function startedSql(userId: SQL, courseId: SQL): SQL<boolean> {
  return sql<boolean>`(
    exists (select 1 from ${studentProgress} where ${studentProgress.userId} = ${userId} and ${studentProgress.courseId} = ${courseId})
    or exists (select 1 from ${quizAttempts} where ${quizAttempts.userId} = ${userId} and ${quizAttempts.courseId} = ${courseId})
    or exists (select 1 from ${generatedCertificates} where ${generatedCertificates.userId} = ${userId} and ${generatedCertificates.courseId} = ${courseId})
    or exists (select 1 from ${timeOnTask} where ${timeOnTask.userId} = ${userId} and ${timeOnTask.courseId} = ${courseId})
  )`;
}

const truthy = (value: unknown) => value === true || value === "t";

export async function hasStartedCourse(executor: Db | Tx, userId: string, courseId: string): Promise<boolean> {
  const [row] = await rows<{ started: unknown }>(
    sql`select ${startedSql(sql`${userId}::uuid`, sql`${courseId}::uuid`)} as started`,
    executor,
  );
  return truthy(row?.started);
}

export type UnassignResult = { ok: true } | { ok: false; reason: "not_found" | "not_assigned" | "started" };

/**
 * Takes back a course the company gave a member (company access only — never the member's own
 * purchase or a school grant), while they have not started it. The place stays counted this plan
 * year (an unenrollment never gives an allowance place back; assigning it again is free).
 */
export async function unassignCourse(companyId: string, actor: AssignmentActor, userId: string, courseId: string): Promise<UnassignResult> {
  return getDb().transaction(async (tx) => {
    if (!(await lockCompanyPlan(tx, companyId))) return { ok: false, reason: "not_found" };
    const [member] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, userId), eq(profiles.companyId, companyId)));
    if (!member) return { ok: false, reason: "not_found" };
    return removeAccess(tx, actor, userId, courseId, { companyId, only: "company_access" });
  });
}

async function removeAccess(
  tx: Tx,
  actor: AssignmentActor,
  userId: string,
  courseId: string,
  scope: { companyId: string | null; only?: AccessType },
): Promise<UnassignResult> {
  const [access] = await tx
    .select({ id: studentCourseAccess.id, accessType: studentCourseAccess.accessType })
    .from(studentCourseAccess)
    .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, courseId)))
    .for("update");
  if (!access || (scope.only && access.accessType !== scope.only)) return { ok: false, reason: "not_assigned" };
  if (await hasStartedCourse(tx, userId, courseId)) return { ok: false, reason: "started" };
  await tx.delete(studentCourseAccess).where(eq(studentCourseAccess.id, access.id));
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    action: UNASSIGNED_ACTION,
    entityType: "course",
    entityId: courseId,
    companyId: scope.companyId,
    details: { userId, accessType: access.accessType },
    ipAddress: actor.ipAddress ?? null,
  });
  return { ok: true };
}

export type GrantResult =
  { ok: true; alreadyEnrolled: boolean } | { ok: false; reason: "course_not_found" | "user_not_found" | "account_inactive" };

/**
 * A platform admin gives a learner a published course: a staff grant, which opens the course while
 * the account is active, with or without a membership or company, and never counts against a
 * company's allowance. A learner who already holds the course keeps their enrollment.
 */
export async function grantCourse(userId: string, courseId: string, actor: AssignmentActor, now: Date = new Date()): Promise<GrantResult> {
  return getDb().transaction(async (tx) => {
    const [learner] = await tx
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        email: profiles.email,
        accountStatus: profiles.accountStatus,
        roles: rolesColumn,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!learner) return { ok: false, reason: "user_not_found" };
    const course = await publishedCourse(tx, courseId);
    if (!course) return { ok: false, reason: "course_not_found" };
    if (learner.accountStatus === "inactive") return { ok: false, reason: "account_inactive" };
    const inserted = await tx
      .insert(studentCourseAccess)
      .values({ userId, courseId: course.id, accessType: "staff_grant", grantedAt: now })
      .onConflictDoNothing()
      .returning({ id: studentCourseAccess.id });
    if (inserted.length === 0) return { ok: true, alreadyEnrolled: true };
    await tx.insert(auditLog).values({
      actorUserId: actor.userId,
      action: GRANTED_ACTION,
      entityType: "course",
      entityId: course.id,
      details: { userId, courseTitle: course.title, courseType: course.courseType, accessType: "staff_grant" },
      ipAddress: actor.ipAddress ?? null,
    });
    await enqueueEmails(tx, [
      {
        to: learner.email,
        templateKey: "course_assigned",
        variables: {
          firstName: learner.firstName,
          courseTitle: course.title,
          courseType: course.courseType,
          myCoursesUrl: appUrl(dashboardPath(learner.roles)),
        },
      },
    ]);
    return { ok: true, alreadyEnrolled: false };
  });
}

/** A platform admin removes any enrollment of a learner who has not started the course. */
export async function removeEnrollment(userId: string, courseId: string, actor: AssignmentActor): Promise<UnassignResult> {
  return getDb().transaction(async (tx) => {
    const [learner] = await tx.select({ companyId: profiles.companyId }).from(profiles).where(eq(profiles.id, userId));
    if (!learner) return { ok: false, reason: "not_found" };
    return removeAccess(tx, actor, userId, courseId, { companyId: null });
  });
}

// ---- what the screens show ----

export type Allowance = { courseType: "Pre-licensing" | "Post-licensing"; limit: number | null; used: number; left: number | null };

/** The plan's pre- and post-licensing allowances this plan year: limit, used and left (null: no limit). */
export async function companyAllowances(companyId: string, now: Date = new Date()): Promise<Allowance[]> {
  const db = getDb();
  const [plan] = await db
    .select({ pre: companies.preLicensingLimitPerYear, post: companies.postLicensingLimitPerYear, planYearStart: companies.planYearStart })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!plan) return [];
  const yearStart = planYearStart(now, plan.planYearStart ?? null);
  return Promise.all(
    (["Pre-licensing", "Post-licensing"] as const).map(async (courseType) => {
      const limit = limitFor(plan, courseType);
      const taken = allowanceTaken(db, companyId, courseType, yearStart);
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(taken);
      const used = Number(row?.total ?? 0);
      return { courseType, limit, used, left: placesLeft(limit, used) };
    }),
  );
}

export async function listPublishedCourses() {
  return getDb()
    .select({ id: courses.id, title: courses.title, courseType: courses.courseType })
    .from(courses)
    .where(eq(courses.status, "published"))
    .orderBy(asc(courses.courseType), asc(courses.title));
}

/** The courses the company gave the member, with whether each may still be unassigned. */
export async function memberAssignedCourses(companyId: string, userId: string) {
  const found = await getDb()
    .select({
      courseId: courses.id,
      title: courses.title,
      courseType: courses.courseType,
      grantedAt: studentCourseAccess.grantedAt,
      started: startedSql(sql`${studentCourseAccess.userId}`, sql`${courses.id}`),
    })
    .from(studentCourseAccess)
    .innerJoin(courses, eq(courses.id, studentCourseAccess.courseId))
    .innerJoin(profiles, eq(profiles.id, studentCourseAccess.userId))
    .where(
      and(eq(studentCourseAccess.userId, userId), eq(profiles.companyId, companyId), eq(studentCourseAccess.accessType, "company_access")),
    )
    .orderBy(asc(courses.title));
  return found.map((r) => ({ ...r, started: truthy(r.started) }));
}

/** Of the user's enrollments, the courses they have started (and so may no longer be removed). */
export async function startedCourseIds(userId: string): Promise<Set<string>> {
  const found = await getDb()
    .select({ courseId: studentCourseAccess.courseId })
    .from(studentCourseAccess)
    .where(
      and(eq(studentCourseAccess.userId, userId), startedSql(sql`${studentCourseAccess.userId}`, sql`${studentCourseAccess.courseId}`)),
    );
  return new Set(found.map((r) => r.courseId));
}
