// /admin/announcements (decision 0029): create (sanitised, audited), target one company — its agent sees
// it in the bell and an individual student does not —, draft until published, unpublish, the
// pickers' search, bad input refused with nothing written, and the read counts.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { getAnnouncementFeed, markAnnouncementRead } from "~/models/operations/announcement.server";
import { ANNOUNCEMENT_MESSAGES } from "~/rules/admin-announcements";
import { action as editAction, loader as editLoader } from "~/routes/admin+/announcements.$announcementId/route";
import { loader as listLoader } from "~/routes/admin+/announcements._index/route";
import { action as newAction, loader as newLoader } from "~/routes/admin+/announcements.new/route";
import { createLearner, reply, request, sessionCookie, toastOf } from "../learners";

const { announcements, auditLog, companies } = schema;
let cookie: string;
let companyId: string;
let agentId: string;
let studentId: string;

beforeAll(async () => {
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
  const [company] = await getDb().insert(companies).values({ name: "Announce Target Realty" }).returning({ id: companies.id });
  companyId = company.id;
  await getDb().insert(companies).values({ name: "Announce Other Realty" });
  agentId = await createLearner({ companyId, subscribed: false });
  studentId = await createLearner();
});

const feedTitles = async (userId: string, companyOf: string | null) =>
  (await getAnnouncementFeed({ userId, roles: [], companyId: companyOf })).items.map((i) => i.title);

const audits = async (id: string, action: string) =>
  (
    await getDb()
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)))
  )[0].n;

describe("admin announcements", () => {
  it("refuses bad input with 400 and writes nothing", async () => {
    const before = (await getDb().select({ n: count() }).from(announcements))[0].n;
    const bad = await reply(() =>
      newAction({
        request: request("/admin/announcements/new", cookie, {
          intent: "publish",
          title: "",
          message: "",
          targetType: "selected_companies",
        }),
        params: {},
        context: {},
      }),
    );
    expect(bad.status).toBe(400);
    const errors = (bad.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.title).toEqual([ANNOUNCEMENT_MESSAGES.title]);
    const noPick = await reply(() =>
      newAction({
        request: request("/admin/announcements/new", cookie, {
          intent: "publish",
          title: "T",
          message: "<p>x</p>",
          targetType: "selected_companies",
        }),
        params: {},
        context: {},
      }),
    );
    expect(noPick.status).toBe(400);
    expect((noPick.data as { result: { error: Record<string, string[]> } }).result.error.selectedCompanyIds).toEqual([
      ANNOUNCEMENT_MESSAGES.selectedCompanies,
    ]);
    // A script-only message is empty once sanitised; an unknown company is refused.
    const empty = await reply(() =>
      newAction({
        request: request("/admin/announcements/new", cookie, {
          intent: "save",
          title: "T",
          message: "<script>x()</script>",
          targetType: "all",
        }),
        params: {},
        context: {},
      }),
    );
    expect(empty.status).toBe(400);
    const unknown = await reply(() =>
      newAction({
        request: request("/admin/announcements/new", cookie, {
          intent: "save",
          title: "T",
          message: "<p>x</p>",
          targetType: "selected_companies",
          selectedCompanyIds: "00000000-0000-4000-8000-000000000000",
        }),
        params: {},
        context: {},
      }),
    );
    expect(unknown.status).toBe(400);
    expect((await getDb().select({ n: count() }).from(announcements))[0].n).toBe(before);
  });

  it("finds companies and students for the pickers and keeps typed values through the search", async () => {
    const found = await reply(() =>
      newLoader({
        request: request(
          `/admin/announcements/new?title=Kept&message=%3Cp%3EHi%3C%2Fp%3E&targetType=selected_companies&companyQ=announce+target`,
          cookie,
        ),
        params: {},
        context: {},
      }),
    );
    const body = found.data as { values: { title: string; targetType: string }; companies: { id: string; label: string }[] };
    expect(body.values).toMatchObject({ title: "Kept", targetType: "selected_companies" });
    expect(body.companies).toEqual([{ id: companyId, label: "Announce Target Realty", detail: "" }]);
  });

  it("saves a draft (nobody sees it), publishes it to one company (its agent sees it, a student does not), unpublishes it", async () => {
    const created = await reply(() =>
      newAction({
        request: request("/admin/announcements/new", cookie, {
          intent: "save",
          title: "Office closed Friday",
          message: '<p onclick="x()">Closed <strong>Friday</strong></p><script>alert(1)</script>',
          targetType: "selected_companies",
          selectedCompanyIds: companyId,
        }),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    const id = created.location!.split("/").pop()!;
    const [row] = await getDb().select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({
      status: "draft",
      targetType: "selected_companies",
      selectedCompanyIds: [companyId],
      selectedStudentIds: [],
    });
    expect(row.message).toBe("<p>Closed <strong>Friday</strong></p>");
    expect(await audits(id, "announcement.create")).toBe(1);
    expect(await feedTitles(agentId, companyId)).not.toContain("Office closed Friday");

    const published = await editAction({
      request: request(`/admin/announcements/${id}`, cookie, {
        intent: "publish",
        title: "Office closed Friday",
        message: "<p>Closed <strong>Friday</strong></p>",
        targetType: "selected_companies",
        selectedCompanyIds: companyId,
      }),
      params: { announcementId: id },
      context: {},
    });
    expect((published as Response).status).toBe(302);
    expect((await toastOf(published as Response))?.title).toBe("Announcement published successfully");
    expect(await audits(id, "announcement.publish")).toBe(1);
    expect(await feedTitles(agentId, companyId)).toContain("Office closed Friday");
    expect(await feedTitles(studentId, null)).not.toContain("Office closed Friday");

    expect(await markAnnouncementRead({ userId: agentId, roles: [], companyId }, id)).toBe("marked");
    const list = await reply(() => listLoader({ request: request("/admin/announcements", cookie), params: {}, context: {} }));
    const rows = (list.data as { announcements: { id: string; readCount: number; audience: string; status: string }[] }).announcements;
    expect(rows.find((r) => r.id === id)).toMatchObject({ readCount: 1, audience: "Selected companies (1)", status: "Published" });
    const page = await reply(() =>
      editLoader({ request: request(`/admin/announcements/${id}`, cookie), params: { announcementId: id }, context: {} }),
    );
    expect(page.data).toMatchObject({ readCount: 1, status: "published" });

    const preview = await reply(() =>
      editAction({
        request: request(`/admin/announcements/${id}`, cookie, {
          intent: "preview",
          title: "P",
          message: "<p>New<img src=x onerror=alert(1)></p>",
          targetType: "all",
        }),
        params: { announcementId: id },
        context: {},
      }),
    );
    expect((preview.data as { preview: { html: string } }).preview.html).not.toContain("onerror");
    expect((await getDb().select().from(announcements).where(eq(announcements.id, id)))[0].title).toBe("Office closed Friday");

    await editAction({
      request: request(`/admin/announcements/${id}`, cookie, { intent: "unpublish" }),
      params: { announcementId: id },
      context: {},
    });
    expect((await getDb().select().from(announcements).where(eq(announcements.id, id)))[0].status).toBe("draft");
    expect(await audits(id, "announcement.unpublish")).toBe(1);
    expect(await feedTitles(agentId, companyId)).not.toContain("Office closed Friday");
  });

  it("searches the pickers by POST — a 25,000-character message comes back, nothing saved — and refuses an unknown intent", async () => {
    const before = (await getDb().select({ n: count() }).from(announcements))[0].n;
    const long = `<p>${"x".repeat(24_990)}</p>`;
    const search = await reply(() =>
      newAction({
        request: request("/admin/announcements/new", cookie, {
          intent: "search",
          title: "Kept by POST",
          message: long,
          targetType: "selected_companies",
          companyQ: "announce target",
        }),
        params: {},
        context: {},
      }),
    );
    expect(search.status).toBe(200);
    const body = search.data as {
      values: { title: string; message: string; targetType: string };
      companies: { id: string }[];
      preview: null;
    };
    expect(body.values).toMatchObject({ title: "Kept by POST", message: long, targetType: "selected_companies" });
    expect(body.companies.map((c) => c.id)).toEqual([companyId]);
    expect(body.preview).toBeNull();

    // Unknown or missing intents are refused with the message, on both pages; nothing is written.
    const valid = { title: "Never saved", message: "<p>Hi</p>", targetType: "all" };
    for (const intent of ["delete", "", "SAVE"]) {
      const refused = await reply(() =>
        newAction({ request: request("/admin/announcements/new", cookie, { ...valid, intent }), params: {}, context: {} }),
      );
      expect(refused.status, intent).toBe(400);
      expect(refused.data.result.error[""]).toEqual([ANNOUNCEMENT_MESSAGES.intent]);
    }
    const missing = await reply(() => newAction({ request: request("/admin/announcements/new", cookie, valid), params: {}, context: {} }));
    expect(missing.status).toBe(400);
    expect((await getDb().select({ n: count() }).from(announcements))[0].n).toBe(before);

    const created = await reply(() =>
      newAction({ request: request("/admin/announcements/new", cookie, { ...valid, intent: "save" }), params: {}, context: {} }),
    );
    const id = created.location!.split("/").pop()!;
    const edit = (fields: Record<string, string>) =>
      reply(() =>
        editAction({ request: request(`/admin/announcements/${id}`, cookie, fields), params: { announcementId: id }, context: {} }),
      );
    const unknown = await edit({ ...valid, title: "Changed", intent: "archive" });
    expect(unknown.status).toBe(400);
    expect(unknown.data.result.error[""]).toEqual([ANNOUNCEMENT_MESSAGES.intent]);
    const searched = await edit({ ...valid, title: "Changed", intent: "search", companyQ: "announce" });
    expect(searched.status).toBe(200);
    expect((searched.data as { values: { title: string } }).values.title).toBe("Changed");
    const [row] = await getDb().select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ title: "Never saved", status: "draft" });
    expect(await audits(id, "announcement.update")).toBe(0);
  });
});
