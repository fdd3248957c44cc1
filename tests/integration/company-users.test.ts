// Manage Users (decision 0025): /company-dashboard/users and its pages, called as the
// browser calls them — add (invite or add an existing account), the exact seat limit under
// concurrency, edit, inactive, remove, resend, export, and that another company's user cannot be
// touched (404, nothing written).
import type { ActionFunctionArgs } from "@remix-run/node";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { addCompanyUser, parseUserListQuery } from "~/models/companies/company-users.server";
import { USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { action as editAction, loader as editLoader } from "~/routes/company-dashboard+/users.$userId.edit";
import { action as removeAction, loader as removeLoader } from "~/routes/company-dashboard+/users.$userId.remove";
import { action as listAction, loader as listLoader } from "~/routes/company-dashboard+/users._index/route";
import { loader as exportLoader } from "~/routes/company-dashboard+/users.export";
import { action as newAction } from "~/routes/company-dashboard+/users.new";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, profiles, userRoles, studentCourseAccess, auditLog, emailOutbox, users, courses, oneTimeTokens } = schema;

let companyCount = 0;
async function company(allowedUserSeats: number | null = 25) {
  const [row] = await getDb()
    .insert(companies)
    .values({ name: `Realty ${++companyCount}`, allowedUserSeats })
    .returning({ id: companies.id });
  return row.id;
}

/** A company with a signed-in company admin (who takes one seat). */
async function companyWithAdmin(seats: number | null = 25) {
  const companyId = await company(seats);
  const adminId = await createLearner({ companyId, role: "company_admin", firstName: "Rene", lastName: "Admin" });
  return { companyId, adminId, cookie: await sessionCookie(adminId) };
}

const ctx = { context: {} };
type Action = (args: ActionFunctionArgs) => Promise<unknown>;
const post = (run: Action, path: string, cookie: string, fields: Record<string, string>, params = {}) =>
  reply(() => run({ request: request(path, cookie, fields), params, ...ctx }));

const members = async (companyId: string) =>
  Number((await getDb().select({ n: count() }).from(profiles).where(eq(profiles.companyId, companyId)))[0].n);

const newUser = (email: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  firstName: "Alex",
  lastName: "Agent",
  email,
  ...extra,
});

describe("the list's address", () => {
  it("search and paging parameters", () => {
    expect(parseUserListQuery(new URLSearchParams("q=%20Ann%20&page=-3"))).toEqual({ q: "Ann", page: 1 });
  });
});

describe("Add User", () => {
  it("invites a new address: account in the company, invitation e-mail queued, audit entry", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const answer = await post(newAction, "/company-dashboard/users/new", cookie, newUser("  New.Agent@Example.com ", { phone: " " }));
    expect(answer).toMatchObject({ status: 302, location: "/company-dashboard/users", toast: { title: USER_TOASTS.created.title } });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, "new.agent@example.com"));
    expect(profile).toMatchObject({ companyId, firstName: "Alex", phone: null });
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, "new.agent@example.com"));
    expect(mails.map((m) => m.templateKey)).toEqual(["invitation"]);
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, profile.id), eq(auditLog.action, "company_user.add")));
    expect(audits).toHaveLength(1);
  });

  it("validates with the required messages", async () => {
    const { cookie } = await companyWithAdmin();
    const answer = await post(newAction, "/company-dashboard/users/new", cookie, {
      intent: "create",
      firstName: " ",
      lastName: "",
      email: "nope",
    });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toMatchObject({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: [USER_MESSAGES.invalidEmail],
    });
  });

  it("invites an existing account without a company (decision 0053: not a member until it accepts); refuses one of another company or already invited", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const loneId = await createLearner();
    const [lone] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, loneId));
    expect(await post(newAction, "/company-dashboard/users/new", cookie, newUser(lone.email, { role: "company_admin" }))).toMatchObject({
      status: 302,
      toast: { title: USER_TOASTS.invited.title },
    });
    expect((await getDb().select().from(profiles).where(eq(profiles.id, loneId)))[0].companyId).toBeNull();
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, loneId))).toHaveLength(0);
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, lone.email));
    expect(mails.map((m) => m.templateKey)).toEqual(["company_invitation"]);
    expect(await members(companyId)).toBe(1);

    const again = await post(newAction, "/company-dashboard/users/new", cookie, newUser(lone.email));
    expect(again.status).toBe(409);
    expect(again.data.result.error.email).toEqual([USER_MESSAGES.alreadyInvited]);

    const other = await companyWithAdmin();
    const theirs = await createLearner({ companyId: other.companyId });
    const [theirEmail] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, theirs));
    const refused = await post(newAction, "/company-dashboard/users/new", cookie, newUser(theirEmail.email));
    expect(refused.data.result.error.email).toEqual([USER_MESSAGES.otherCompany]);
    expect((await getDb().select().from(profiles).where(eq(profiles.id, theirs)))[0].companyId).toBe(other.companyId);
  });

  it("refuses at the seat limit with the required message", async () => {
    const { companyId, cookie } = await companyWithAdmin(2);
    expect((await post(newAction, "/company-dashboard/users/new", cookie, newUser("seat-1@example.com"))).status).toBe(302);
    const full = await post(newAction, "/company-dashboard/users/new", cookie, newUser("seat-2@example.com"));
    expect(full.status).toBe(409);
    expect(full.data.result.error[""]).toEqual([USER_MESSAGES.seatLimit]);
    expect(await members(companyId)).toBe(2);
  });

  it("200 concurrent adds on a 25-seat company create exactly 25 members", async () => {
    const companyId = await company(25);
    const actor = { userId: await createLearner({ companyId, role: "company_admin" }), name: "Rene Admin", exempt: false };
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        addCompanyUser(
          companyId,
          { firstName: "Rush", lastName: `${i}`, email: `rush-${i}@example.com`, phone: null, licenseNumber: null, role: "student" },
          actor,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(24);
    expect(results.filter((r) => !r.ok && r.reason === "seat_limit")).toHaveLength(176);
    expect(await members(companyId)).toBe(25);
  }, 120_000);

  it("a platform admin is exempt from the limit", async () => {
    const companyId = await company(1);
    const adminId = await createLearner({ companyId, role: "admin" });
    const result = await addCompanyUser(
      companyId,
      { firstName: "A", lastName: "B", email: "exempt@example.com", phone: null, licenseNumber: null, role: "student" },
      { userId: adminId, name: "Platform", exempt: true },
    );
    expect(result.ok).toBe(true);
    expect(await members(companyId)).toBe(2);
  });
});

describe("edit, inactive, remove, resend", () => {
  it("edits, sets inactive (company course access deleted first, the admin role withdrawn, the account itself stays active), and audits", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const agentId = await createLearner({ companyId });
    const [course] = await getDb().select({ id: courses.id }).from(courses).limit(1);
    if (course) await getDb().insert(studentCourseAccess).values({ userId: agentId, courseId: course.id, accessType: "company_access" });
    const path = `/company-dashboard/users/${agentId}/edit`;
    const page = await reply(() => editLoader({ request: request(path, cookie), params: { userId: agentId }, ...ctx }));
    expect(page.data.user).toMatchObject({ role: "student", accountStatus: "active" });
    const answer = await post(
      editAction,
      path,
      cookie,
      { firstName: "Jo", lastName: "Smith", licenseNumber: "", role: "company_admin", accountStatus: "inactive" },
      { userId: agentId },
    );
    expect(answer).toMatchObject({ status: 302, toast: { title: USER_TOASTS.updated.title } });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, agentId));
    expect(profile).toMatchObject({
      firstName: "Jo",
      lastName: "Smith",
      accountStatus: "active",
      companyStatus: "inactive",
      licenseNumber: null,
    });
    expect(await getDb().select().from(studentCourseAccess).where(eq(studentCourseAccess.userId, agentId))).toHaveLength(0);
    // Inactive withdraws what the company granted, the company admin role included (decision 0053).
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, agentId))).toHaveLength(0);
    const reactivated = await post(
      editAction,
      path,
      cookie,
      { firstName: "Jo", lastName: "Smith", licenseNumber: "", role: "company_admin", accountStatus: "active" },
      { userId: agentId },
    );
    expect(reactivated.status).toBe(302);
    expect((await getDb().select().from(userRoles).where(eq(userRoles.userId, agentId))).map((r) => r.role)).toEqual(["company_admin"]);
    const actions = (await getDb().select().from(auditLog).where(eq(auditLog.entityId, agentId))).map((a) => a.action).sort();
    expect(actions).toEqual(["company_user.edit", "company_user.edit", "company_user.status", "company_user.status"]);
  });

  it("removes from the company without deleting the account", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const agentId = await createLearner({ companyId });
    const path = `/company-dashboard/users/${agentId}/remove`;
    expect(await post(removeAction, path, cookie, { intent: "remove" }, { userId: agentId })).toMatchObject({
      status: 302,
      toast: { title: USER_TOASTS.removed.title },
    });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, agentId));
    expect(profile.companyId).toBeNull();
    expect(await members(companyId)).toBe(1);
  });

  it("resend verification: invitation again while pending, 'User already verified' once confirmed", async () => {
    const { cookie } = await companyWithAdmin();
    await post(newAction, "/company-dashboard/users/new", cookie, newUser("pending@example.com"));
    const [pending] = await getDb().select().from(profiles).where(eq(profiles.email, "pending@example.com"));
    const resent = await post(listAction, "/company-dashboard/users", cookie, { intent: "resend", userId: pending.id });
    expect(resent).toMatchObject({ status: 302, toast: { title: USER_TOASTS.resent.title } });
    const mails = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, "pending@example.com"))
      .orderBy(emailOutbox.createdAt);
    expect(mails).toHaveLength(2);
    // The first invitation lasts 7 days; the resent verification link 24 hours (requirement business-constants).
    expect(mails[0].textBody).toContain("This invitation expires in 7 days.");
    expect(mails[1].textBody).toContain("This invitation expires in 24 hours.");
    const tokens = await getDb()
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, pending.id), eq(oneTimeTokens.kind, "invitation")))
      .orderBy(oneTimeTokens.createdAt);
    expect(tokens).toHaveLength(2);
    const lifetime = (token: (typeof tokens)[number]) => token.expiresAt.getTime() - token.createdAt.getTime();
    expect(lifetime(tokens[0])).toBeCloseTo(7 * 24 * 3_600_000, -4);
    expect(lifetime(tokens[1])).toBeCloseTo(24 * 3_600_000, -4);
    expect(tokens[0].usedAt).not.toBeNull(); // the first link stops working
    await getDb().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, pending.id));
    const verified = await post(listAction, "/company-dashboard/users", cookie, { intent: "resend", userId: pending.id });
    expect(verified.toast).toMatchObject({ description: USER_MESSAGES.alreadyVerified });
  });

  it("the list: seats, display status, case-insensitive search by name or e-mail", async () => {
    const { companyId, cookie } = await companyWithAdmin(null);
    await createLearner({ companyId, firstName: "Marie", lastName: "Thibodeaux" });
    const inactive = await createLearner({ companyId, firstName: "Paul" });
    await getDb().update(profiles).set({ companyStatus: "inactive" }).where(eq(profiles.id, inactive));
    const load = (search: string) =>
      reply(() => listLoader({ request: request(`/company-dashboard/users${search}`, cookie), params: {}, ...ctx }));
    const all = await load("");
    expect(all.data.seats.label).toBe("3 / unlimited");
    expect(all.data.users.map((u: { status: string }) => u.status).sort()).toEqual(["Active", "Active", "Inactive"]);
    expect((await load("?q=MARIE%20thib")).data.users.map((u: { name: string }) => u.name)).toEqual(["Marie Thibodeaux"]);
    expect((await load("?q=%25")).data.total).toBe(0);
  });
});

describe("another company's user", () => {
  it("cannot be edited, removed, resent or exported: 404, nothing written", async () => {
    const mine = await companyWithAdmin();
    const theirs = await companyWithAdmin();
    const victim = await createLearner({ companyId: theirs.companyId, firstName: "Victim" });
    await getDb().update(users).set({ emailConfirmedAt: null }).where(eq(users.id, victim));
    const before = {
      audit: await getDb().select({ n: count() }).from(auditLog),
      mail: await getDb().select({ n: count() }).from(emailOutbox),
    };
    const params = { userId: victim };
    const edit = `/company-dashboard/users/${victim}/edit`;
    const remove = `/company-dashboard/users/${victim}/remove`;
    expect((await reply(() => editLoader({ request: request(edit, mine.cookie), params, ...ctx }))).status).toBe(404);
    expect(
      (
        await post(
          editAction,
          edit,
          mine.cookie,
          { firstName: "Hacked", lastName: "X", role: "company_admin", accountStatus: "inactive" },
          params,
        )
      ).status,
    ).toBe(404);
    expect((await reply(() => removeLoader({ request: request(remove, mine.cookie), params, ...ctx }))).status).toBe(404);
    expect((await post(removeAction, remove, mine.cookie, { intent: "remove" }, params)).status).toBe(404);
    expect((await post(listAction, "/company-dashboard/users", mine.cookie, { intent: "resend", userId: victim })).status).toBe(404);
    const exported = await exportLoader({ request: request("/company-dashboard/users/export", mine.cookie), params: {}, ...ctx });
    expect(await (exported as Response).text()).not.toContain("Victim");
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, victim));
    expect(profile).toMatchObject({ firstName: "Victim", companyId: theirs.companyId, accountStatus: "active" });
    expect(await getDb().select({ n: count() }).from(auditLog)).toEqual(before.audit);
    expect(await getDb().select({ n: count() }).from(emailOutbox)).toEqual(before.mail);
  });
});

describe("export", () => {
  it("streams company_users_{date}.csv with formula cells neutralised; none gives the required message", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    await createLearner({ companyId, firstName: '=HYPERLINK("http://x")', lastName: "Doe, Jr.", phone: "+1 504" });
    const response = (await exportLoader({ request: request("/company-dashboard/users/export", cookie), params: {}, ...ctx })) as Response;
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="company_users_\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe("first_name,last_name,email,phone,license_number,account_status");
    expect(text).toContain(`"'=HYPERLINK(""http://x"")","Doe, Jr.",`);
    expect(text).toContain(",'+1 504,");
  });
});
