// One definition of seats (decision 0057): "seats used" for the seeded Bayou Realty Group
// (5 members of 25 seats) is the same on Admin › Companies, the company's Manage Users list, its
// Billing & Plan page and its import screen, and the add-user lock and import preview read the same
// figure: a pending invitation holds no seat, an inactive member holds one.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BAYOU_REALTY_COMPANY_ID, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { companySeats } from "~/models/companies/seats.server";
import { getSeats } from "~/models/companies/company-users.server";
import { previewImport, stageImport } from "~/models/companies/company-user-import.server";
import { loader as adminCompaniesLoader } from "~/routes/admin+/companies._index/route";
import { loader as billingLoader } from "~/routes/company-dashboard+/billing";
import { loader as importLoader } from "~/routes/company-dashboard+/users.import._index";
import { loader as usersLoader } from "~/routes/company-dashboard+/users._index/route";
import { action as addUserAction } from "~/routes/company-dashboard+/users.new";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, profiles, companyInvitations } = schema;
const companyId = BAYOU_REALTY_COMPANY_ID;
let adminCookie: string;
let companyAdminCookie: string;

beforeAll(async () => {
  await seed(getDb());
  adminCookie = await sessionCookie(await createLearner({ role: "admin" }));
  companyAdminCookie = await sessionCookie(seedIds.user("companyadmin@pelican.test"));
});

async function screens() {
  const admin = (await adminCompaniesLoader({ request: request("/admin/companies", adminCookie), params: {}, context: {} })) as {
    companies: { id: string; seats: string }[];
  };
  const users = (await usersLoader({ request: request("/company-dashboard/users", companyAdminCookie), params: {}, context: {} })) as {
    seats: { label: string };
  };
  const plan = (await billingLoader({ request: request("/company-dashboard/billing", companyAdminCookie), params: {}, context: {} })) as {
    seats: { used: number; allowed: number | null };
  };
  const imports = (await importLoader({
    request: request("/company-dashboard/users/import", companyAdminCookie),
    params: {},
    context: {},
  })) as {
    seats: string;
  };
  return {
    admin: admin.companies.find((c) => c.id === companyId)?.seats,
    users: users.seats.label,
    plan: `${plan.seats.used} / ${plan.seats.allowed}`,
    imports: imports.seats,
  };
}

describe("seats used and remaining", () => {
  it("agree on Admin › Companies, Manage Users, Billing & Plan and the import screen for Bayou Realty Group", async () => {
    const members = (await getDb().select({ id: profiles.id }).from(profiles).where(eq(profiles.companyId, companyId))).length;
    expect(members).toBe(5);
    expect(await screens()).toEqual({ admin: "5 / 25", users: "5 / 25", plan: "5 / 25", imports: "5 / 25" });
    expect(await companySeats(companyId)).toEqual({ used: 5, allowed: 25, remaining: 20 });
  });

  it("counts an inactive member and not a pending invitation", async () => {
    const invitee = await createLearner();
    await getDb()
      .insert(companyInvitations)
      .values({ companyId, userId: invitee, role: "student", invitedBy: seedIds.user("companyadmin@pelican.test") });
    const agent = seedIds.user("agent@pelican.test");
    await getDb().update(profiles).set({ companyStatus: "inactive" }).where(eq(profiles.id, agent));
    try {
      expect(await screens()).toEqual({ admin: "5 / 25", users: "5 / 25", plan: "5 / 25", imports: "5 / 25" });
    } finally {
      await getDb().update(profiles).set({ companyStatus: "active" }).where(eq(profiles.id, agent));
      await getDb().delete(companyInvitations).where(eq(companyInvitations.userId, invitee));
    }
  });

  it("the add-user lock and the import preview refuse when used reaches allowed, as every screen shows it", async () => {
    await getDb().update(companies).set({ allowedUserSeats: 5 }).where(eq(companies.id, companyId));
    try {
      expect(await screens()).toEqual({ admin: "5 / 5", users: "5 / 5", plan: "5 / 5", imports: "5 / 5" });
      expect(await companySeats(companyId)).toEqual({ used: 5, allowed: 5, remaining: 0 });
      const added = await reply(() =>
        addUserAction({
          request: request("/company-dashboard/users/new", companyAdminCookie, {
            firstName: "Seat",
            lastName: "Six",
            email: `seat-six-${Date.now()}@example.com`,
            role: "student",
          }),
          params: {},
          context: {},
        }),
      );
      expect(added.status).toBe(409);
      const actor = { userId: seedIds.user("companyadmin@pelican.test"), name: "Rene Boudreaux", exempt: false };
      const staged = await stageImport(companyId, actor, "six.csv", [
        { line: 2, firstName: "Seat", lastName: "Six", email: `seat-six-b-${Date.now()}@example.com`, phone: "", licenseNumber: "" },
      ]);
      const { getImport } = await import("~/models/companies/company-user-import.server");
      const plan = await previewImport(companyId, (await getImport(companyId, staged))!, actor);
      expect({ used: plan.used, remaining: plan.remaining, noSeats: plan.noSeats }).toEqual({ used: 5, remaining: 0, noSeats: true });
      expect(await getSeats(companyId)).toMatchObject({ used: 5, allowed: 5 });
    } finally {
      await getDb().update(companies).set({ allowedUserSeats: 25 }).where(eq(companies.id, companyId));
    }
  });
});
