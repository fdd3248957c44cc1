// Decision 0055: every reference in an admin form is checked inside the write's transaction, under a
// FOR KEY SHARE lock on the referenced row, and a missing one answers 400 with a message — never a
// foreign-key 500. The course form's instructor was not checked at all: saving an open form whose
// instructor had been deleted meanwhile threw 23503.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { COURSE_UNKNOWN_INSTRUCTOR } from "~/rules/admin-content";
import { action as createCourseAction } from "~/routes/admin+/courses.create/route";
import { action as editCourseAction } from "~/routes/admin+/courses.edit.$courseId/route";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { courses, instructors, certificateTemplates, courseCertificateTemplates, auditLog } = schema;
const ctx = { context: {} };

let cookie = "";
beforeAll(async () => {
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
});

let n = 0;
const courseFields = (extra: Record<string, string> = {}) => ({
  intent: "save",
  title: `Reference course ${++n}`,
  slug: `reference-course-${n}-${Date.now()}`,
  hours: "2",
  courseType: "Continuing Education",
  ...extra,
});

async function instructor() {
  const [row] = await getDb()
    .insert(instructors)
    .values({ firstName: "Ivy", lastName: `Instructor ${++n}` })
    .returning({ id: instructors.id });
  return row!.id;
}

async function course(instructorId: string | null = null) {
  const [row] = await getDb()
    .insert(courses)
    .values({ title: `Course ${++n}`, slug: `ref-${n}-${Date.now()}`, hours: 1, courseType: "Continuing Education", instructorId })
    .returning({ id: courses.id });
  return row!.id;
}

const editCourse = (courseId: string, fields: Record<string, string>) =>
  reply(() => editCourseAction({ request: request(`/admin/courses/edit/${courseId}`, cookie, fields), params: { courseId }, ...ctx }));

describe("the course form's instructor", () => {
  it("a new course naming an instructor that does not exist: 400 with the message, nothing written", async () => {
    const before = await getDb().$count(courses);
    const missing = "0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";
    const answer = await reply(() =>
      createCourseAction({
        request: request("/admin/courses/create", cookie, courseFields({ instructorId: missing })),
        params: {},
        ...ctx,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.result.error.instructorId).toEqual([COURSE_UNKNOWN_INSTRUCTOR]);
    expect(answer.toast).toMatchObject({ description: COURSE_UNKNOWN_INSTRUCTOR });
    expect(await getDb().$count(courses)).toBe(before);
  });

  it("an open edit form whose instructor was deleted meanwhile: 400 with the message, the course unchanged", async () => {
    const kept = await instructor();
    const courseId = await course(kept);
    const gone = await instructor();
    await getDb().delete(instructors).where(eq(instructors.id, gone));
    const audits = await getDb().$count(auditLog);
    const answer = await editCourse(courseId, courseFields({ instructorId: gone }));
    expect(answer.status).toBe(400);
    expect(answer.data.result.error.instructorId).toEqual([COURSE_UNKNOWN_INSTRUCTOR]);
    const [row] = await getDb().select().from(courses).where(eq(courses.id, courseId));
    expect(row!.instructorId).toBe(kept);
    expect(row!.title).not.toMatch(/^Reference course/);
    expect(await getDb().$count(auditLog)).toBe(audits);
  });

  it("an instructor that exists is saved", async () => {
    const courseId = await course();
    const chosen = await instructor();
    expect((await editCourse(courseId, courseFields({ instructorId: chosen }))).status).toBe(302);
    const [row] = await getDb().select().from(courses).where(eq(courses.id, courseId));
    expect(row!.instructorId).toBe(chosen);
  });

  // Two connections at once: PostgreSQL only (PGlite has one connection, so nothing interleaves).
  it.runIf(process.env.DATABASE_URL)("an instructor deleted while the save waits: 400, never a foreign-key 500", async () => {
    for (let round = 0; round < 5; round++) {
      const courseId = await course();
      const doomed = await instructor();
      let deleted!: () => void;
      const deleting = new Promise<void>((resolve) => (deleted = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The delete takes the instructor's row lock and holds it open while the save starts.
      const remover = getDb().transaction(async (tx) => {
        await tx.delete(instructors).where(eq(instructors.id, doomed));
        deleted();
        await held;
      });
      await deleting;
      const saving = editCourse(courseId, courseFields({ instructorId: doomed }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await remover;
      const answer = await saving;
      expect(answer.status).toBe(400);
      expect(answer.data.result.error.instructorId).toEqual([COURSE_UNKNOWN_INSTRUCTOR]);
    }
  });
});

describe("the course's structure references", () => {
  it("a certificate template that does not exist: 400 with the message", async () => {
    const courseId = await course();
    const answer = await editCourse(courseId, { intent: "links", templateId: "0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a12" });
    expect(answer.status).toBe(400);
    expect(answer.toast).toMatchObject({ description: "That certificate template does not exist. Choose one from the list." });
    expect(await getDb().$count(courseCertificateTemplates, eq(courseCertificateTemplates.courseId, courseId))).toBe(0);
  });

  it.runIf(process.env.DATABASE_URL)("a certificate template deleted while the links are saved: 400, never a foreign-key 500", async () => {
    const courseId = await course();
    const [template] = await getDb()
      .insert(certificateTemplates)
      .values({ name: `Doomed ${++n}`, layout: { heading: "Certificate", body: "", accentColor: "#1d4ed8", showQrCode: true } })
      .returning({ id: certificateTemplates.id });
    let deleted!: () => void;
    const deleting = new Promise<void>((resolve) => (deleted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const remover = getDb().transaction(async (tx) => {
      await tx.delete(certificateTemplates).where(eq(certificateTemplates.id, template!.id));
      deleted();
      await held;
    });
    await deleting;
    const saving = editCourse(courseId, { intent: "links", templateId: template!.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await remover;
    const answer = await saving;
    expect(answer.status).toBe(400);
  });
});
