import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_EDIT_USER_CONSTRAINT, adminEditUserSchema, EDITABLE_USER_FIELDS, USER_EDIT_LABELS } from "./admin-users";
import { COMPANY_USER_FIELD_LABELS, createUserSchema, editUserSchema, USER_FORM_CONSTRAINT } from "./company-users";
import { PROFILE_CONSTRAINT, profileSchema } from "./profile-form";
import {
  CSV_FIELDS,
  fieldsOf,
  formFieldNames,
  LICENSE_MESSAGES,
  PROFILE_CSV_COLUMNS,
  PROFILE_FIELD_NAMES,
  PROFILE_FIELDS,
  PROFILE_FORMS,
  RECORD_FIELDS,
  recordRows,
  type ProfileForm,
} from "./profile-fields";
import { EXPORT_HEADERS, REQUIRED_HEADERS, TEMPLATE_HEADERS, userCsvRowSchema } from "./user-csv";

/** Each form's schema, the pages that draw its inputs, and what it holds besides its profile fields. */
const FORMS = {
  profile: { schema: profileSchema, pages: ["app/screens/profile/profile-page.tsx"], extras: [] },
  staffEdit: { schema: adminEditUserSchema, pages: ["app/routes/admin+/users.$userId_.edit.tsx"], extras: ["email"] },
  companyEdit: { schema: editUserSchema, pages: ["app/components/company/user-form.tsx"], extras: ["email", "role", "accountStatus"] },
  invite: {
    schema: createUserSchema,
    pages: ["app/components/company/user-form.tsx", "app/routes/admin+/users.new/route.tsx"],
    extras: ["role"],
  },
} satisfies Record<ProfileForm, unknown>;

/** The fields there were when the definition was written: adding one leaves these assertions as they are. */
const KNOWN = ["firstName", "lastName", "email", "phone", "licenseNumber", "licenseType", "initialLicenseDate"];
const known = <T extends string>(names: readonly T[]) => names.filter((name) => KNOWN.includes(name));

const examples = (names: readonly string[]) =>
  Object.fromEntries(
    names.filter((name) => name in PROFILE_FIELDS).map((name) => [name, PROFILE_FIELDS[name as keyof typeof PROFILE_FIELDS].example]),
  );

describe("the profile field definition", () => {
  it("lists the fields once, in the forms' order", () => {
    expect(known(PROFILE_FIELD_NAMES)).toEqual(KNOWN);
    expect(known(fieldsOf("profile"))).toEqual(["firstName", "lastName", "phone", "licenseNumber", "licenseType", "initialLicenseDate"]);
    expect(known(fieldsOf("invite"))).toEqual(["firstName", "lastName", "email", "phone", "licenseNumber"]);
  });

  it("gives each form's schema exactly the form's fields and its own extras", () => {
    for (const form of PROFILE_FORMS) {
      const { schema, extras } = FORMS[form];
      expect(Object.keys(schema.shape).sort(), form).toEqual([...new Set([...fieldsOf(form), ...extras])].sort());
    }
  });

  it("accepts every field's example in every form that edits it", () => {
    for (const form of PROFILE_FORMS) {
      const { schema } = FORMS[form];
      const posted = { ...examples(Object.keys(schema.shape)), email: "ada@example.com" };
      const parsed = schema.safeParse(posted);
      expect(parsed.success, `${form}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it("refuses a field that no form lists in every form: dropped, never half saved", () => {
    for (const form of PROFILE_FORMS) {
      const { schema } = FORMS[form];
      const parsed = schema.parse({ ...examples(Object.keys(schema.shape)), email: "ada@example.com", avatarUrl: "x", companyId: "y" });
      expect(Object.keys(parsed), form).not.toContain("avatarUrl");
      expect(Object.keys(parsed), form).not.toContain("companyId");
    }
  });

  it("checks the license across fields in every form that edits it", () => {
    for (const form of PROFILE_FORMS.filter((f) => fieldsOf(f).includes("initialLicenseDate" as never))) {
      const { schema } = FORMS[form];
      const parsed = schema.safeParse({ ...examples(Object.keys(schema.shape)), email: "ada@example.com", licenseType: undefined });
      expect(
        parsed.error?.issues.map((issue) => issue.message),
        form,
      ).toEqual([LICENSE_MESSAGES.typeNeeded]);
    }
  });

  it("draws an input for every profile field a form accepts (a field without one would be emptied on every save)", () => {
    for (const form of PROFILE_FORMS) {
      for (const page of FORMS[form].pages) {
        const source = readFileSync(path.resolve(page), "utf8");
        for (const name of fieldsOf(form)) expect(source, `${page} has no input for ${name}`).toContain(`fields.${name}`);
      }
    }
  });
});

describe("what is derived from it", () => {
  it("gives the browser the checks the forms had by hand (required, maxLength)", () => {
    const byHand = {
      firstName: { required: true, maxLength: 100 },
      lastName: { required: true, maxLength: 100 },
      phone: { required: false, maxLength: 40 },
      licenseNumber: { required: false, maxLength: 50 },
      licenseType: { required: false },
      initialLicenseDate: { required: false },
    };
    expect(PROFILE_CONSTRAINT).toMatchObject(byHand);
    expect(ADMIN_EDIT_USER_CONSTRAINT).toMatchObject({ ...byHand, email: { required: true, maxLength: 254 } });
    expect(USER_FORM_CONSTRAINT).toMatchObject({ ...byHand, email: { required: true, maxLength: 254 } });
  });

  it("keeps the edit forms' labels and field order (stale-edit messages, audit entries)", () => {
    expect(known(EDITABLE_USER_FIELDS)).toEqual(KNOWN);
    expect(formFieldNames(editUserSchema).slice(-2)).toEqual(["role", "accountStatus"]);
    expect(USER_EDIT_LABELS).toMatchObject({
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone",
      licenseNumber: "License number",
      licenseType: "License type",
      initialLicenseDate: "Initial license date",
    });
    expect(COMPANY_USER_FIELD_LABELS).toMatchObject({
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      phone: "Phone",
      licenseNumber: "License Number",
      licenseType: "License Type",
      initialLicenseDate: "Initial License Date",
      role: "Role",
      companyStatus: "Account Status",
    });
  });

  it("gives the admin record its rows, formatted, none as null", () => {
    expect(known(RECORD_FIELDS)).toEqual(["phone", "licenseNumber", "licenseType", "initialLicenseDate"]);
    const profile = { phone: "504", licenseNumber: null, licenseType: "broker", initialLicenseDate: "2015-06-01" };
    const rows = recordRows({ ...Object.fromEntries(RECORD_FIELDS.map((name) => [name, null])), ...profile } as Parameters<
      typeof recordRows
    >[0]);
    expect(rows).toHaveLength(RECORD_FIELDS.length);
    expect(rows.filter((row) => row.value !== null)).toEqual([
      { label: "Phone", value: "504" },
      { label: "License type", value: "Broker" },
      { label: "Initial license date", value: "Jun 01, 2015" },
    ]);
    expect(rows[RECORD_FIELDS.indexOf("licenseNumber")]).toEqual({ label: "License number", value: null });
  });

  it("gives the user CSV its columns (template, import, export) and the row validation", () => {
    expect(known(CSV_FIELDS)).toEqual(["firstName", "lastName", "email", "phone", "licenseNumber"]);
    expect(PROFILE_CSV_COLUMNS.filter((column) => KNOWN.includes(column.key)).map((column) => [column.header, column.required])).toEqual([
      ["first_name", true],
      ["last_name", true],
      ["email", true],
      ["phone", false],
      ["license_number", false],
    ]);
    expect(TEMPLATE_HEADERS).toEqual(PROFILE_CSV_COLUMNS.map((column) => column.header));
    expect(REQUIRED_HEADERS).toEqual(["first_name", "last_name", "email"]);
    expect(EXPORT_HEADERS).toEqual([...TEMPLATE_HEADERS, "account_status"]);
    expect(Object.keys(userCsvRowSchema.shape)).toEqual(CSV_FIELDS);
  });
});
