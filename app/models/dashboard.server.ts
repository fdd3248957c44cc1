// What the area index pages show (spec 3 §2.3, §2.9, admin index). Deliberately modest: later
// issues add the stat cards, available courses, enrolment and the admin screens.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";

const { courses, companies, studentCourseAccess, userCourseProgressSummary, users } = schema;

export type EnrolledCourse = {
  id: string;
  slug: string;
  title: string;
  courseType: string;
  hours: number;
  progress: number;
  accessType: "premium_subscription" | "company_access";
  lastAccessedAt: Date | null;
};

/** The user's courses (student_course_access), most recently used first. */
export async function listEnrolledCourses(userId: string): Promise<EnrolledCourse[]> {
  return getDb()
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      courseType: courses.courseType,
      hours: courses.hours,
      progress: sql<number>`coalesce(${userCourseProgressSummary.progressPercentage}, 0)::float8`,
      accessType: studentCourseAccess.accessType,
      lastAccessedAt: studentCourseAccess.lastAccessedAt,
    })
    .from(studentCourseAccess)
    .innerJoin(courses, eq(courses.id, studentCourseAccess.courseId))
    .leftJoin(
      userCourseProgressSummary,
      and(eq(userCourseProgressSummary.userId, studentCourseAccess.userId), eq(userCourseProgressSummary.courseId, courses.id)),
    )
    .where(eq(studentCourseAccess.userId, userId))
    .orderBy(sql`${studentCourseAccess.lastAccessedAt} desc nulls last`, desc(studentCourseAccess.grantedAt), courses.title);
}

/** Headline figures for the admin dashboard. */
export async function getAdminCounts(): Promise<{ users: number; publishedCourses: number; companies: number }> {
  const db = getDb();
  const [[userRow], [courseRow], [companyRow]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(courses).where(eq(courses.status, "published")),
    db.select({ n: count() }).from(companies),
  ]);
  return { users: userRow.n, publishedCourses: courseRow.n, companies: companyRow.n };
}
