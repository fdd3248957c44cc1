// /admin/companies (decision 0029): create and edit a company (audited; Starter allowance), and add users
// through the company admin's model with the platform admin exempt from the seat limit.
import { and, count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { COMPANY_MESSAGES } from "~/rules/admin-companies";
import { USER_TOASTS } from "~/rules/company-users";
import { action as editAction, loader as editLoader } from "~/routes/admin+/companies.$companyId.edit/route";
import { action as editUserAction } from "~/routes/admin+/companies.$companyId.users.$userId.edit";
import { loader as usersLoader } from "~/routes/admin+/companies.$companyId.users._index";
import { action as usersAction } from "~/routes/admin+/companies.$companyId.users.new";
import { action as newAction } from "~/routes/admin+/companies.new/route";
import { createLearner, outcome, reply, request, sessionCookie } from "../learners";

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
          request: request(`/admin/companies/${companyId}/users/new`, cookie, {
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
      expect(added.location).toBe(`/admin/companies/${companyId}/users`);
      expect(added.toast?.title).toBe(USER_TOASTS.created.title);
    }
    expect((await getDb().select({ n: count() }).from(profiles).where(eq(profiles.companyId, companyId)))[0].n).toBe(4);
    const page = (await usersLoader({
      request: request(`/admin/companies/${companyId}/users`, cookie),
      params: { companyId },
      context: {},
    })) as {
      companyName: string;
      seats: { label: string };
      total: number;
      users: { id: string; name: string }[];
    };
    expect(page).toMatchObject({ companyName: "Three Seat Realty", seats: { label: "4 / 3" }, total: 4 });

    // Editing goes through the company admin's screen, scoped by the company in the address: its user
    // is changed, another company's user is not found.
    const userId = page.users[0]!.id;
    const editUser = (id: string, scope: string) =>
      reply(() =>
        editUserAction({
          request: request(`/admin/companies/${scope}/users/${id}/edit`, cookie, {
            firstName: "Renamed",
            lastName: "Agent",
            role: "company_admin",
            accountStatus: "active",
          }),
          params: { companyId: scope, userId: id },
          context: {},
        }),
      );
    const stranger = await createLearner();
    expect((await editUser(stranger, companyId)).status).toBe(404);
    const other = await createLearner({ companyId: (await getDb().insert(companies).values({ name: "Other Realty" }).returning())[0]!.id });
    expect((await editUser(other, companyId)).status).toBe(404);
    const renamed = await editUser(userId, companyId);
    expect(renamed.status).toBe(302);
    expect(renamed.location).toBe(`/admin/companies/${companyId}/users`);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ firstName: "Renamed", companyId });

    const edit = (planYearStart: string) =>
      reply(() =>
        editAction({
          request: request(`/admin/companies/${companyId}/edit`, cookie, {
            name: "Three Seat Realty",
            allowedUserSeats: "",
            planTier: "pro",
            planYearStart,
          }),
          params: { companyId },
          context: {},
        }),
      );
    const impossible = await edit("2026-02-30");
    expect(impossible.status).toBe(400);
    expect(impossible.data.result.error.planYearStart).toEqual([COMPANY_MESSAGES.planYearStart]);
    const edited = await edit("2025-03-15");
    expect(edited.status).toBe(302);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.action, "company.update")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toMatchObject({
      before: { allowedUserSeats: 3, planTier: "starter" },
      after: { allowedUserSeats: null, planTier: "pro", planYearStart: "2025-03-15" },
    });
  });

  it("editing a company on a custom plan keeps its tier and its allowances; Custom is refused for any other company", async () => {
    const [custom] = await getDb()
      .insert(companies)
      .values({
        name: "Custom Realty",
        allowedUserSeats: 25,
        planTier: "custom",
        preLicensingLimitPerYear: 40,
        postLicensingLimitPerYear: 7,
      })
      .returning();
    const page = await outcome(() =>
      editLoader({ request: request(`/admin/companies/${custom.id}/edit`, cookie), params: { companyId: custom.id }, context: {} }),
    );
    expect(page.thrown).toBe(false);
    expect(page.value).toMatchObject({ values: { planTier: "custom", allowedUserSeats: "25" }, custom: { pre: 40, post: 7 } });

    const save = (companyId: string, fields: Record<string, string>) =>
      reply(() =>
        editAction({
          request: request(`/admin/companies/${companyId}/edit`, cookie, { name: "Custom Realty", allowedUserSeats: "30", ...fields }),
          params: { companyId },
          context: {},
        }),
      );
    // Saved as Custom with more seats: the tier and the agreed allowances stay.
    expect((await save(custom.id, { planTier: "custom" })).status).toBe(302);
    const [kept] = await getDb().select().from(companies).where(eq(companies.id, custom.id));
    expect(kept).toMatchObject({ planTier: "custom", allowedUserSeats: 30, preLicensingLimitPerYear: 40, postLicensingLimitPerYear: 7 });

    // A Starter company cannot be made Custom from the form: 400 with the message, nothing written.
    const [starter] = await getDb()
      .insert(companies)
      .values({
        name: "Starter Realty",
        allowedUserSeats: 25,
        planTier: "starter",
        preLicensingLimitPerYear: 5,
        postLicensingLimitPerYear: 5,
      })
      .returning();
    const refused = await save(starter.id, { planTier: "custom" });
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.planTier).toEqual([COMPANY_MESSAGES.customTier]);
    const [unchanged] = await getDb().select().from(companies).where(eq(companies.id, starter.id));
    expect(unchanged).toMatchObject({ name: "Starter Realty", allowedUserSeats: 25, planTier: "starter", preLicensingLimitPerYear: 5 });
    const unknown = await save(starter.id, { planTier: "gold" });
    expect(unknown.status).toBe(400);
    expect(unknown.data.result.error.planTier).toEqual([COMPANY_MESSAGES.planTier]);

    // Switching the custom company to Starter replaces its allowances with the seats' (30 → 6).
    expect((await save(custom.id, { planTier: "starter" })).status).toBe(302);
    const [switched] = await getDb().select().from(companies).where(eq(companies.id, custom.id));
    expect(switched).toMatchObject({ planTier: "starter", preLicensingLimitPerYear: 6, postLicensingLimitPerYear: 6 });
  });
});
