// My Courses (requirements student-dashboard, company-dashboard, signed-in-operations get_student_dashboard_data_optimized): the learner's enrolled
// courses with progress, the courses they can still enrol in (searched, filtered, sorted in the
// database), and the facts behind the stat cards. Completion itself is decided by
// ~/rules/course-completion, nowhere else.
import { and, asc, count, desc, eq, exists, ilike, notExists, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { displayedProgress, isCourseCompleted, learnerStats, type CompletionFacts, type LearnerStats } from "~/rules/course-completion";
import type { CourseType } from "~/rules/course-type";
import type { AccessType } from "~/rules/access-level";
import type { AvailableCoursesQuery } from "~/rules/my-courses";
import { containsPattern } from "~/rules/search";
import { richTextToPlain } from "~/utils/sanitize.server";

const { courses, generatedCertificates, instructors, studentCourseAccess, studentProgress, userCourseProgressSummary } = schema;

// The rule's course types must be exactly the database's.
type DbCourseType = (typeof courses.$inferSelect)["courseType"];
const sameTypes: [CourseType, DbCourseType] extends [DbCourseType, CourseType] ? true : never = true;
void sameTypes;

/** A course as the My Courses lists show it. */
export type MyCourse = {
  id: string;
  slug: string;
  title: string;
  description: string;
  courseType: CourseType;
  hours: number;
  imageUrl: string | null;
  instructorName: string | null;
  /** 0–100, whole; 100 when completed. Kept after unenrolling. */
  progress: number;
  /** Started before (progress kept from an earlier enrolment) — shown on available courses. */
  started: boolean;
  completed: boolean;
};

export type EnrolledMyCourse = MyCourse & { accessType: AccessType };

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  courseType: courses.courseType,
  hours: courses.hours,
  imageUrl: courses.imageUrl,
  instructorName: sql<string | null>`nullif(trim(concat_ws(' ', ${instructors.firstName}, ${instructors.lastName})), '')`,
};

/** The learner's progress facts for a course, as columns of a query joined to the summary. */
function factColumns(userId: string) {
  return {
    progressPercentage: sql<number | null>`${userCourseProgressSummary.progressPercentage}::float8`,
    evaluationCompleted: exists(
      getDb()
        .select({ one: sql`1` })
        .from(studentProgress)
        .where(
          and(eq(studentProgress.userId, userId), eq(studentProgress.courseId, courses.id), eq(studentProgress.contentType, "evaluation")),
        ),
    ).mapWith(Boolean),
  };
}

const summaryJoin = (userId: string) =>
  and(eq(userCourseProgressSummary.userId, userId), eq(userCourseProgressSummary.courseId, courses.id));

type Row = Omit<MyCourse, "progress" | "started" | "completed"> & CompletionFacts;

function toMyCourse({ progressPercentage, evaluationCompleted, ...course }: Row): MyCourse {
  const facts = { progressPercentage, evaluationCompleted };
  return {
    ...course,
    description: richTextToPlain(course.description),
    progress: displayedProgress(facts),
    started: (progressPercentage ?? 0) > 0 || evaluationCompleted,
    completed: isCourseCompleted(facts),
  };
}

/** The courses the user is enrolled in, most recently used first. */
export async function listMyEnrolledCourses(userId: string): Promise<EnrolledMyCourse[]> {
  const rows = await getDb()
    .select({ ...courseColumns, ...factColumns(userId), accessType: studentCourseAccess.accessType })
    .from(studentCourseAccess)
    .innerJoin(courses, eq(courses.id, studentCourseAccess.courseId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .leftJoin(userCourseProgressSummary, summaryJoin(userId))
    .where(eq(studentCourseAccess.userId, userId))
    .orderBy(sql`${studentCourseAccess.lastAccessedAt} desc nulls last`, desc(studentCourseAccess.grantedAt), asc(courses.title));
  return rows.map(({ accessType, ...row }) => ({ ...toMyCourse(row), accessType }));
}

export type AvailableCourses = {
  courses: MyCourse[];
  /** How many there are before the search and type filter (for "Showing X of Y"). */
  total: number;
};

/**
 * Courses of the given status the user is not enrolled in: published ones for learners, drafts
 * for reviewers. Search matches title or description, case-insensitive; type is an exact match.
 */
export async function listAvailableCourses(
  userId: string,
  query: AvailableCoursesQuery,
  status: "published" | "draft" = "published",
): Promise<AvailableCourses> {
  const db = getDb();
  const notEnrolled = notExists(
    db
      .select({ one: sql`1` })
      .from(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, courses.id))),
  );
  const base = and(eq(courses.status, status), notEnrolled);
  const filters: (SQL | undefined)[] = [base];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern)));
  }
  if (query.type) filters.push(eq(courses.courseType, query.type));

  const order = {
    newest: [desc(courses.createdAt), asc(courses.title)],
    oldest: [asc(courses.createdAt), asc(courses.title)],
    "title-asc": [asc(sql`lower(${courses.title})`), asc(courses.id)],
    "title-desc": [desc(sql`lower(${courses.title})`), asc(courses.id)],
  }[query.sort];

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...courseColumns, ...factColumns(userId) })
      .from(courses)
      .leftJoin(instructors, eq(instructors.id, courses.instructorId))
      .leftJoin(userCourseProgressSummary, summaryJoin(userId))
      .where(and(...filters))
      .orderBy(...order),
    db.select({ total: count() }).from(courses).where(base),
  ]);
  return { courses: rows.map(toMyCourse), total };
}

/**
 * The three stat cards: enrolled courses, completed courses and hours earned, over every course
 * the user is enrolled in or has progress in (progress outlives an enrolment).
 */
export async function getMyCourseStats(userId: string): Promise<LearnerStats> {
  const db = getDb();
  const enrolled = exists(
    db
      .select({ one: sql`1` })
      .from(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, courses.id))),
  );
  // A retake deletes the progress and the evaluation step but never the certificate: it is the
  // lasting record of the completion.
  const certified = exists(
    db
      .select({ one: sql`1` })
      .from(generatedCertificates)
      .where(and(eq(generatedCertificates.userId, userId), eq(generatedCertificates.courseId, courses.id))),
  );
  const facts = factColumns(userId);
  const rows = await db
    .select({ hours: courses.hours, enrolled: enrolled.mapWith(Boolean), certified: certified.mapWith(Boolean), ...facts })
    .from(courses)
    .leftJoin(userCourseProgressSummary, summaryJoin(userId))
    .where(or(enrolled, sql`${userCourseProgressSummary.userId} is not null`, facts.evaluationCompleted, certified));
  return learnerStats(rows);
}

/** The title of a course by id, for messages (null when there is no such course). */
export async function getCourseTitle(courseId: string): Promise<string | null> {
  const [row] = await getDb().select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  return row?.title ?? null;
}
