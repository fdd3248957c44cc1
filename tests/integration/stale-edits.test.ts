// Admin edit forms carry the version they were loaded with (decision 0085): a save from a form that
// someone else saved after it was opened is refused (409) with what changed, and nothing is written;
// the version the refusal hands back lets the admin save again deliberately. One shared rule
// (app/rules/edit-version.ts), checked by each model under the record's row lock.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { EDIT_VERSION_FIELD, STALE_EDIT_TITLE } from "~/rules/edit-version";
import { action as createCourseAction } from "~/routes/admin+/courses.create/route";
import { action as editCourseAction, loader as editCourseLoader } from "~/routes/admin+/courses.edit.$courseId/route";
import { createLearner, reply, request, sessionCookie } from "../learners";

const ctx = { context: {} };
let cookie = "";

beforeAll(async () => {
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
});

const auditCount = async (entityId: string) =>
  (await getDb().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, entityId))).length;

describe("course details", () => {
  it("a stale course form is refused naming the changed fields; nothing is written; saved again with the new version, accepted", async () => {
    const slug = `stale-${Date.now()}`;
    const created = await reply(() =>
      createCourseAction({
        request: request("/admin/courses/create", cookie, { title: "Stale Course", slug, hours: "3", courseType: "Continuing Education" }),
        params: {},
        ...ctx,
      }),
    );
    const courseId = created.location!.split("/").pop()!;
    const open = async () =>
      (await editCourseLoader({ request: request(`/admin/courses/edit/${courseId}`, cookie), params: { courseId }, ...ctx })) as Awaited<
        ReturnType<typeof editCourseLoader>
      >;
    const fields = { intent: "save", title: "Stale Course", slug, hours: "3", courseType: "Continuing Education" };
    const save = (version: string, changes: Record<string, string>) =>
      reply(() =>
        editCourseAction({
          request: request(`/admin/courses/edit/${courseId}`, cookie, { ...fields, ...changes, [EDIT_VERSION_FIELD]: version }),
          params: { courseId },
          ...ctx,
        }),
      );
    const first = await open();
    const second = await open();
    expect(first.version).toBe(second.version);

    expect((await save(first.version, { hours: "4.5" })).status).toBe(302);
    const [saved] = await getDb().select().from(schema.courses).where(eq(schema.courses.id, courseId));
    const audits = await auditCount(courseId);

    const refused = await save(second.version, { title: "Renamed On The Other Form" });
    expect(refused.status).toBe(409);
    expect(refused.toast?.title).toBe("Course not saved");
    const [message] = refused.data.result.error[""];
    expect(message).toContain(STALE_EDIT_TITLE);
    expect(message).toContain("Hours is now 4.5");
    expect(message).not.toContain("Title");
    const [after] = await getDb().select().from(schema.courses).where(eq(schema.courses.id, courseId));
    expect(after).toEqual(saved);
    expect(await auditCount(courseId)).toBe(audits);

    const again = await save(refused.data.version, { hours: "4.5", title: "Renamed On The Other Form" });
    expect(again.status).toBe(302);
    const [both] = await getDb().select().from(schema.courses).where(eq(schema.courses.id, courseId));
    expect(both.title).toBe("Renamed On The Other Form");
    expect(Number(both.hours)).toBe(4.5);

    // A change the form does not show (the course's status) leaves the form current.
    const current = await open();
    await getDb().update(schema.courses).set({ status: "archived" }).where(eq(schema.courses.id, courseId));
    expect((await save(current.version, { hours: "5", title: "Renamed On The Other Form" })).status).toBe(302);
  });
});
