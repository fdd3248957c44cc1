// A company admin corrects a member's e-mail while it is unverified (decision 0058): the
// login and the profile take the new address, the links mailed to the old one stop working and a new
// invitation goes to the new one, audited; a verified address, a taken one and another company's
// member are refused with nothing written.
import type { ActionFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { USER_MESSAGES } from "~/rules/company-users";
import { action as editAction, loader as editLoader } from "~/routes/company-dashboard+/users.$userId.edit";
import { action as newAction } from "~/routes/company-dashboard+/users.new";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, profiles, users, emailOutbox, oneTimeTokens, auditLog } = schema;

let count = 0;
async function companyWithAdmin() {
  const [company] = await getDb()
    .insert(companies)
    .values({ name: `Email Realty ${++count}`, allowedUserSeats: 10 })
    .returning({ id: companies.id });
  const adminId = await createLearner({ companyId: company.id, role: "company_admin" });
  return { companyId: company.id, cookie: await sessionCookie(adminId) };
}

const post = (
  run: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  params = {},
) => reply(() => run({ request: request(path, cookie, fields), params, context: {} }));

/** Invites a new address through Add User: an unverified member without a password. */
async function invite(cookie: string, email: string) {
  const added = await post(newAction, "/company-dashboard/users/new", cookie, {
    intent: "create",
    firstName: "Ina",
    lastName: "Typo",
    email,
  });
  expect(added.status).toBe(302);
  const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

const edit = (userId: string, cookie: string, fields: Record<string, string>) =>
  post(
    editAction,
    `/company-dashboard/users/${userId}/edit`,
    cookie,
    { firstName: "Ina", lastName: "Typo", role: "student", accountStatus: "active", ...fields },
    { userId },
  );

async function state(userId: string) {
  const [row] = await getDb()
    .select({ email: users.email, profileEmail: profiles.email, lastName: profiles.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

const invitationsOf = (userId: string) =>
  getDb()
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, "invitation")));

describe("company admin edits an unverified e-mail", () => {
  it("moves the address, withdraws the old link, invites the new address, audits", async () => {
    const { cookie } = await companyWithAdmin();
    const stamp = Date.now();
    const id = await invite(cookie, `ina-${stamp}@exampel.com`);
    const page = await reply(() =>
      editLoader({ request: request(`/company-dashboard/users/${id}/edit`, cookie), params: { userId: id }, context: {} }),
    );
    expect((page.data as { user: { emailEditable: boolean } }).user.emailEditable).toBe(true);
    const oldTokens = await invitationsOf(id);
    expect(oldTokens).toHaveLength(1);

    const answer = await edit(id, cookie, { email: ` INA-${stamp}@Example.com ` });
    expect(answer.status).toBe(302);
    const newEmail = `ina-${stamp}@example.com`;
    expect(await state(id)).toMatchObject({ email: newEmail, profileEmail: newEmail });
    const tokens = await invitationsOf(id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].id).not.toBe(oldTokens[0].id);
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, newEmail));
    expect(mails.map((m) => m.templateKey)).toEqual(["invitation"]);
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "company_user.edit")));
    expect(audit.details).toMatchObject({ changes: { email: { from: `ina-${stamp}@exampel.com`, to: newEmail } } });
  });

  it("refuses a verified address, a taken address and another company's member, writing nothing", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const verified = await createLearner({ companyId, lastName: "Verified" });
    const page = await reply(() =>
      editLoader({ request: request(`/company-dashboard/users/${verified}/edit`, cookie), params: { userId: verified }, context: {} }),
    );
    expect((page.data as { user: { emailEditable: boolean } }).user.emailEditable).toBe(false);
    const before = await state(verified);
    const refused = await edit(verified, cookie, { email: `changed-${Date.now()}@example.com`, lastName: "Changed" });
    expect(refused.status).toBe(409);
    expect(refused.toast?.description).toBe(USER_MESSAGES.emailVerified);
    expect(await state(verified)).toEqual(before);

    const pending = await invite(cookie, `pending-${Date.now()}@example.com`);
    const pendingBefore = await state(pending);
    const taken = await edit(pending, cookie, { email: before.email.toUpperCase(), lastName: "Changed" });
    expect(taken.status).toBe(409);
    expect((taken.data as { result: { error: Record<string, string[]> } }).result.error.email).toEqual([USER_MESSAGES.emailTaken]);
    expect(await state(pending)).toEqual(pendingBefore);

    const other = await companyWithAdmin();
    const outsider = await invite(other.cookie, `outsider-${Date.now()}@example.com`);
    const outsiderBefore = await state(outsider);
    const notOurs = await edit(outsider, cookie, { email: `stolen-${Date.now()}@example.com` });
    expect(notOurs.status).toBe(404);
    expect(await state(outsider)).toEqual(outsiderBefore);
  });
});
