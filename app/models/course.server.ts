import { and, asc, avg, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import type { CatalogueSort, CourseRef } from "~/rules/catalogue";
import type { CourseType } from "~/rules/course-type";
import { containsPattern } from "~/rules/search";
import { richTextToPlain, sanitizeRichText } from "~/utils/sanitize.server";

const { courses, courseReviews, instructors, courseLessons, lessons, lessonTopics, courseLessonQuizzes, courseFinalExams, quizzes } =
  schema;

export type InstructorRef = { id: string; firstName: string; lastName: string };

export type CourseCard = {
  id: string;
  slug: string;
  title: string;
  /** Plain text: the stored description is rich text (HTML), shown as HTML only on the course page. */
  description: string;
  hours: number;
  imageUrl: string | null;
  courseType: CourseType;
  licenseType: string | null;
  featured: boolean;
  averageRating: number;
  reviewCount: number;
  instructor: InstructorRef | null;
};

export type CourseListOptions = {
  featuredFirst?: boolean;
  limit?: number;
  /** Matches the title or the description, case-insensitively. */
  search?: string;
  courseType?: CourseType | null;
  sort?: CatalogueSort;
};

/** Average rating rounded to one decimal (0 when there are no reviews). */
export function roundRating(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Math.round(Number(value) * 10) / 10;
}

/** Review summary per course (get_multiple_course_ratings). */
function ratingsSubquery() {
  return getDb()
    .select({
      courseId: courseReviews.courseId,
      averageRating: avg(courseReviews.rating).as("average_rating"),
      reviewCount: count().as("review_count"),
    })
    .from(courseReviews)
    .groupBy(courseReviews.courseId)
    .as("ratings");
}

/** ORDER BY for a catalogue sort; ties keep a stable order. */
export function catalogueOrder(
  sort: CatalogueSort,
  columns:
    | { createdAt: typeof courses.createdAt; title: typeof courses.title; id: typeof courses.id }
    | {
        createdAt: typeof schema.courseBundles.createdAt;
        title: typeof schema.courseBundles.title;
        id: typeof schema.courseBundles.id;
      },
): SQL[] {
  const title = sql`lower(${columns.title})`;
  switch (sort) {
    case "oldest":
      return [asc(columns.createdAt), asc(title), asc(columns.id)];
    case "title-asc":
      return [asc(title), asc(columns.id)];
    case "title-desc":
      return [desc(title), asc(columns.id)];
    case "newest":
    default:
      return [desc(columns.createdAt), asc(title), asc(columns.id)];
  }
}

/** Published courses with their review summary, filtered and sorted in one query. */
export async function listPublishedCourses(options: CourseListOptions = {}): Promise<CourseCard[]> {
  const ratings = ratingsSubquery();
  const conditions: SQL[] = [eq(courses.status, "published")];
  if (options.search) {
    const pattern = containsPattern(options.search);
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern))!);
  }
  if (options.courseType) conditions.push(eq(courses.courseType, options.courseType));

  const rows = await getDb()
    .select({
      course: courses,
      averageRating: ratings.averageRating,
      reviewCount: ratings.reviewCount,
      instructor: { id: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName },
    })
    .from(courses)
    .leftJoin(ratings, eq(ratings.courseId, courses.id))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(and(...conditions))
    .orderBy(...(options.featuredFirst ? [desc(courses.featured)] : []), ...catalogueOrder(options.sort ?? "newest", courses))
    .limit(options.limit ?? 1000);

  return rows.map(({ course, averageRating, reviewCount, instructor }) => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: richTextToPlain(course.description),
    hours: course.hours,
    imageUrl: course.imageUrl,
    courseType: course.courseType,
    licenseType: course.licenseType,
    featured: course.featured,
    averageRating: roundRating(averageRating),
    reviewCount: Number(reviewCount ?? 0),
    instructor: instructor?.id ? instructor : null,
  }));
}

/** How many courses are published (the Y of "Showing X of Y courses"). */
export async function countPublishedCourses(): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(courses).where(eq(courses.status, "published"));
  return Number(row?.total ?? 0);
}

/** get_overall_rating: the average of every review of a published course, and how many there are. */
export async function getOverallRating(): Promise<{ averageRating: number; totalReviews: number }> {
  const [row] = await getDb()
    .select({ average: sql<string | null>`avg(${courseReviews.rating})`, total: count() })
    .from(courseReviews)
    .innerJoin(courses, and(eq(courses.id, courseReviews.courseId), eq(courses.status, "published")));
  return {
    averageRating: roundRating(row?.average),
    totalReviews: Number(row?.total ?? 0),
  };
}

export type CourseOutlineLesson = {
  id: string;
  title: string;
  description: string | null;
  topics: { id: string; title: string }[];
  quizzes: { id: string; title: string }[];
};

export type CourseDetail = Omit<CourseCard, "instructor"> & {
  /** The description as sanitised rich text, for the course page. */
  descriptionHtml: string;
  status: (typeof courses.$inferSelect)["status"];
  price: number | null;
  whatsIncluded: string[];
  requirements: string[];
  whoThisIsFor: string | null;
  instructor: (InstructorRef & { avatarUrl: string | null; shortDescription: string | null }) | null;
  lessons: CourseOutlineLesson[];
  finalExams: { id: string; title: string }[];
};

/**
 * The course behind /course/{idOrSlug}: by id first when the value is uuid-shaped, else by slug.
 * Visitors and students see published courses only; staff may also see drafts.
 */
export async function findCourse(ref: CourseRef, { includeDrafts = false } = {}) {
  const visible = includeDrafts ? undefined : eq(courses.status, "published");
  const lookups = [ref.id ? eq(courses.id, ref.id) : null, ref.slug ? eq(courses.slug, ref.slug) : null].filter(
    (c): c is SQL => c !== null,
  );
  for (const where of lookups) {
    const [row] = await getDb().select().from(courses).where(and(where, visible));
    if (row) return row;
  }
  return null;
}

export async function getCourseDetail(ref: CourseRef, options: { includeDrafts?: boolean } = {}): Promise<CourseDetail | null> {
  const course = await findCourse(ref, options);
  if (!course) return null;
  const db = getDb();
  const includeDrafts = options.includeDrafts ?? false;
  const quizVisible = includeDrafts ? undefined : eq(quizzes.status, "published");

  const [instructor, [rating], lessonRows, quizRows, finalRows] = await Promise.all([
    course.instructorId
      ? db
          .select({
            id: instructors.id,
            firstName: instructors.firstName,
            lastName: instructors.lastName,
            avatarUrl: instructors.avatarUrl,
            shortDescription: instructors.shortDescription,
          })
          .from(instructors)
          .where(eq(instructors.id, course.instructorId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    db
      .select({ average: sql<string | null>`avg(${courseReviews.rating})`, total: count() })
      .from(courseReviews)
      .where(eq(courseReviews.courseId, course.id)),
    db
      .select({ id: lessons.id, title: lessons.title, description: lessons.description })
      .from(courseLessons)
      .innerJoin(lessons, eq(lessons.id, courseLessons.lessonId))
      .where(and(eq(courseLessons.courseId, course.id), isNull(courseLessons.archivedAt)))
      .orderBy(asc(courseLessons.orderIndex)),
    db
      .select({ lessonId: courseLessonQuizzes.lessonId, id: quizzes.id, title: quizzes.title })
      .from(courseLessonQuizzes)
      .innerJoin(quizzes, eq(quizzes.id, courseLessonQuizzes.quizId))
      .where(and(eq(courseLessonQuizzes.courseId, course.id), quizVisible))
      .orderBy(asc(courseLessonQuizzes.orderIndex)),
    db
      .select({ id: quizzes.id, title: quizzes.title })
      .from(courseFinalExams)
      .innerJoin(quizzes, eq(quizzes.id, courseFinalExams.quizId))
      .where(and(eq(courseFinalExams.courseId, course.id), quizVisible))
      .orderBy(asc(courseFinalExams.orderIndex)),
  ]);

  const lessonIds = lessonRows.map((l) => l.id);
  const topicRows =
    lessonIds.length === 0
      ? []
      : await db
          .select({ lessonId: lessonTopics.lessonId, id: lessonTopics.id, title: lessonTopics.title })
          .from(lessonTopics)
          .where(and(inArray(lessonTopics.lessonId, lessonIds), isNull(lessonTopics.archivedAt)))
          .orderBy(asc(lessonTopics.orderIndex));

  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: richTextToPlain(course.description),
    descriptionHtml: sanitizeRichText(course.description),
    hours: course.hours,
    imageUrl: course.imageUrl,
    courseType: course.courseType,
    licenseType: course.licenseType,
    featured: course.featured,
    status: course.status,
    price: course.price,
    whatsIncluded: course.whatsIncluded,
    requirements: course.requirements,
    whoThisIsFor: course.whoThisIsFor,
    averageRating: roundRating(rating?.average),
    reviewCount: Number(rating?.total ?? 0),
    instructor,
    lessons: lessonRows.map((lesson) => ({
      ...lesson,
      topics: topicRows.filter((t) => t.lessonId === lesson.id).map(({ id, title }) => ({ id, title })),
      quizzes: quizRows.filter((q) => q.lessonId === lesson.id).map(({ id, title }) => ({ id, title })),
    })),
    finalExams: finalRows,
  };
}
