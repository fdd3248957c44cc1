// Course bundles (requirement public-pages-and-routes bundle detail, catalogue): published bundles with REAL ratings (the
// reviews of their courses, decision 0009), their courses, and enrolling in all of them at once.
import { and, asc, avg, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { enrollInCourse, getLearner } from "~/models/learning/enrollment.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { bundleAccessLevel, type BundleAccessLevel, type BundleCourseOutcome } from "~/rules/bundle-enrollment";
import type { CatalogueSort } from "~/rules/catalogue";
import { isUuid } from "~/rules/ids";
import type { CourseType } from "~/rules/course-type";
import { containsPattern } from "~/rules/search";
import { richTextToPlain, sanitizeRichText } from "~/utils/sanitize.server";
import { catalogueOrder, roundRating, type InstructorRef } from "~/models/catalogue/course.server";

const { courseBundles, courseBundleCourses, courses, courseReviews, instructors, studentCourseAccess } = schema;

export type BundleCard = {
  id: string;
  title: string;
  /** Plain text (the stored description is rich text, shown as HTML only on the bundle page). */
  description: string;
  hours: number;
  price: number | null;
  imageUrl: string | null;
  courseType: CourseType | null;
  licenseType: string | null;
  courseCount: number;
  averageRating: number;
  reviewCount: number;
  instructor: InstructorRef | null;
};

/** Per bundle: how many published courses, and the reviews of those courses. */
function bundleStatsSubquery() {
  return getDb()
    .select({
      bundleId: courseBundleCourses.bundleId,
      courseCount: sql<number>`count(distinct ${courses.id})::int`.as("course_count"),
      averageRating: avg(courseReviews.rating).as("average_rating"),
      reviewCount: count(courseReviews.id).as("review_count"),
    })
    .from(courseBundleCourses)
    .innerJoin(courses, and(eq(courses.id, courseBundleCourses.courseId), eq(courses.status, "published")))
    .leftJoin(courseReviews, eq(courseReviews.courseId, courses.id))
    .groupBy(courseBundleCourses.bundleId)
    .as("bundle_stats");
}

export async function listPublishedBundles(
  options: { search?: string; courseType?: CourseType | null; sort?: CatalogueSort; bundleId?: string } = {},
): Promise<BundleCard[]> {
  const stats = bundleStatsSubquery();
  const conditions: SQL[] = [eq(courseBundles.status, "published")];
  if (options.bundleId) conditions.push(eq(courseBundles.id, options.bundleId));
  if (options.search) {
    const pattern = containsPattern(options.search);
    conditions.push(or(ilike(courseBundles.title, pattern), ilike(courseBundles.description, pattern))!);
  }
  if (options.courseType) conditions.push(eq(courseBundles.courseType, options.courseType));

  const rows = await getDb()
    .select({
      bundle: courseBundles,
      courseCount: stats.courseCount,
      averageRating: stats.averageRating,
      reviewCount: stats.reviewCount,
      instructor: { id: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName },
    })
    .from(courseBundles)
    .leftJoin(stats, eq(stats.bundleId, courseBundles.id))
    .leftJoin(instructors, eq(instructors.id, courseBundles.instructorId))
    .where(and(...conditions))
    .orderBy(...catalogueOrder(options.sort ?? "newest", courseBundles));

  return rows.map(({ bundle, courseCount, averageRating, reviewCount, instructor }) => ({
    id: bundle.id,
    title: bundle.title,
    description: richTextToPlain(bundle.description),
    hours: bundle.hours,
    price: bundle.price,
    imageUrl: bundle.imageUrl,
    courseType: bundle.courseType,
    licenseType: bundle.licenseType,
    courseCount: Number(courseCount ?? 0),
    averageRating: roundRating(averageRating),
    reviewCount: Number(reviewCount ?? 0),
    instructor: instructor?.id ? instructor : null,
  }));
}

export type BundleCourse = {
  id: string;
  slug: string;
  title: string;
  description: string;
  hours: number;
  courseType: CourseType;
  instructor: InstructorRef | null;
};

export type BundleDetail = BundleCard & {
  /** The description as sanitised rich text, for the bundle page. */
  descriptionHtml: string;
  whatsIncluded: string[];
  requirements: string[];
  whoThisIsFor: string | null;
  instructor: (InstructorRef & { avatarUrl: string | null; shortDescription: string | null }) | null;
  courses: BundleCourse[];
};

/** The bundle's published courses in display order. */
export async function listBundleCourses(bundleId: string): Promise<BundleCourse[]> {
  const rows = await getDb()
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      hours: courses.hours,
      courseType: courses.courseType,
      instructor: { id: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName },
    })
    .from(courseBundleCourses)
    .innerJoin(courses, and(eq(courses.id, courseBundleCourses.courseId), eq(courses.status, "published")))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(courseBundleCourses.bundleId, bundleId))
    .orderBy(asc(courseBundleCourses.orderIndex));
  return rows.map((row) => ({
    ...row,
    description: richTextToPlain(row.description),
    instructor: row.instructor?.id ? row.instructor : null,
  }));
}

/** A published bundle with its courses, or null (also for a value that is not an id). */
export async function getBundleDetail(bundleId: string | undefined): Promise<BundleDetail | null> {
  if (!isUuid(bundleId)) return null;
  const [card] = await listPublishedBundles({ bundleId });
  if (!card) return null;
  const [[bundle], bundleCourses] = await Promise.all([
    getDb()
      .select({
        description: courseBundles.description,
        whatsIncluded: courseBundles.whatsIncluded,
        requirements: courseBundles.requirements,
        whoThisIsFor: courseBundles.whoThisIsFor,
        instructor: {
          id: instructors.id,
          firstName: instructors.firstName,
          lastName: instructors.lastName,
          avatarUrl: instructors.avatarUrl,
          shortDescription: instructors.shortDescription,
        },
      })
      .from(courseBundles)
      .leftJoin(instructors, eq(instructors.id, courseBundles.instructorId))
      .where(eq(courseBundles.id, card.id)),
    listBundleCourses(card.id),
  ]);
  return {
    ...card,
    descriptionHtml: sanitizeRichText(bundle.description),
    whatsIncluded: bundle.whatsIncluded,
    requirements: bundle.requirements,
    whoThisIsFor: bundle.whoThisIsFor,
    instructor: bundle.instructor?.id ? bundle.instructor : null,
    courses: bundleCourses,
  };
}

/** The bundle page's call to action for this user. */
export async function getBundleAccessLevel(user: SessionUser | null, courseIds: string[]): Promise<BundleAccessLevel> {
  if (!user) return "not_logged_in";
  const [learner, enrolled] = await Promise.all([
    getLearner(user),
    courseIds.length === 0
      ? Promise.resolve(0)
      : getDb()
          .select({ n: count() })
          .from(studentCourseAccess)
          .where(and(eq(studentCourseAccess.userId, user.id), inArray(studentCourseAccess.courseId, courseIds)))
          .then(([row]) => Number(row?.n ?? 0)),
  ]);
  return bundleAccessLevel(learner, enrolled, courseIds.length);
}

/**
 * Enrolls the user in every published course of the bundle, each with `enrollInCourse` (its own
 * transaction, with the membership and company-allowance checks), and says what happened per course.
 */
export async function enrollInBundle(
  user: SessionUser,
  bundleId: string,
): Promise<{ title: string; outcomes: BundleCourseOutcome[] } | null> {
  const bundle = await getBundleDetail(bundleId);
  if (!bundle) return null;
  const outcomes: BundleCourseOutcome[] = [];
  for (const course of bundle.courses) {
    const result = await enrollInCourse(user, course.id);
    outcomes.push(
      result.ok
        ? { title: course.title, ok: true, alreadyEnrolled: result.alreadyEnrolled }
        : { title: course.title, ok: false, reason: result.reason },
    );
  }
  return { title: bundle.title, outcomes };
}
