// /admin/companies (issue 20): create and edit a company (audited; Starter allowance), and add users
// through the company admin's model with the platform admin exempt from the seat limit.
import { and, count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { COMPANY_MESSAGES } from "~/rules/admin-companies";
import { USER_TOASTS } from "~/rules/company-users";
import { action as editAction } from "~/routes/admin+/companies.$companyId.edit/route";
import { action as usersAction, loader as usersLoader } from "~/routes/admin+/companies.$companyId.users/route";
import { action as newAction } from "~/routes/admin+/companies.new/route";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, profiles, auditLog } = schema;
let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
});

describe("admin companies", () => {
  it("refuses bad input (400, nothing written), creates a 3-seat Starter company, and the admin adds 4 users past the limit", async () => {
    const before = (await getDb().select({ n: count() }).from(companies))[0].n;
    const bad = await reply(() =>
      newAction({ request: request("/admin/companies/new", cookie, { name: "", allowedUserSeats: "x" }), params: {}, context: {} }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.name).toEqual([COMPANY_MESSAGES.name]);
    expect((await getDb().select({ n: count() }).from(companies))[0].n).toBe(before);

    const created = await reply(() =>
      newAction({
        request: request("/admin/companies/new", cookie, { name: "Three Seat Realty", allowedUserSeats: "3", planTier: "starter" }),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    const companyId = created.location!.split("/")[3];
    const [company] = await getDb().select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({ name: "Three Seat Realty", allowedUserSeats: 3, planTier: "starter", preLicensingLimitPerYear: 1 });
    expect(
      (
        await getDb()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "company.create"), eq(auditLog.entityId, companyId)))
      ).length,
    ).toBe(1);

    for (let i = 1; i <= 4; i++) {
      const added = await reply(() =>
        usersAction({
          request: request(`/admin/companies/${companyId}/users`, cookie, {
            firstName: "Agent",
            lastName: `No${i}`,
            email: `three-seat-${i}-${Date.now()}@example.com`,
            role: "student",
          }),
          params: { companyId },
          context: {},
        }),
      );
      expect(added.status).toBe(302);
      expect(added.toast?.title).toBe(USER_TOASTS.created.title);
    }
    expect((await getDb().select({ n: count() }).from(profiles).where(eq(profiles.companyId, companyId)))[0].n).toBe(4);
    const page = (await usersLoader({
      request: request(`/admin/companies/${companyId}/users`, cookie),
      params: { companyId },
      context: {},
    })) as {
      company: { seats: string };
      total: number;
    };
    expect(page.company.seats).toBe("4 / 3");

    const edited = await reply(() =>
      editAction({
        request: request(`/admin/companies/${companyId}/edit`, cookie, {
          name: "Three Seat Realty",
          allowedUserSeats: "",
          planTier: "pro",
        }),
        params: { companyId },
        context: {},
      }),
    );
    expect(edited.status).toBe(302);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.action, "company.update")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toMatchObject({
      before: { allowedUserSeats: 3, planTier: "starter" },
      after: { allowedUserSeats: null, planTier: "pro" },
    });
  });
});
