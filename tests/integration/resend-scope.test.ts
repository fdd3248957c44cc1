// Decision 0055: the per-user allowance of invitation resends (three an hour) is charged only after the
// company scope check. Company A's resends for company B's member are 404s that cost nothing, so
// B's own resend still goes out; B's own allowance still runs out as before.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { USER_TOASTS } from "~/rules/company-users";
import { action as listAction } from "~/routes/company-dashboard+/users._index/route";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, emailOutbox, users, profiles } = schema;

let count = 0;
async function companyWithAdmin() {
  const [row] = await getDb()
    .insert(companies)
    .values({ name: `Resend Realty ${++count}`, allowedUserSeats: 25 })
    .returning({ id: companies.id });
  const adminId = await createLearner({ companyId: row!.id, role: "company_admin" });
  return { companyId: row!.id, cookie: await sessionCookie(adminId) };
}

const resend = (cookie: string, userId: string) =>
  reply(() => listAction({ request: request("/company-dashboard/users", cookie, { intent: "resend", userId }), params: {}, context: {} }));

describe("invitation resends are charged after the company check", () => {
  it("company A's 404 resends for B's member do not use up B's own resend", async () => {
    const a = await companyWithAdmin();
    const b = await companyWithAdmin();
    const member = await createLearner({ companyId: b.companyId, firstName: "Pending" });
    await getDb().update(users).set({ emailConfirmedAt: null }).where(eq(users.id, member));
    const [{ email }] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, member));
    const mails = () => getDb().$count(emailOutbox, and(eq(emailOutbox.recipient, email), eq(emailOutbox.templateKey, "invitation")));

    const { points } = RATE_LIMITS.accountEmailsByEmail;
    for (let i = 0; i < points; i++) expect((await resend(a.cookie, member)).status).toBe(404);
    expect(await mails()).toBe(0);

    for (let i = 0; i < points; i++) {
      expect(await resend(b.cookie, member)).toMatchObject({ status: 302, toast: { title: USER_TOASTS.resent.title } });
    }
    expect(await mails()).toBe(points);
    // B's own allowance is still limited.
    const refused = await resend(b.cookie, member);
    expect(refused.toast).toMatchObject({ title: USER_TOASTS.resendFailed.title });
    expect(await mails()).toBe(points);
  });
});
