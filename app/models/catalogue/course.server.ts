import { and, asc, avg, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, prepared, qualified, schema } from "~/db.server";
import type { CatalogueSort, CourseRef } from "~/rules/catalogue";
import type { CourseType } from "~/rules/course-type";
import { containsPattern } from "~/rules/search";
import { richTextToPlain, sanitizeRichText } from "~/utils/sanitize.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { accessLevelFromJson, viewerAccessJson } from "~/models/learning/enrollment.server";
import type { AccessLevel } from "~/rules/access-level";

const { courses, courseReviews, instructors } = schema;

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

/**
 * A lesson of the course page's outline: titles only, as the page shows them (the page never links an
 * item, and a 200-topic outline's ids were a third of its data; issue 34).
 */
export type CourseOutlineLesson = {
  title: string;
  description: string | null;
  topics: string[];
  quizzes: string[];
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
  /** The final exams' titles. */
  finalExams: string[];
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
  return (await getCoursePage(ref, null, options))?.course ?? null;
}

type OutlineRow = {
  instructor: CourseDetail["instructor"];
  average: string | number | null;
  total: string | number;
  lessons: CourseOutlineLesson[];
  final_exams: string[];
};

type CourseRow = typeof courses.$inferSelect;

/**
 * The course page (/course/{idOrSlug}) in one statement: the course as `findCourse` finds it (by id
 * first when the value is uuid-shaped, else by slug; drafts only with `includeDrafts`), its
 * instructor, rating, lessons with their topics and quizzes, and final exams (it was five
 * statements, one after another for the topics; decision 0048, then two), and the signed-in
 * viewer's access level from their entitlement and enrollment (issue 34: it was two more).
 * Drafts' quizzes are listed only with `includeDrafts`. Null when there is no such course.
 */
export async function getCoursePage(
  ref: CourseRef,
  user: SessionUser | null,
  { includeDrafts = false } = {},
): Promise<{ course: CourseDetail; level: AccessLevel } | null> {
  if (!ref.slug) return null; // parseCourseRef gives a uuid as both id and slug
  const shape: CoursePageShape = { byId: ref.id !== null, includeDrafts, viewer: user !== null };
  const [row] = await coursePageQuery(shape).execute({ id: ref.id, slug: ref.slug, userId: user?.id ?? null });
  if (!row) return null;
  const { course, viewer, ...outline } = row;
  return { course: toCourseDetail(course, outline), level: user ? accessLevelFromJson(user, viewer) : "not_logged_in" };
}

/** What changes the course page's SQL (its values are placeholders): 2 × 2 × 2 statements. */
type CoursePageShape = { byId: boolean; includeDrafts: boolean; viewer: boolean };

/** The course page's statement for a shape, built once per connection (decision 0051). Placeholders: id, slug, userId. */
function coursePageQuery({ byId, includeDrafts, viewer }: CoursePageShape) {
  const key = `${byId ? "id" : "slug"}_${includeDrafts ? "drafts" : "published"}_${viewer ? "viewer" : "visitor"}`;
  return prepared(`course-page:${key}`, (db) => {
    const id = sql.placeholder("id");
    const lookup = byId ? or(eq(courses.id, id), eq(courses.slug, sql.placeholder("slug"))) : eq(courses.slug, sql.placeholder("slug"));
    const visible = includeDrafts ? undefined : eq(courses.status, "published");
    const quizVisible = includeDrafts ? sql`true` : sql`q.status = 'published'`;
    return (
      db
        .select({
          course: getTableColumns(courses),
          instructor: qualified(sql<
            OutlineRow["instructor"]
          >`(select json_build_object('id', i.id, 'firstName', i.first_name, 'lastName', i.last_name,
                                'avatarUrl', i.avatar_url, 'shortDescription', i.short_description)
         from instructors i where i.id = ${courses.instructorId})`),
          average: qualified(sql<OutlineRow["average"]>`(select avg(r.rating) from course_reviews r where r.course_id = ${courses.id})`),
          total: qualified(sql<OutlineRow["total"]>`(select count(*) from course_reviews r where r.course_id = ${courses.id})`),
          lessons: qualified(sql<OutlineRow["lessons"]>`(select coalesce(json_agg(json_build_object(
                'title', l.title, 'description', l.description,
                'topics', (select coalesce(json_agg(t.title order by t.order_index), '[]')
                             from lesson_topics t where t.lesson_id = l.id and t.archived_at is null),
                'quizzes', (select coalesce(json_agg(q.title order by clq.order_index), '[]')
                              from course_lesson_quizzes clq join quizzes q on q.id = clq.quiz_id
                             where clq.course_id = cl.course_id and clq.lesson_id = l.id and ${quizVisible}))
              order by cl.order_index), '[]')
         from course_lessons cl join lessons l on l.id = cl.lesson_id
        where cl.course_id = ${courses.id} and cl.archived_at is null)`),
          final_exams: qualified(sql<OutlineRow["final_exams"]>`(select coalesce(json_agg(q.title order by cfe.order_index), '[]')
         from course_final_exams cfe join quizzes q on q.id = cfe.quiz_id
        where cfe.course_id = ${courses.id} and ${quizVisible})`),
          viewer: viewer ? qualified(viewerAccessJson(sql.placeholder("userId"), courses.id)) : sql<null>`null`,
        })
        .from(courses)
        .where(and(lookup, visible))
        // By id first: a uuid-shaped value could also be another course's slug.
        .orderBy(...(byId ? [sql`${courses.id} = ${id} desc`] : []))
        .limit(1)
        .prepare(`course_page_${key}`)
    );
  });
}

function toCourseDetail(course: CourseRow, outline: OutlineRow): CourseDetail {
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
    averageRating: roundRating(outline.average),
    reviewCount: Number(outline.total),
    instructor: outline.instructor,
    lessons: outline.lessons,
    finalExams: outline.final_exams,
  };
}
