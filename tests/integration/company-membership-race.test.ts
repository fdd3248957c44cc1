// One lock order for every company write (decision 0053): Edit User, Remove User,
// the CSV import's confirm and Add User sent at the same moment for one member of one company, 50
// rounds, through the route actions as the browser calls them. Before, Edit wrote profiles then
// roles without the company lock and Remove locked the company then wrote roles then profiles: one
// of the two died as a deadlock victim (PostgreSQL 40P01), a 500. Now every write locks the company
// row, then the profile, then roles, and a conflict that can still happen is retried. No answer is a
// 500 and the final state is consistent every round.
//
// PostgreSQL only: PGlite is one connection in this process, so its transactions run one after
// another and two of them can never wait for each other's locks — there is nothing to race.
import type { ActionFunctionArgs } from "@remix-run/node";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { stageImport } from "~/models/companies/company-user-import.server";
import { action as editAction } from "~/routes/company-dashboard+/users.$userId.edit";
import { action as removeAction } from "~/routes/company-dashboard+/users.$userId.remove";
import { action as confirmAction } from "~/routes/company-dashboard+/users.import.$importId";
import { action as newAction } from "~/routes/company-dashboard+/users.new";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, courses, profiles, studentCourseAccess, userRoles, users } = schema;
const ROUNDS = 50;
const SEATS = 1000;

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
/** The status the browser would get: a thrown error that is not a response is a 500. */
async function statusOf(run: Action, path: string, cookie: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  try {
    return (await reply(() => run({ request: request(path, cookie, fields), params, context: {} }))).status;
  } catch (error) {
    return { status: 500, error: String((error as { code?: string }).code ?? error) };
  }
}

describe.skipIf(!process.env.DATABASE_URL)("company writes on PostgreSQL (one lock order; retried conflicts)", () => {
  it(`edit, remove, import-confirm and add on one member, ${ROUNDS} rounds: no 500, consistent state`, { timeout: 300_000 }, async () => {
    const [company] = await getDb().insert(companies).values({ name: "Race Realty", allowedUserSeats: SEATS }).returning();
    const adminId = await createLearner({ companyId: company.id, role: "company_admin", firstName: "Rene", lastName: "Admin" });
    const cookie = await sessionCookie(adminId);
    const memberId = await createLearner({ companyId: company.id, firstName: "Raced", lastName: "Member" });
    const [{ email }] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, memberId));
    const [course] = await getDb()
      .insert(courses)
      .values({ title: "Race course", slug: "race-course", courseType: "Continuing Education", hours: 1 })
      .returning();
    const failures: unknown[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      // Start each round with the member in the company, active, holding a company-granted course.
      await getDb()
        .update(profiles)
        .set({ companyId: company.id, companyStatus: "active", companyJoinedAt: new Date() })
        .where(eq(profiles.id, memberId));
      await getDb()
        .insert(studentCourseAccess)
        .values({ userId: memberId, courseId: course.id, accessType: "company_access" })
        .onConflictDoNothing();
      const importId = await stageImport(company.id, { userId: adminId, name: "Rene Admin", exempt: false }, "race.csv", [
        { line: 2, firstName: "Raced", lastName: "Member", email, phone: "", licenseNumber: "" },
        {
          line: 3,
          firstName: "Imported",
          lastName: `Agent ${round}`,
          email: `race-import-${round}@example.com`,
          phone: "",
          licenseNumber: "",
        },
      ]);
      const params = { userId: memberId };
      const answers = await Promise.all([
        statusOf(
          editAction,
          `/company-dashboard/users/${memberId}/edit`,
          cookie,
          {
            firstName: "Raced",
            lastName: `Member ${round}`,
            role: round % 2 ? "company_admin" : "student",
            accountStatus: round % 3 ? "active" : "inactive",
          },
          params,
        ),
        statusOf(removeAction, `/company-dashboard/users/${memberId}/remove`, cookie, { intent: "remove" }, params),
        statusOf(confirmAction, `/company-dashboard/users/import/${importId}`, cookie, { intent: "confirm", limit: "2" }, { importId }),
        statusOf(newAction, "/company-dashboard/users/new", cookie, {
          intent: "create",
          firstName: "Raced",
          lastName: "Member",
          email,
          role: "company_admin",
        }),
        statusOf(newAction, "/company-dashboard/users/new", cookie, {
          intent: "create",
          firstName: "Added",
          lastName: `Agent ${round}`,
          email: `race-add-${round}@example.com`,
        }),
      ]);
      for (const answer of answers) if (typeof answer !== "number" || answer >= 500) failures.push({ round, answer });

      // Consistent: a non-member keeps nothing the company granted; an inactive member has no company grant either.
      const [member] = await getDb().select().from(profiles).where(eq(profiles.id, memberId));
      const companyAccess = await getDb()
        .select()
        .from(studentCourseAccess)
        .where(and(eq(studentCourseAccess.userId, memberId), eq(studentCourseAccess.accessType, "company_access")));
      const adminRole = await getDb()
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, memberId), eq(userRoles.role, "company_admin")));
      if (member.companyId === null) {
        expect({ round, companyAccess: companyAccess.length, adminRole: adminRole.length, joined: member.companyJoinedAt }).toEqual({
          round,
          companyAccess: 0,
          adminRole: 0,
          joined: null,
        });
      } else {
        expect(member.companyId).toBe(company.id);
        if (member.companyStatus === "inactive")
          expect({ round, companyAccess: companyAccess.length, adminRole: adminRole.length }).toEqual({
            round,
            companyAccess: 0,
            adminRole: 0,
          });
      }
      expect(member.accountStatus).toBe("active");
      const [{ used }] = await getDb().select({ used: count() }).from(profiles).where(eq(profiles.companyId, company.id));
      expect(Number(used)).toBeLessThanOrEqual(SEATS);
    }
    expect(failures).toEqual([]);
  });
});
