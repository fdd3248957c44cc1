// Enrollment (requirements access-and-subscription-states, signed-in-state-flows Enrollment): who may enroll, company plan allowances, and the
// access level a course page shows. The server decides; the screens only offer what it allows.
import { and, eq, gte, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import {
  canOpenCourse,
  courseAccessLevel,
  entitlement,
  type AccessLevel,
  type AccessType,
  type EnrollmentRefusal,
  type Learner,
} from "~/rules/access-level";
import { planYearStart } from "~/rules/school-time";
import type { SessionUser } from "~/models/accounts/user.server";

type CourseType = (typeof courses.$inferSelect)["courseType"];

const { auditLog, companies, courses, profiles, studentCourseAccess } = schema;

export const ENROLLED_ACTION = "course.enrolled";

/** The profile columns behind a learner's entitlement (one place: the learner's own select and the combined page statements). */
export const learnerColumns = {
  subscribed: profiles.subscribed,
  subscriptionEnd: profiles.subscriptionEnd,
  complimentaryUntil: profiles.complimentaryUntil,
  accountStatus: profiles.accountStatus,
  companyId: profiles.companyId,
  companyStatus: profiles.companyStatus,
};

export type LearnerRow = Pick<typeof profiles.$inferSelect, keyof typeof learnerColumns>;

/** The subscription fields of a signed-in user (their profile row, if any), merged with what the session already knows. */
export function toLearner(user: Pick<SessionUser, "roles">, row: LearnerRow | null | undefined): Learner {
  return {
    roles: user.roles,
    companyId: row?.companyId ?? null,
    companyInactive: row?.companyStatus === "inactive",
    subscribed: row?.subscribed ?? false,
    subscriptionEnd: row?.subscriptionEnd ?? null,
    complimentaryUntil: row?.complimentaryUntil ?? null,
    accountStatus: row?.accountStatus ?? "inactive",
  };
}

/** The subscription fields of a signed-in user, merged with what the session already knows. */
export async function getLearner(user: SessionUser, executor: Db | Tx = getDb()): Promise<Learner> {
  const [row] = await executor.select(learnerColumns).from(profiles).where(eq(profiles.id, user.id));
  return toLearner(user, row);
}

export async function isEnrolled(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<boolean> {
  return (await enrollmentOf(userId, courseId, executor)) !== null;
}

/** The access type of the user's enrollment in the course, or null when not enrolled. */
export async function enrollmentOf(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<AccessType | null> {
  const [row] = await executor
    .select({ accessType: studentCourseAccess.accessType })
    .from(studentCourseAccess)
    .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, courseId)));
  return row?.accessType ?? null;
}

/** The learner's enrollment in a course (`courseId`: a uuid value or a column of the enclosing query), as a scalar subquery. */
function enrollmentColumn(userId: string | Placeholder, courseId: string | AnyColumn) {
  return sql<AccessType | null>`(select ${studentCourseAccess.accessType} from ${studentCourseAccess} where ${and(
    eq(studentCourseAccess.userId, userId),
    sql`${studentCourseAccess.courseId} = ${courseId}`,
  )})`;
}

/** The learner and their enrollment in the course, in one statement (it was two). */
async function learnerWithEnrollment(user: SessionUser, courseId: string): Promise<{ learner: Learner; enrolled: AccessType | null }> {
  const [row] = await getDb()
    .select({ ...learnerColumns, enrolled: enrollmentColumn(user.id, courseId) })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return { learner: toLearner(user, row), enrolled: row?.enrolled ?? null };
}

/** The access level of a course page: the call to action follows from it. */
export async function getCourseAccessLevel(user: SessionUser | null, courseId: string): Promise<AccessLevel> {
  if (!user) return "not_logged_in";
  const { learner, enrolled } = await learnerWithEnrollment(user, courseId);
  return courseAccessLevel(learner, enrolled);
}

/** May the user open this course in the player now (enrolled and entitled, or staff)? */
export async function canUserOpenCourse(user: SessionUser, courseId: string): Promise<boolean> {
  const { learner, enrolled } = await learnerWithEnrollment(user, courseId);
  return canOpenCourse(learner, enrolled);
}

type LearnerJson = { [K in keyof LearnerRow]: LearnerRow[K] extends Date | null ? string | null : LearnerRow[K] } & {
  enrolled: AccessType | null;
};

/**
 * The signed-in viewer's profile entitlement and enrollment in a course as one JSON column, for a
 * statement that reads something else too (the course page's outline); `courseId` is a column of
 * that statement or a uuid value. Read it back with `accessLevelFromJson`.
 */
export function viewerAccessJson(userId: string | Placeholder, courseId: string | AnyColumn): SQL<LearnerJson | string | null> {
  return sql<LearnerJson | string | null>`(select json_build_object(
      'subscribed', ${profiles.subscribed}, 'subscriptionEnd', ${profiles.subscriptionEnd},
      'complimentaryUntil', ${profiles.complimentaryUntil}, 'accountStatus', ${profiles.accountStatus},
      'companyId', ${profiles.companyId}, 'companyStatus', ${profiles.companyStatus},
      'enrolled', ${enrollmentColumn(userId, courseId)})
    from ${profiles} where ${eq(profiles.id, userId)})`;
}

/** The course page's access level from `viewerAccessJson`'s column (null: no profile row, as `getLearner` treats it). */
export function accessLevelFromJson(user: SessionUser, value: LearnerJson | string | null): AccessLevel {
  const raw = typeof value === "string" ? (JSON.parse(value) as LearnerJson) : value;
  const date = (text: string | null) => (text === null ? null : new Date(text));
  const row: LearnerRow | null = raw
    ? { ...raw, subscriptionEnd: date(raw.subscriptionEnd), complimentaryUntil: date(raw.complimentaryUntil) }
    : null;
  return courseAccessLevel(toLearner(user, row), raw?.enrolled ?? null);
}

export type EnrollResult = { ok: true; courseId: string; alreadyEnrolled: boolean } | { ok: false; reason: EnrollmentRefusal };

/**
 * Enrolls the user in a published course, in one transaction. Company members get company access
 * and count against their plan's yearly pre-/post-licensing allowance (the company row is locked so
 * two agents cannot both take the last place); individuals need a live premium membership.
 * Enrolling twice is harmless.
 */
export async function enrollInCourse(user: SessionUser, courseId: string, now: Date = new Date()): Promise<EnrollResult> {
  return getDb().transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, courseType: courses.courseType })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.status, "published")));
    if (!course) return { ok: false, reason: "not_found" };

    const learner = await getLearner(user, tx);
    const accessType = entitlement(learner, now);
    if (!accessType) return { ok: false, reason: "premium_required" };

    if (await isEnrolled(user.id, course.id, tx)) return { ok: true, courseId: course.id, alreadyEnrolled: true };

    if (accessType === "company_access" && learner.companyId) {
      const refusal = await checkCompanyAllowance(tx, learner.companyId, user.id, course, now);
      if (refusal) return { ok: false, reason: refusal };
      // Under the company's lock (decision 0053): the company may have set the member inactive or
      // removed them meanwhile; only a membership that still stands grants company access.
      if (entitlement(await getLearner(user, tx), now) !== "company_access") return { ok: false, reason: "premium_required" };
    }

    const inserted = await tx
      .insert(studentCourseAccess)
      .values({ userId: user.id, courseId: course.id, accessType })
      .onConflictDoNothing()
      .returning({ id: studentCourseAccess.id });
    if (inserted.length === 0) return { ok: true, courseId: course.id, alreadyEnrolled: true };

    await tx.insert(auditLog).values({
      actorUserId: user.id,
      action: ENROLLED_ACTION,
      entityType: "course",
      entityId: course.id,
      companyId: accessType === "company_access" ? learner.companyId : null,
      details: { courseType: course.courseType, accessType },
    });
    return { ok: true, courseId: course.id, alreadyEnrolled: false };
  });
}

/**
 * Starter plans allow N pre-licensing and N post-licensing courses per plan year (from the
 * company's plan year start, else January 1). A course a member
 * enrolled in this year counts once, even after unenrolling and enrolling again, so unenrolling
 * cannot be used to exceed the allowance.
 */
export async function checkCompanyAllowance(
  tx: Tx,
  companyId: string,
  userId: string,
  course: { id: string; courseType: CourseType },
  now: Date,
): Promise<EnrollmentRefusal | null> {
  const [company] = await tx
    .select({ pre: companies.preLicensingLimitPerYear, post: companies.postLicensingLimitPerYear, planYearStart: companies.planYearStart })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  const limit = course.courseType === "Pre-licensing" ? company?.pre : course.courseType === "Post-licensing" ? company?.post : null;
  if (limit === null || limit === undefined) return null;

  const taken = allowanceTaken(tx, companyId, course.courseType, planYearStart(now, company?.planYearStart ?? null));
  const [used] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${taken.userId} = ${userId} and ${taken.courseId} = ${course.id}))::int`,
    })
    .from(taken);
  if ((used?.mine ?? 0) > 0) return null; // already counted this year: re-enrolling is free
  if ((used?.total ?? 0) < limit) return null;
  return course.courseType === "Pre-licensing" ? "limit_reached_pre_licensing" : "limit_reached_post_licensing";
}

/**
 * The company's enrollments of one course type in the plan year starting at `yearStart`, as (user,
 * course) pairs: every enroll event of its members (kept after unenrolling), plus current
 * company-access rows (also those granted by other paths, such as the seed). The event's learner is
 * `details.userId` when a company admin enrolled them (an assignment, decision 0063), else its actor.
 */
export function allowanceTaken(executor: Db | Tx, companyId: string, courseType: CourseType, yearStart: Date) {
  const events = executor
    .select({
      userId: sql<string>`coalesce((${auditLog.details}->>'userId')::uuid, ${auditLog.actorUserId})`.as("user_id"),
      courseId: sql<string>`${auditLog.entityId}::uuid`.as("course_id"),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, ENROLLED_ACTION),
        eq(auditLog.companyId, companyId),
        sql`${auditLog.details}->>'courseType' = ${courseType}`,
        gte(auditLog.createdAt, yearStart),
      ),
    );
  const current = executor
    .select({ userId: studentCourseAccess.userId, courseId: studentCourseAccess.courseId })
    .from(studentCourseAccess)
    .innerJoin(profiles, eq(profiles.id, studentCourseAccess.userId))
    .innerJoin(courses, eq(courses.id, studentCourseAccess.courseId))
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(studentCourseAccess.accessType, "company_access"),
        eq(courses.courseType, courseType),
        gte(studentCourseAccess.grantedAt, yearStart),
      ),
    );
  return events.union(current).as("taken");
}

/** Unenrolls: the access row goes, progress stays for when the learner comes back. */
export async function unenrollFromCourse(userId: string, courseId: string): Promise<boolean> {
  const deleted = await getDb()
    .delete(studentCourseAccess)
    .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, courseId)))
    .returning({ id: studentCourseAccess.id });
  return deleted.length > 0;
}
