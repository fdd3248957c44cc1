// A local developer tool's data (only with the local stand-ins): a fresh published course with no
// lessons, so end-to-end journeys that link a quiz to a course never touch the seed's courses.
import { getDb, schema } from "~/db.server";

export async function createDevCourse(title: string): Promise<{ courseId: string; slug: string }> {
  const slug = `e2e-${crypto.randomUUID().slice(0, 8)}`;
  const [course] = await getDb()
    .insert(schema.courses)
    .values({
      slug,
      title: `${title} ${slug}`,
      description: "A course made by an end-to-end test.",
      hours: 1,
      courseType: "Continuing Education",
      status: "published",
    })
    .returning({ id: schema.courses.id });
  return { courseId: course!.id, slug };
}
