// The public instructor page (requirement public-pages-and-routes): the instructor and their published courses.
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { isUuid } from "~/rules/ids";

const { instructors, courses } = schema;

export type InstructorPage = {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  shortDescription: string | null;
  /** Stored rich text: sanitise before rendering. */
  resumeBio: string | null;
  email: string | null;
  phone: string | null;
  courses: { id: string; slug: string; title: string; hours: number; courseType: string }[];
};

/** An instructor with their published courses, or null (also for a value that is not an id). */
export async function getInstructorPage(instructorId: string | undefined): Promise<InstructorPage | null> {
  if (!isUuid(instructorId)) return null;
  const db = getDb();
  const [[instructor], published] = await Promise.all([
    db
      .select({
        id: instructors.id,
        firstName: instructors.firstName,
        lastName: instructors.lastName,
        avatarUrl: instructors.avatarUrl,
        shortDescription: instructors.shortDescription,
        resumeBio: instructors.resumeBio,
        email: instructors.email,
        phone: instructors.phone,
      })
      .from(instructors)
      .where(eq(instructors.id, instructorId)),
    db
      .select({ id: courses.id, slug: courses.slug, title: courses.title, hours: courses.hours, courseType: courses.courseType })
      .from(courses)
      .where(and(eq(courses.instructorId, instructorId), eq(courses.status, "published")))
      .orderBy(asc(courses.title)),
  ]);
  return instructor ? { ...instructor, courses: published } : null;
}
