// The company users CSV import (decision 0025), through its routes as a browser without
// JavaScript uses them: upload (multipart) → preview → confirm → results → error file. A 5,000-row
// import is one transaction (a failure midway leaves nothing), re-uploading changes nothing, the
// overflow imports only the first N, another company's import is not found.
import { count, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { confirmImport } from "~/models/companies/company-user-import.server";
import { IMPORT_MESSAGES, SKIP_REASONS } from "~/rules/user-csv";
import { action as previewAction, loader as previewLoader } from "~/routes/company-dashboard+/users.import.$importId";
import { loader as skippedLoader } from "~/routes/company-dashboard+/users.import.$importId.skipped";
import { action as uploadAction } from "~/routes/company-dashboard+/users.import._index";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, profiles, users, emailOutbox, oneTimeTokens, auditLog, companyUserImports } = schema;

let n = 0;
async function companyWithAdmin(allowedUserSeats: number | null = 25) {
  const [company] = await getDb()
    .insert(companies)
    .values({ name: `Import Realty ${++n}`, allowedUserSeats })
    .returning({ id: companies.id });
  const adminId = await createLearner({ companyId: company.id, role: "company_admin", firstName: "Rene", lastName: "Admin" });
  return { companyId: company.id, adminId, cookie: await sessionCookie(adminId) };
}

const ctx = { context: {} };

function upload(cookie: string, content: string | null, { name = "agents.csv", type = "text/csv" } = {}) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", content === null ? new File([], "", { type: "application/octet-stream" }) : new File([content], name, { type }));
  const req = new Request("http://localhost/company-dashboard/users/import", { method: "POST", headers: { Cookie: cookie }, body: form });
  return reply(() => uploadAction({ request: req, params: {}, ...ctx }));
}

const importIdOf = (location: string | null) => location!.split("/").pop()!;
const preview = (cookie: string, importId: string) =>
  reply(() => previewLoader({ request: request(`/company-dashboard/users/import/${importId}`, cookie), params: { importId }, ...ctx }));
const confirm = (cookie: string, importId: string, limit: number) =>
  reply(() =>
    previewAction({
      request: request(`/company-dashboard/users/import/${importId}`, cookie, { intent: "confirm", limit: String(limit) }),
      params: { importId },
      ...ctx,
    }),
  );
const members = async (companyId: string) =>
  Number((await getDb().select({ n: count() }).from(profiles).where(eq(profiles.companyId, companyId)))[0].n);

describe("upload", () => {
  it("answers the required messages", async () => {
    const { cookie } = await companyWithAdmin();
    expect((await upload(cookie, null)).data).toEqual({ message: IMPORT_MESSAGES.noFile });
    expect((await upload(cookie, "x", { name: "agents.xlsx", type: "application/octet-stream" })).data).toEqual({
      message: IMPORT_MESSAGES.notCsv,
    });
    expect((await upload(cookie, "first_name,last_name,email\n")).data).toEqual({ message: IMPORT_MESSAGES.noRows });
    expect((await upload(cookie, "first_name,email\nA,a@example.com")).data).toEqual({ message: "Missing required fields: last_name" });
    expect((await upload(cookie, "first_name,last_name,email\nA,B,bad\n")).data).toEqual({ message: IMPORT_MESSAGES.noValidRows });
  });
});

describe("preview, confirm, results", () => {
  it("shows each row's fate; confirm creates exactly the good rows; the error file lists the rest; again changes nothing", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const other = await companyWithAdmin();
    const theirs = await createLearner({ companyId: other.companyId });
    const [theirEmail] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, theirs));
    const csv = [
      "first_name,last_name,email,phone,license_number",
      "Ann,Lee,ann@import.test,,LA-1",
      '"Doe, Jane",Smith,jane@import.test,"=HYPERLINK(""http://evil"")",',
      "Bad,Email,not-an-email,,",
      "Ann,Again,ANN@import.test,,",
      `Their,Agent,${theirEmail.email},,`,
      ",Nofirst,nofirst@import.test,,",
    ].join("\r\n");
    const uploaded = await upload(cookie, csv);
    expect(uploaded.status).toBe(302);
    const importId = importIdOf(uploaded.location);

    const page = await preview(cookie, importId);
    expect(page.data.stage).toBe("preview");
    expect(page.data.rows.map((r: { fate: string }) => r.fate)).toEqual([
      "Will be created",
      "Will be created",
      `Skipped: ${SKIP_REASONS.invalidEmail}`,
      `Skipped: ${SKIP_REASONS.duplicate(2)}`,
      `Skipped: ${SKIP_REASONS.otherCompany}`,
      `Skipped: ${SKIP_REASONS.missing(["first_name"])}`,
    ]);
    expect(page.data).toMatchObject({ importable: 2, toImport: 2, overflow: false });
    expect(await members(companyId)).toBe(1);

    const done = await confirm(cookie, importId, 2);
    expect(done).toMatchObject({ status: 302, toast: { title: IMPORT_MESSAGES.imported(2) } });
    expect(await members(companyId)).toBe(3);
    const [jane] = await getDb().select().from(profiles).where(eq(profiles.email, "jane@import.test"));
    expect(jane).toMatchObject({ firstName: "Doe, Jane", phone: '=HYPERLINK("http://evil")', companyId });
    const mails = await getDb()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.recipient, ["ann@import.test", "jane@import.test"]));
    expect(mails.map((m) => m.templateKey)).toEqual(["invitation", "invitation"]);
    expect(await getDb().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, jane.id))).toHaveLength(1);

    const results = await preview(cookie, importId);
    expect(results.data).toMatchObject({ stage: "results", created: 2, invited: 0, skippedCount: 4 });
    const errorFile = await (
      (await skippedLoader({
        request: request(`/company-dashboard/users/import/${importId}/skipped`, cookie),
        params: { importId },
        ...ctx,
      })) as Response
    ).text();
    const lines = errorFile.trim().split("\r\n");
    expect(lines[0]).toBe("first_name,last_name,email,phone,license_number,reason");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe("Bad,Email,not-an-email,,,Invalid email address");

    // Confirming again, and uploading the same file again, change nothing.
    expect((await confirm(cookie, importId, 2)).status).toBe(302);
    const again = importIdOf((await upload(cookie, csv)).location);
    const second = await preview(cookie, again);
    expect(second.data.importable).toBe(0);
    expect(second.data.rows[0].fate).toBe(`Skipped: ${SKIP_REASONS.alreadyMember}`);
    expect(await members(companyId)).toBe(3);
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.action, "company_user.import"));
    expect(audits.filter((a) => a.companyId === companyId)).toHaveLength(1);
  });

  it("overflow: imports only the first N; no seats left: the required message", async () => {
    const { companyId, cookie } = await companyWithAdmin(3);
    const csv = ["first_name,last_name,email", ...Array.from({ length: 5 }, (_, i) => `A,B,over-${i}@import.test`)].join("\n");
    const importId = importIdOf((await upload(cookie, csv)).location);
    const page = await preview(cookie, importId);
    expect(page.data).toMatchObject({ importable: 5, remaining: 2, toImport: 2, overflow: true });
    // Asking for more than fit is refused.
    expect((await confirm(cookie, importId, 5)).toast).toMatchObject({ type: "error" });
    expect(await members(companyId)).toBe(1);
    expect((await confirm(cookie, importId, 2)).toast).toMatchObject({ title: IMPORT_MESSAGES.imported(2) });
    const created = await getDb().select({ email: profiles.email }).from(profiles).where(like(profiles.email, "over-%@import.test"));
    expect(created.map((r) => r.email).sort()).toEqual(["over-0@import.test", "over-1@import.test"]);

    const full = importIdOf((await upload(cookie, "first_name,last_name,email\nC,D,full@import.test\n")).location);
    expect((await preview(cookie, full)).data).toMatchObject({ noSeats: true, toImport: 0 });
    expect((await confirm(cookie, full, 1)).toast).toMatchObject({ description: IMPORT_MESSAGES.noSeats });
  });

  it("another company's import is not found", async () => {
    const mine = await companyWithAdmin();
    const theirs = await companyWithAdmin();
    const importId = importIdOf((await upload(theirs.cookie, "first_name,last_name,email\nA,B,secret@import.test\n")).location);
    expect((await preview(mine.cookie, importId)).status).toBe(404);
    expect((await confirm(mine.cookie, importId, 1)).status).toBe(404);
    expect(await getDb().select().from(profiles).where(eq(profiles.email, "secret@import.test"))).toHaveLength(0);
  });
});

describe("a 5,000-row import", () => {
  const csv = (prefix: string) =>
    [
      "first_name,last_name,email,phone,license_number",
      ...Array.from({ length: 5000 }, (_, i) => `Agent,${i},${prefix}-${i}@bulk.test,504-555-${i},LA-${i}`),
    ].join("\n");

  it("is one transaction: a failure midway leaves nothing", async () => {
    const { companyId, adminId, cookie } = await companyWithAdmin(null);
    const importId = importIdOf((await upload(cookie, csv("fail"))).location);
    const actor = { userId: adminId, name: "Rene Admin", exempt: false, companyName: "Import Realty" };
    await expect(
      confirmImport(companyId, importId, 5000, actor, {
        beforeInvitations: async () => {
          throw new Error("the database went away");
        },
      }),
    ).rejects.toThrow("the database went away");
    expect(await members(companyId)).toBe(1);
    expect(Number((await getDb().select({ n: count() }).from(users).where(like(users.email, "fail-%@bulk.test")))[0].n)).toBe(0);
    const [staged] = await getDb().select().from(companyUserImports).where(eq(companyUserImports.id, importId));
    expect(staged.status).toBe("staged");
  });

  it("imports all rows with their invitations", async () => {
    const { companyId, cookie } = await companyWithAdmin(5001);
    const importId = importIdOf((await upload(cookie, csv("ok"))).location);
    expect((await preview(cookie, importId)).data).toMatchObject({ importable: 5000, toImport: 5000 });
    expect((await confirm(cookie, importId, 5000)).toast).toMatchObject({ title: IMPORT_MESSAGES.imported(5000) });
    expect(await members(companyId)).toBe(5001);
    expect(Number((await getDb().select({ n: count() }).from(emailOutbox).where(like(emailOutbox.recipient, "ok-%@bulk.test")))[0].n)).toBe(
      5000,
    );
  }, 60_000);
});
