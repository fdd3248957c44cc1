// What the admin index page shows. The learners' My Courses lives in ~/models/my-courses.server.
import { count, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";

const { courses, companies, users } = schema;

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
