// Every form that edits profile fields saves every field its schema accepts (decision 0098): each
// form's action is posted a value for each of its fields (the definition's examples,
// app/rules/profile-fields.ts) and the row is read back. A field added to a form's list but not
// saved by its model fails here, as would a field the model saves but the form cannot send.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { getDb, schema } from "~/db.server";
import { profileColumns } from "~/models/accounts/profile-fields.server";
import { adminEditUserSchema } from "~/rules/admin-users";
import { createUserSchema, editUserSchema } from "~/rules/company-users";
import { profileSchema } from "~/rules/profile-form";
import { formFieldNames, PROFILE_FIELD_NAMES, PROFILE_FIELDS, type ProfileFieldName } from "~/rules/profile-fields";
import { action as adminEditAction } from "~/routes/admin+/users.$userId_.edit";
import { action as adminNewAction } from "~/routes/admin+/users.new/route";
import { action as companyEditAction } from "~/routes/company-dashboard+/users.$userId.edit";
import { action as companyNewAction } from "~/routes/company-dashboard+/users.new";
import { action as profileAction } from "~/routes/student+/profile";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { profiles, users, companies } = schema;

let unique = 0;

/** The form's profile fields with their examples (a fresh address for the e-mail), and what the form's schema makes of them. */
function posted(formSchema: z.ZodObject, extra: Record<string, string> = {}) {
  const names = formFieldNames(formSchema).filter((name): name is ProfileFieldName => name in PROFILE_FIELDS);
  const fields: Record<string, string> = Object.fromEntries(names.map((name) => [name, PROFILE_FIELDS[name].example]));
  if ("email" in fields) fields.email = `Round.Trip-${++unique}@Example.com`;
  Object.assign(fields, extra);
  const parsed = formSchema.parse(fields) as Record<string, unknown>;
  return { names, fields, expected: Object.fromEntries(names.map((name) => [name, parsed[name]])) };
}

/** The stored values of the fields (the profiles columns), and the sign-in address. */
async function stored(userId: string, names: ProfileFieldName[]) {
  const [row] = await getDb()
    .select({ ...profileColumns(PROFILE_FIELD_NAMES), loginEmail: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return { values: Object.fromEntries(names.map((name) => [name, row[name]])), loginEmail: row.loginEmail };
}

async function company() {
  const [row] = await getDb()
    .insert(companies)
    .values({ name: `Round Trip Realty ${++unique}`, allowedUserSeats: null })
    .returning();
  const adminId = await createLearner({ companyId: row.id, role: "company_admin" });
  return { companyId: row.id, cookie: await sessionCookie(adminId) };
}

describe("every profile field a form accepts is saved", () => {
  it("My Profile (form profile)", async () => {
    const id = await createLearner();
    const { names, fields, expected } = posted(profileSchema);
    const cookie = await sessionCookie(id);
    const saved = await reply(() =>
      profileAction({ request: request("/student/profile", cookie, { intent: "update-profile", ...fields }), params: {}, context: {} }),
    );
    expect(saved.status).toBe(302);
    expect((await stored(id, names)).values).toEqual(expected);
  });

  it("staff's Edit User (form staffEdit)", async () => {
    const adminCookie = await sessionCookie(await createLearner({ role: "admin" }));
    const id = await createLearner();
    const { names, fields, expected } = posted(adminEditUserSchema);
    const answer = await reply(() =>
      adminEditAction({ request: request(`/admin/users/${id}/edit`, adminCookie, fields), params: { userId: id }, context: {} }),
    );
    expect(answer.status).toBe(302);
    const row = await stored(id, names);
    expect(row.values).toEqual(expected);
    expect(row.loginEmail).toBe(expected.email);
  });

  it("the company's Edit User (form companyEdit), the address corrected while unverified", async () => {
    const { companyId, cookie } = await company();
    const id = await createLearner({ companyId });
    await getDb().update(users).set({ emailConfirmedAt: null }).where(eq(users.id, id));
    await getDb().update(profiles).set({ emailConfirmedAt: null }).where(eq(profiles.id, id));
    const { names, fields, expected } = posted(editUserSchema, { role: "student", accountStatus: "active" });
    const answer = await reply(() =>
      companyEditAction({
        request: request(`/company-dashboard/users/${id}/edit`, cookie, { intent: "edit", ...fields }),
        params: { userId: id },
        context: {},
      }),
    );
    expect(answer.status).toBe(302);
    const row = await stored(id, names);
    expect(row.values).toEqual(expected);
    expect(row.loginEmail).toBe(expected.email);
  });

  it("the company's Add User and staff's New User (form invite)", async () => {
    const { cookie } = await company();
    const adminCookie = await sessionCookie(await createLearner({ role: "admin" }));
    for (const [run, path, as] of [
      [companyNewAction, "/company-dashboard/users/new", cookie],
      [adminNewAction, "/admin/users/new", adminCookie],
    ] as const) {
      const { names, fields, expected } = posted(createUserSchema, { role: "student" });
      const answer = await reply(() => run({ request: request(path, as, { intent: "create", ...fields }), params: {}, context: {} }));
      expect(answer.status, path).toBe(302);
      const [{ id }] = await getDb()
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.email, expected.email as string));
      expect((await stored(id, names)).values, path).toEqual(expected);
    }
  });
});
