// Staff's Edit User (decision 0058): /admin/users/{id}/edit saves every profile field with
// the learner's own validation messages, changes the e-mail at once (a notice to the old and the new
// address, an audit entry before → after), refuses a taken address (any case) without a partial
// write, and is closed to everyone but platform admins — and to an admin's own record.
import { and, desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { USER_ADMIN_MESSAGES } from "~/rules/admin-users";
import { LICENSE_MESSAGES, PROFILE_MESSAGES } from "~/rules/profile-form";
import { consumeToken, issueToken } from "~/models/accounts/token.server";
import { action as editAction, loader as editLoader } from "~/routes/admin+/users.$userId_.edit";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { profiles, users, auditLog, emailOutbox, companies, userRoles, oneTimeTokens } = schema;

let adminId: string;
let cookie: string;
beforeAll(async () => {
  adminId = await createLearner({ role: "admin" });
  cookie = await sessionCookie(adminId);
});

async function fieldsOf(userId: string) {
  const [row] = await getDb()
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      profileEmail: profiles.email,
      phone: profiles.phone,
      licenseNumber: profiles.licenseNumber,
      licenseType: profiles.licenseType,
      initialLicenseDate: profiles.initialLicenseDate,
      companyId: profiles.companyId,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row;
}

const form = (row: Awaited<ReturnType<typeof fieldsOf>>, changes: Record<string, string> = {}) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone ?? "",
  licenseNumber: row.licenseNumber ?? "",
  licenseType: row.licenseType ?? "",
  initialLicenseDate: row.initialLicenseDate ?? "",
  ...changes,
});

const post = (userId: string, fields: Record<string, string>, as = cookie) =>
  reply(() => editAction({ request: request(`/admin/users/${userId}/edit`, as, fields), params: { userId }, context: {} }));

const outboxTo = (addresses: string[]) => getDb().select().from(emailOutbox).where(inArray(emailOutbox.recipient, addresses));

async function lastAudit(entityId: string) {
  const [row] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe("admin edits a user", () => {
  it("saves every profile field and audits only what changed", async () => {
    const id = await createLearner({ firstName: "Lena", lastName: "Typo" });
    const before = await fieldsOf(id);
    const saved = await post(
      id,
      form(before, {
        firstName: " Lena ",
        lastName: "Fontenot",
        phone: "504-555-0100",
        licenseNumber: "BRK.0012345",
        licenseType: "broker",
        initialLicenseDate: "2015-03-02",
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/admin/users/${id}`);
    expect(saved.toast?.title).toBe("User updated successfully");
    expect(await fieldsOf(id)).toMatchObject({
      firstName: "Lena",
      lastName: "Fontenot",
      email: before.email,
      phone: "504-555-0100",
      licenseNumber: "BRK.0012345",
      licenseType: "broker",
      initialLicenseDate: "2015-03-02",
    });
    const audit = await lastAudit(id);
    expect(audit.action).toBe("user.edit");
    expect(audit.actorUserId).toBe(adminId);
    expect(audit.details).toMatchObject({
      before: { lastName: "Typo", licenseNumber: null, licenseType: null },
      after: { lastName: "Fontenot", licenseNumber: "BRK.0012345", licenseType: "broker", initialLicenseDate: "2015-03-02" },
    });
    expect(Object.keys((audit.details as { after: object }).after)).not.toContain("firstName");
  });

  it("answers with the learner form's messages and writes nothing", async () => {
    const id = await createLearner({ lastName: "Keep" });
    const before = await fieldsOf(id);
    const errorsOf = (answer: { data: unknown }) => (answer.data as { result: { error: Record<string, string[]> } }).result.error;
    const refused = await post(id, form(before, { firstName: " ", lastName: "" }));
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).firstName).toEqual([PROFILE_MESSAGES.firstNameRequired]);
    expect(errorsOf(refused).lastName).toEqual([PROFILE_MESSAGES.lastNameRequired]);
    const noType = await post(id, form(before, { initialLicenseDate: "2016-01-01", licenseType: "" }));
    expect(noType.status).toBe(400);
    expect(errorsOf(noType).licenseType).toEqual([LICENSE_MESSAGES.typeNeeded]);
    const future = await post(id, form(before, { licenseType: "salesperson", initialLicenseDate: "2999-01-01", email: "not-an-address" }));
    expect(future.status).toBe(400);
    const futureErrors = errorsOf(future);
    expect(futureErrors.initialLicenseDate).toEqual([LICENSE_MESSAGES.futureDate]);
    expect(futureErrors.email).toEqual(["Please enter a valid email address"]);
    expect(await fieldsOf(id)).toEqual(before);
  });

  it("changes the e-mail at once: login and profile, a notice to both addresses, an audit entry; membership untouched", async () => {
    const [company] = await getDb()
      .insert(companies)
      .values({ name: `Edit Realty ${Date.now()}`, allowedUserSeats: 5 })
      .returning();
    const id = await createLearner({ firstName: "Mara", companyId: company.id });
    const before = await fieldsOf(id);
    // A reset link mailed to the old address before the change (the mailbox the learner lost).
    const oldLink = await issueToken(getDb(), { userId: id, kind: "password_reset" });
    const newEmail = `mara-${Date.now()}@example.com`;
    const saved = await post(id, form(before, { email: `  ${newEmail.toUpperCase()} `, licenseNumber: "SAL-778" }));
    expect(saved.status).toBe(302);
    expect(saved.toast?.description).toContain("old and the new address");
    const after = await fieldsOf(id);
    expect(after).toMatchObject({ email: newEmail, profileEmail: newEmail, licenseNumber: "SAL-778", companyId: company.id });
    const notices = await outboxTo([before.email, newEmail]);
    expect(notices.map((n) => [n.templateKey, n.recipient]).sort()).toEqual(
      [
        ["email_changed_by_staff", before.email],
        ["email_changed_by_staff", newEmail],
      ].sort(),
    );
    expect(notices[0].textBody).toContain(`from ${before.email} to ${newEmail}`);
    expect(await getDb().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id))).toEqual([]);
    expect((await getDb().transaction((tx) => consumeToken(tx, "password_reset", oldLink))).ok).toBe(false);
    const audit = await lastAudit(id);
    expect(audit.action).toBe("user.edit_email");
    expect(audit.companyId).toBe(company.id);
    expect(audit.details).toMatchObject({
      before: { email: before.email, licenseNumber: null },
      after: { email: newEmail, licenseNumber: "SAL-778" },
    });
  });

  it("refuses an address another account has (any case) with a message, writing nothing", async () => {
    const id = await createLearner({ lastName: "Stays" });
    const otherId = await createLearner();
    const other = await fieldsOf(otherId);
    const before = await fieldsOf(id);
    const auditBefore = await lastAudit(id);
    const taken = await post(id, form(before, { email: other.email.toUpperCase(), lastName: "Changed" }));
    expect(taken.status).toBe(409);
    expect((taken.data as { result: { error: Record<string, string[]> } }).result.error.email).toEqual([USER_ADMIN_MESSAGES.emailTaken]);
    expect(taken.toast?.description).toBe(USER_ADMIN_MESSAGES.emailTaken);
    expect(await fieldsOf(id)).toEqual(before);
    expect(
      await outboxTo([before.email, other.email]).then((rows) => rows.filter((r) => r.templateKey === "email_changed_by_staff")),
    ).toEqual([]);
    expect(await lastAudit(id)).toEqual(auditBefore);
  });

  it("is closed to a reviewer, a company admin and a learner, before the body is read", async () => {
    const target = await createLearner({ lastName: "Target" });
    const before = await fieldsOf(target);
    const [company] = await getDb()
      .insert(companies)
      .values({ name: `Closed Realty ${Date.now()}`, allowedUserSeats: 5 })
      .returning();
    for (const account of [{ role: "reviewer" as const }, { role: "company_admin" as const, companyId: company.id }, {}]) {
      const other = await sessionCookie(await createLearner(account));
      const answer = await post(target, form(before, { lastName: "Hacked", email: "hacked@example.com" }), other);
      expect(answer.status).toBe(302);
      expect(answer.location).not.toContain("/admin");
      const page = await reply(() =>
        editLoader({ request: request(`/admin/users/${target}/edit`, other), params: { userId: target }, context: {} }),
      );
      expect(page.status).toBe(302);
    }
    expect(await fieldsOf(target)).toEqual(before);
  });

  it("edits another admin's record, but never the signed-in admin's own", async () => {
    const otherAdmin = await createLearner({ role: "admin", lastName: "Colleague" });
    const colleague = await fieldsOf(otherAdmin);
    expect((await post(otherAdmin, form(colleague, { phone: "225-555-0199" }))).status).toBe(302);
    expect((await fieldsOf(otherAdmin)).phone).toBe("225-555-0199");
    const roles = await getDb()
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, otherAdmin)));
    expect(roles.map((r) => r.role)).toEqual(["admin"]);

    const self = await fieldsOf(adminId);
    const own = await post(adminId, form(self, { email: `self-${Date.now()}@example.com` }));
    expect(own.status).toBe(403);
    expect(own.toast?.description).toBe(USER_ADMIN_MESSAGES.editYourself);
    expect(await fieldsOf(adminId)).toEqual(self);
  });
});
