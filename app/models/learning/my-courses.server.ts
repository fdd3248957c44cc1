// My Courses (requirements student-dashboard, company-dashboard, signed-in-operations get_student_dashboard_data_optimized): the learner's enrolled
// courses with progress, the courses they can still enroll in (searched, filtered, sorted in the
// database), and the facts behind the stat cards. Completion itself is decided by
// ~/rules/course-completion, nowhere else.
import { and, asc, desc, eq, exists, ilike, not, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { getDb, prepared, qualified, schema } from "~/db.server";
import { displayedProgress, isCourseCompleted, learnerStats, type CompletionFacts, type LearnerStats } from "~/rules/course-completion";
import type { CourseType } from "~/rules/course-type";
import type { AccessType, Learner } from "~/rules/access-level";
import type { SessionUser } from "~/models/accounts/user.server";
import { learnerColumns, toLearner } from "~/models/learning/enrollment.server";
import { DEFAULT_SORT, type AvailableCoursesQuery } from "~/rules/my-courses";
import { containsPattern } from "~/rules/search";
import { DEFAULT_POLICY, seatTimeStatus } from "~/rules/delivery-policy";
import { richTextToPlain } from "~/utils/sanitize.server";

const { courses, generatedCertificates, instructors, profiles, studentCourseAccess, studentProgress, userCourseProgressSummary } = schema;

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
  /** Started before (progress kept from an earlier enrollment) — shown on available courses. */
  started: boolean;
  completed: boolean;
};

/** Seat time against the course's delivery policy (decision 0087); null when the policy is off. */
export type MyCourseSeatTime = { creditedSeconds: number; requiredSeconds: number; met: boolean };
export type EnrolledMyCourse = MyCourse & { accessType: AccessType; seatTime: MyCourseSeatTime | null };

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
function factColumns(userId: string | Placeholder) {
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

const summaryJoin = (userId: string | Placeholder) =>
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

/** A course as the statement sends it (a JSON array is a third the size of an object): the course columns, then its facts. */
type RawCourse = [
  id: string,
  slug: string,
  title: string,
  description: string,
  courseType: CourseType,
  hours: number | string,
  imageUrl: string | null,
  instructorName: string | null,
  progressPercentage: number | null,
  evaluationCompleted: boolean,
];
type RawEnrolled = [...RawCourse, accessType: AccessType, seatPercent: number | null, seatSeconds: number | null];
type RawFacts = [
  hours: number | string,
  enrolled: boolean,
  certified: boolean,
  progressPercentage: number | null,
  evaluationCompleted: boolean,
];
/** postgres.js and PGlite parse a json column; accept its text as well. */
type Json<T> = T | string;

function parsed<T>(value: Json<T>): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

function fromRaw([
  id,
  slug,
  title,
  description,
  courseType,
  hours,
  imageUrl,
  instructorName,
  progressPercentage,
  evaluationCompleted,
]: RawCourse): MyCourse {
  return toMyCourse({
    id,
    slug,
    title,
    description,
    courseType,
    hours: Number(hours),
    imageUrl,
    instructorName,
    progressPercentage,
    evaluationCompleted,
  });
}

export type AvailableCourses = {
  courses: MyCourse[];
  /** How many there are before the search and type filter (for "Showing X of Y"). */
  total: number;
};

export type MyCoursesOverview = {
  /** The learner's entitlement (their profile), read in the same statement. */
  learner: Learner;
  /** The courses the user is enrolled in, most recently used first. */
  enrolled: EnrolledMyCourse[];
  /**
   * Courses of the given status the user is not enrolled in: published ones for learners, drafts
   * for reviewers. Search matches title or description, case-insensitive; type is an exact match.
   */
  available: AvailableCourses;
  /**
   * The three stat cards (when asked for): enrolled courses, completed courses and hours earned,
   * over every course the user is enrolled in or has progress in (progress outlives an enrollment).
   */
  stats: LearnerStats | null;
};

/**
 * Everything My Courses shows from the learner's courses, in one statement (it was five: the
 * profile, the enrolled list, the available list and its count, the stat cards' facts), each list
 * as a JSON column of a select on the learner's profile.
 */
export async function getMyCoursesOverview(
  user: Pick<SessionUser, "id" | "roles">,
  query: AvailableCoursesQuery = { q: "", type: null, sort: DEFAULT_SORT },
  { status = "published", stats = true }: { status?: "published" | "draft"; stats?: boolean } = {},
): Promise<MyCoursesOverview> {
  const shape: OverviewShape = { search: query.q !== "", type: query.type !== null, sort: query.sort, stats };
  const [row] = await overviewQuery(shape).execute({
    userId: user.id,
    status,
    pattern: query.q ? containsPattern(query.q) : null,
    type: query.type,
  });
  if (!row)
    return { learner: toLearner(user, null), enrolled: [], available: { courses: [], total: 0 }, stats: stats ? learnerStats([]) : null };

  const { enrolled: enrolledRows, available: availableRows, total: count, facts: factRows, ...learnerRow } = row;
  return {
    learner: toLearner(user, learnerRow),
    enrolled: parsed(enrolledRows).map((raw) => {
      const course = fromRaw(raw.slice(0, 10) as RawCourse);
      return { ...course, accessType: raw[10], seatTime: seatTimeOf(course.hours, raw[11], raw[12]) };
    }),
    available: { courses: parsed(availableRows).map(fromRaw), total: Number(count) },
    stats:
      factRows === null
        ? null
        : learnerStats(
            parsed(factRows).map(([hours, enrolledIn, certifiedFor, progress, evaluation]) => ({
              hours: Number(hours),
              enrolled: enrolledIn,
              certified: certifiedFor,
              progressPercentage: progress,
              evaluationCompleted: evaluation,
            })),
          ),
  };
}

function seatTimeOf(hours: number, percent: number | null, seconds: number | null): MyCourseSeatTime | null {
  if (percent === null) return null;
  const status = seatTimeStatus({
    policy: { ...DEFAULT_POLICY, requiredSeatTimePercent: Number(percent) },
    creditHours: hours,
    creditedSeconds: Number(seconds ?? 0),
  });
  if (!status.applies) return null;
  return { creditedSeconds: status.creditedSeconds, requiredSeconds: status.requiredSeconds, met: status.met };
}

/** What changes the overview's SQL (its values are placeholders): at most 2 × 2 × 4 × 2 statements. */
type OverviewShape = { search: boolean; type: boolean; sort: AvailableCoursesQuery["sort"]; stats: boolean };

/**
 * The overview's statement for a shape, built once per connection (decision 0051): building this
 * many subqueries cost drizzle more CPU than sending them. Placeholders: userId, status, pattern, type.
 */
function overviewQuery(shape: OverviewShape) {
  const key = `${shape.search ? "q" : ""}${shape.type ? "t" : ""}_${shape.sort}_${shape.stats ? "stats" : "nostats"}`;
  return prepared(`my-courses-overview:${key}`, (db) => {
    const userId = sql.placeholder("userId");
    const { progressPercentage, evaluationCompleted } = factColumns(userId);
    const courseJson = sql`${courses.id}, ${courses.slug}, ${courses.title}, ${courses.description}, ${courses.courseType}, ${courses.hours}, ${courses.imageUrl}, ${courseColumns.instructorName}, ${progressPercentage}, ${evaluationCompleted}`;
    const enrolledIn = (course: typeof courses.id) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(studentCourseAccess)
          .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, course))),
      );

    const enrolled = sql<Json<RawEnrolled[]>>`(
      select coalesce(json_agg(json_build_array(${courseJson}, ${studentCourseAccess.accessType}, pol.required_seat_time_percent,
                                                case when pol.enabled then (select coalesce(sum(t.seconds), 0)::int from time_on_task t
                                                                             where t.user_id = ${userId} and t.course_id = ${courses.id}) end)
               order by ${studentCourseAccess.lastAccessedAt} desc nulls last, ${studentCourseAccess.grantedAt} desc, ${courses.title} asc), '[]')
      from ${studentCourseAccess}
      inner join ${courses} on ${eq(courses.id, studentCourseAccess.courseId)}
      left join ${instructors} on ${eq(instructors.id, courses.instructorId)}
      left join ${userCourseProgressSummary} on ${summaryJoin(userId)}
      left join course_delivery_policies pol on pol.course_id = ${courses.id} and pol.enabled
      where ${eq(studentCourseAccess.userId, userId)})`;

    const base = and(eq(courses.status, sql.placeholder("status")), not(enrolledIn(courses.id)));
    const filters: (SQL | undefined)[] = [base];
    if (shape.search) {
      const pattern = sql.placeholder("pattern");
      filters.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern)));
    }
    if (shape.type) filters.push(eq(courses.courseType, sql.placeholder("type")));
    const order = {
      newest: [desc(courses.createdAt), asc(courses.title)],
      oldest: [asc(courses.createdAt), asc(courses.title)],
      "title-asc": [asc(sql`lower(${courses.title})`), asc(courses.id)],
      "title-desc": [desc(sql`lower(${courses.title})`), asc(courses.id)],
    }[shape.sort];
    const available = sql<Json<RawCourse[]>>`(
      select coalesce(json_agg(json_build_array(${courseJson}) order by ${sql.join(order, sql`, `)}), '[]')
      from ${courses}
      left join ${instructors} on ${eq(instructors.id, courses.instructorId)}
      left join ${userCourseProgressSummary} on ${summaryJoin(userId)}
      where ${and(...filters)})`;
    const total = sql<number | string>`(select count(*) from ${courses} where ${base})`;

    // A retake deletes the progress and the evaluation step but never the certificate: it is the
    // lasting record of the completion.
    const certified = exists(
      db
        .select({ one: sql`1` })
        .from(generatedCertificates)
        .where(and(eq(generatedCertificates.userId, userId), eq(generatedCertificates.courseId, courses.id))),
    );
    const facts = shape.stats
      ? sql<Json<RawFacts[]> | null>`(
          select coalesce(json_agg(json_build_array(${courses.hours}, ${enrolledIn(courses.id)}, ${certified}, ${progressPercentage}, ${evaluationCompleted})), '[]')
          from ${courses}
          left join ${userCourseProgressSummary} on ${summaryJoin(userId)}
          where ${or(enrolledIn(courses.id), sql`${userCourseProgressSummary.userId} is not null`, evaluationCompleted, certified)})`
      : sql<Json<RawFacts[]> | null>`null`;

    return db
      .select({
        ...learnerColumns,
        enrolled: qualified(enrolled),
        available: qualified(available),
        total: qualified(total),
        facts: qualified(facts),
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .prepare(`my_courses_overview_${key.replace(/-/g, "_")}`);
  });
}

/** The title of a course by id, for messages (null when there is no such course). */
export async function getCourseTitle(courseId: string): Promise<string | null> {
  const [row] = await getDb().select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  return row?.title ?? null;
}
