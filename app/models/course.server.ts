import { and, asc, avg, count, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";

const { courses, courseReviews, instructors } = schema;

export type CourseCard = {
  id: string;
  slug: string;
  title: string;
  description: string;
  hours: number;
  imageUrl: string | null;
  courseType: (typeof courses.$inferSelect)["courseType"];
  licenseType: string | null;
  featured: boolean;
  averageRating: number;
  reviewCount: number;
  instructor: { id: string; firstName: string; lastName: string } | null;
};

/** Published courses with their review summary, in one query. */
export async function listPublishedCourses(options: { featuredFirst?: boolean; limit?: number } = {}): Promise<CourseCard[]> {
  const ratings = getDb()
    .select({
      courseId: courseReviews.courseId,
      averageRating: avg(courseReviews.rating).as("average_rating"),
      reviewCount: count().as("review_count"),
    })
    .from(courseReviews)
    .groupBy(courseReviews.courseId)
    .as("ratings");

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
    .where(and(eq(courses.status, "published")))
    .orderBy(...(options.featuredFirst ? [desc(courses.featured)] : []), desc(courses.createdAt), asc(courses.title))
    .limit(options.limit ?? 1000);

  return rows.map(({ course, averageRating, reviewCount, instructor }) => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    hours: course.hours,
    imageUrl: course.imageUrl,
    courseType: course.courseType,
    licenseType: course.licenseType,
    featured: course.featured,
    averageRating: averageRating === null ? 0 : Math.round(Number(averageRating) * 10) / 10,
    reviewCount: Number(reviewCount ?? 0),
    instructor: instructor?.id ? instructor : null,
  }));
}

/** get_overall_rating: the average of every review of a published course, and how many there are. */
export async function getOverallRating(): Promise<{ averageRating: number; totalReviews: number }> {
  const [row] = await getDb()
    .select({ average: sql<string | null>`avg(${courseReviews.rating})`, total: count() })
    .from(courseReviews)
    .innerJoin(courses, and(eq(courses.id, courseReviews.courseId), eq(courses.status, "published")));
  return {
    averageRating: row?.average ? Math.round(Number(row.average) * 10) / 10 : 0,
    totalReviews: Number(row?.total ?? 0),
  };
}
