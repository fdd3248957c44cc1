// Bundle authoring (requirement public-validation-rules: a bundle needs at least 2 courses; decision 0030) through the admin's
// routes: refused with one course (nothing written), created with two and shown on the public
// bundle page once published, a third course appended, the order changed, an unknown course refused,
// deleted — each audited.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { getBundleDetail } from "~/models/catalogue/bundle.server";
import { action as createAction } from "~/routes/admin+/bundles.create/route";
import { action as editAction, loader as editLoader } from "~/routes/admin+/bundles.edit.$bundleId/route";
import { COURSE_SLUGS, seed, seedIds } from "../../db/seed";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { courseBundles, auditLog } = schema;
let cookie: string;
const [flood, ethics, pre] = [COURSE_SLUGS.ceFlood, COURSE_SLUGS.ceEthics, COURSE_SLUGS.preLicensing].map((slug) => seedIds.course(slug));

beforeAll(async () => {
  await seed(getDb());
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
});

const form = (courseIds: string[], extra: Record<string, string> = {}) => {
  const body = new URLSearchParams({
    intent: "save",
    title: "Flood & Ethics CE Pack",
    hours: "6",
    price: "39.00",
    status: "published",
    ...extra,
  });
  for (const id of courseIds) body.append("courseIds", id);
  return body;
};
const post = (path: string, body: URLSearchParams) =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { Cookie: cookie }, body });
const bundleCount = async () => (await getDb().select({ n: count() }).from(courseBundles))[0]!.n;

describe("bundle authoring", () => {
  it("needs two courses, then creates, orders, extends and deletes a bundle", async () => {
    const before = await bundleCount();
    const single = await reply(() => createAction({ request: post("/admin/bundles/create", form([flood!])), params: {}, context: {} }));
    expect(single.status).toBe(400);
    expect(single.data.result.error.courseIds).toEqual(["A bundle needs at least 2 courses."]);
    expect(single.data.toast).toMatchObject({
      type: "error",
      title: "Bundle could not be created",
      description: "A bundle needs at least 2 courses.",
    });
    expect(await bundleCount()).toBe(before);

    const unknown = await reply(() =>
      createAction({
        request: post("/admin/bundles/create", form([flood!, "6f9619ff-8b86-d011-b42d-00c04fc964ff"])),
        params: {},
        context: {},
      }),
    );
    expect(unknown.status).toBe(400);
    expect(await bundleCount()).toBe(before);

    const created = await reply(() =>
      createAction({ request: post("/admin/bundles/create", form([flood!, ethics!])), params: {}, context: {} }),
    );
    expect(created.status).toBe(302);
    expect(created.toast?.title).toBe("Bundle created");
    const bundleId = created.location!.split("/").pop()!;
    const detail = await getBundleDetail(bundleId);
    expect(detail?.courses.map((c) => c.id)).toEqual([flood, ethics]);

    // A third course is appended; then it moves up one place.
    const edit = (body: URLSearchParams) =>
      reply(() => editAction({ request: post(`/admin/bundles/edit/${bundleId}`, body), params: { bundleId }, context: {} }));
    expect((await edit(form([ethics!, flood!, pre!]))).status).toBe(302);
    const load = () => editLoader({ request: request(`/admin/bundles/edit/${bundleId}`, cookie), params: { bundleId }, context: {} });
    expect((await load()).members.map((c) => c.id)).toEqual([flood, ethics, pre]);
    expect((await edit(new URLSearchParams({ intent: "up", courseId: pre! }))).status).toBe(302);
    expect((await load()).members.map((c) => c.id)).toEqual([flood, pre, ethics]);
    // A whole order (drag and drop) is saved; one that is not the same courses is refused, nothing changed.
    expect((await edit(new URLSearchParams({ intent: "reorder", order: [ethics, flood, pre].join(",") }))).status).toBe(302);
    expect((await load()).members.map((c) => c.id)).toEqual([ethics, flood, pre]);
    expect((await edit(new URLSearchParams({ intent: "reorder", order: [ethics, ethics, pre].join(",") }))).status).toBe(409);
    expect((await edit(new URLSearchParams({ intent: "reorder", order: "not-ids" }))).status).toBe(409);
    expect((await load()).members.map((c) => c.id)).toEqual([ethics, flood, pre]);
    // Down to one course: refused, the three stay.
    expect((await edit(form([pre!]))).status).toBe(400);
    expect((await load()).members).toHaveLength(3);

    // Deleting asks first, on a page of its own (?delete=1), so it works without JavaScript.
    expect((await load()).confirmDelete).toBe(false);
    const asking = await editLoader({
      request: request(`/admin/bundles/edit/${bundleId}?delete=1`, cookie),
      params: { bundleId },
      context: {},
    });
    expect(asking.confirmDelete).toBe(true);
    const deleted = await edit(new URLSearchParams({ intent: "delete" }));
    expect(deleted.location).toBe("/admin/bundles");
    expect(await getDb().select().from(courseBundles).where(eq(courseBundles.id, bundleId))).toEqual([]);
    const actions = (await getDb().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, bundleId))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["bundle.create", "bundle.update", "bundle.reorder", "bundle.delete"]));
  });

  it("refuses to publish a bundle holding a draft course, naming it; a draft bundle may hold it", async () => {
    const [draft] = await getDb()
      .insert(schema.courses)
      .values({ title: "Unfinished Draft Course", slug: `unfinished-${Date.now()}`, courseType: "Continuing Education", status: "draft" })
      .returning();
    const before = await bundleCount();
    const refused = await reply(() =>
      createAction({ request: post("/admin/bundles/create", form([flood!, draft!.id])), params: {}, context: {} }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.toast.description).toMatch(/only published courses: "Unfinished Draft Course" is not published/);
    expect(refused.data.result.error.courseIds[0]).toMatch(/Unfinished Draft Course/);
    expect(await bundleCount()).toBe(before);

    const created = await reply(() =>
      createAction({
        request: post("/admin/bundles/create", form([flood!, draft!.id], { status: "draft" })),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    const bundleId = created.location!.split("/").pop()!;
    const publish = await reply(() =>
      editAction({ request: post(`/admin/bundles/edit/${bundleId}`, form([flood!, draft!.id])), params: { bundleId }, context: {} }),
    );
    expect(publish.status).toBe(400);
    expect(publish.data.toast).toMatchObject({ title: "Bundle could not be saved" });
    const [row] = await getDb().select().from(courseBundles).where(eq(courseBundles.id, bundleId));
    expect(row!.status).toBe("draft");
  });
});
