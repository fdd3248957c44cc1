// A user profile's fields, each written down once (decision 0098): its label, its validation, the
// forms that edit it, whether the admin user record shows it, its column in the company users CSV.
// Everything else is derived from this list: the forms' zod schemas and conform constraints
// (profile-form, admin-users, company-users), the model's column lists and update sets
// (app/models/accounts/profile-fields.server.ts), the admin record's rows and the CSV's columns
// (user-csv). A field is stored in the profiles column of the same name (db/schema/accounts.ts): the
// model does not compile for a field the table lacks. Pure and isomorphic.
import { z } from "zod";
import { formatCertificateDate } from "./certificate-format";
import { isDay, LICENSE_TYPE_LABELS, LICENSE_TYPES, louisianaToday, type LicenseType } from "./license-deadlines";

/**
 * The forms that save profile fields. Each form's schema holds exactly its fields (plus its own
 * extras: a role, a status, an e-mail with its own rules) and its model saves exactly those
 * (tests/integration/profile-field-forms.test.ts posts every field and reads the row back):
 * - profile: My Profile's Profile Information, the signed-in user's own (app/screens/profile)
 * - staffEdit: staff's Edit User (/admin/users/{id}/edit)
 * - companyEdit: the company's Edit User (Manage Users, also run by staff for any company)
 * - invite: Add User (Manage Users) and staff's New User, a new account's first values
 * The company users CSV import is no form here: it reads and stores the CSV columns (`csv`).
 */
export const PROFILE_FORMS = ["profile", "staffEdit", "companyEdit", "invite"] as const;
export type ProfileForm = (typeof PROFILE_FORMS)[number];

export type ProfileFieldSpec = {
  /** The field in sentences: its messages, the staff's stale-edit note, its row on the admin record. */
  label: string;
  /** Browser and server validation of the posted text; the output is what the profiles column stores. */
  schema: z.ZodType;
  /** The forms that edit it (none: only set by its own flow, e.g. the e-mail's). */
  forms: readonly ProfileForm[];
  /** A row of the admin user record (/admin/users/{id}): shown as stored, or through this function; "—" when empty. */
  record?: true | ((value: string) => string);
  /** Its header in the company users CSV: the template, the import (the same validation), the skipped rows and the export. */
  csv?: string;
  /** A valid posted value: the forms' round-trip test posts it and expects it saved. */
  example: string;
};

/** The same caps as sign-up's (account-forms), so every form accepts what another one saved. */
export const PROFILE_LIMITS = { firstName: 100, lastName: 100, phone: 40, licenseNumber: 50 } as const;

/** requirement signed-in-validation-rules (create/edit user) for the names; the rest are ours. */
export const PROFILE_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** The license the deadlines are computed from (decision 0027). */
export const LICENSE_MESSAGES = {
  invalidType: "Choose Salesperson or Broker.",
  invalidDate: "Enter the initial license date as a date (YYYY-MM-DD).",
  futureDate: "The initial license date cannot be in the future.",
  tooOld: "Enter a date from 1950 on.",
  typeNeeded: "Choose the license type of this license.",
} as const;

export const EMAIL_MAX = 254;
/** requirement signed-in-error-texts (company area): a user row's address (Add User, a CSV row). */
export const INVALID_EMAIL = "Invalid email address";
const EMAIL_PATTERN = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]{2,}$/;

/** The e-mail check of the user forms and of every imported row. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** A required text: trimmed; blank (or missing) gives the required message. */
const requiredText = (label: string, max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, PROFILE_MESSAGES.tooLong(label, max));

/** An optional free text: trimmed; empty becomes null (requirement signed-in-validation-rules). conform sends an empty input as undefined. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, PROFILE_MESSAGES.tooLong(label, max))
    .optional()
    .transform((value) => value || null);

/** A user row's address: trimmed, lower-cased like every stored address. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { message: INVALID_EMAIL, abort: true })
  .refine(isValidEmail, INVALID_EMAIL);

/** Forms that edit an existing account's license. */
const EDIT_FORMS = ["profile", "staffEdit", "companyEdit"] as const;
const EVERY_FORM = [...EDIT_FORMS, "invite"] as const;

/**
 * The fields, in the order the forms, the CSV and the audit entries list them. Add a field here (and
 * its profiles column); see docs/decisions/0098-profile-fields.md "How to add a profile field".
 */
export const PROFILE_FIELDS = {
  firstName: {
    label: "First name",
    schema: requiredText("First name", PROFILE_LIMITS.firstName, PROFILE_MESSAGES.firstNameRequired),
    forms: EVERY_FORM,
    csv: "first_name",
    example: " Ada ",
  },
  lastName: {
    label: "Last name",
    schema: requiredText("Last name", PROFILE_LIMITS.lastName, PROFILE_MESSAGES.lastNameRequired),
    forms: EVERY_FORM,
    csv: "last_name",
    example: "Lovelace",
  },
  // The sign-in address: edited by its own flows (the two-step change on My Profile, staff's change
  // at once, the company's correction while unverified; decision 0058), so only a new account's form
  // takes it from here. The admin record shows it in its own row, with whether it is verified.
  email: { label: "Email", schema: emailSchema, forms: ["invite"], csv: "email", example: "Ada.Lovelace@Example.com" },
  phone: {
    label: "Phone",
    schema: optionalText("Phone", PROFILE_LIMITS.phone),
    forms: EVERY_FORM,
    record: true,
    csv: "phone",
    example: "(504) 555-0100",
  },
  // Free text: license numbers have no single format across license types.
  licenseNumber: {
    label: "License number",
    schema: optionalText("License number", PROFILE_LIMITS.licenseNumber),
    forms: EVERY_FORM,
    record: true,
    csv: "license_number",
    example: "LA 0042317",
  },
  // License type (empty = none) and initial license date (empty = none), a real day from 1950 to
  // today in Louisiana; a date needs its type (checkLicense).
  licenseType: {
    label: "License type",
    schema: z
      .enum(LICENSE_TYPES, { error: LICENSE_MESSAGES.invalidType })
      .optional()
      .transform((value) => value ?? null),
    forms: EDIT_FORMS,
    record: (value: string) => LICENSE_TYPE_LABELS[value as LicenseType] ?? value,
    example: "broker",
  },
  initialLicenseDate: {
    label: "Initial license date",
    schema: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isDay(value), LICENSE_MESSAGES.invalidDate)
      .refine((value) => value === null || !isDay(value) || value >= "1950-01-01", LICENSE_MESSAGES.tooOld)
      .refine((value) => value === null || !isDay(value) || value <= louisianaToday(), LICENSE_MESSAGES.futureDate),
    forms: EDIT_FORMS,
    record: formatCertificateDate,
    example: "2015-06-01",
  },
} as const satisfies Record<string, ProfileFieldSpec>;

type Fields = typeof PROFILE_FIELDS;
export type ProfileFieldName = keyof Fields;
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileFieldName[];

/** The fields a form edits. */
export type FieldsOf<F extends ProfileForm> = {
  [K in ProfileFieldName]: F extends Fields[K]["forms"][number] ? K : never;
}[ProfileFieldName];
export type ProfileShape<F extends ProfileForm> = { [K in FieldsOf<F>]: Fields[K]["schema"] };
/** A field's value as validated (and stored). */
export type ProfileValue<K extends ProfileFieldName> = z.output<Fields[K]["schema"]>;

const spec = (name: ProfileFieldName): ProfileFieldSpec => PROFILE_FIELDS[name];

/** The fields a form edits, in the definition's order. */
export function fieldsOf<F extends ProfileForm>(form: F): FieldsOf<F>[] {
  return PROFILE_FIELD_NAMES.filter((name) => spec(name).forms.includes(form)) as FieldsOf<F>[];
}

/** The zod shape of a form's fields. */
export function profileShape<F extends ProfileForm>(form: F): ProfileShape<F> {
  return Object.fromEntries(fieldsOf(form).map((name) => [name, spec(name).schema])) as ProfileShape<F>;
}

/** A license date needs its license type (the deadlines depend on both). */
export function checkLicense(value: { licenseType?: LicenseType | null; initialLicenseDate?: string | null }, ctx: z.RefinementCtx) {
  if (value.initialLicenseDate && !value.licenseType) {
    ctx.addIssue({ code: "custom", path: ["licenseType"], message: LICENSE_MESSAGES.typeNeeded });
  }
}

/**
 * A form's schema: its profile fields, then `extra` — what is not a profile field or has the form's
 * own rules there (a role, a status, the e-mail) —, with the checks across fields. Anything else
 * posted is dropped: a field no form lists is refused by every form, never half saved.
 */
export function profileFormSchema<F extends ProfileForm, E extends z.ZodRawShape = Record<never, never>>(form: F, extra?: E) {
  return z
    .object({ ...profileShape(form), ...((extra ?? {}) as E) })
    .superRefine((value, ctx) => checkLicense(value as Parameters<typeof checkLicense>[0], ctx));
}

/** The names of a form schema's fields: its profile fields in the definition's order, then the rest in theirs. */
export function formFieldNames<S extends z.ZodObject>(schema: S): (keyof z.output<S> & string)[] {
  const keys = Object.keys(schema.shape);
  const rank = (key: string) => {
    const at = PROFILE_FIELD_NAMES.indexOf(key as ProfileFieldName);
    return at === -1 ? PROFILE_FIELD_NAMES.length + keys.indexOf(key) : at;
  };
  return keys.sort((a, b) => rank(a) - rank(b)) as (keyof z.output<S> & string)[];
}

/** The form's values of a stored profile: empty text for none (what a conform form's defaultValue takes). */
export function formValues<K extends ProfileFieldName>(names: readonly K[], row: { [P in K]: string | null }): { [P in K]: string } {
  return Object.fromEntries(names.map((name) => [name, row[name] ?? ""])) as { [P in K]: string };
}

// ---------------------------------------------------------------- the admin user record

export type RecordFieldName = { [K in ProfileFieldName]: Fields[K] extends { record: unknown } ? K : never }[ProfileFieldName];
export const RECORD_FIELDS = PROFILE_FIELD_NAMES.filter((name) => spec(name).record) as RecordFieldName[];

/** The record's profile rows, in order: the label and the value as shown (null: none, shown as "—"). */
export function recordRows(profile: { [K in RecordFieldName]: string | null }): { label: string; value: string | null }[] {
  return RECORD_FIELDS.map((name) => {
    const { label, record } = spec(name);
    const value = profile[name];
    return { label, value: value === null ? null : typeof record === "function" ? record(value) : value };
  });
}

// ---------------------------------------------------------------- the company users CSV

export type CsvFieldName = { [K in ProfileFieldName]: Fields[K] extends { csv: string } ? K : never }[ProfileFieldName];
export const CSV_FIELDS = PROFILE_FIELD_NAMES.filter((name) => spec(name).csv) as CsvFieldName[];

/** A field is required when its schema refuses a missing value. */
const isRequired = (name: ProfileFieldName) => !spec(name).schema.safeParse(undefined).success;

/** The CSV's columns in file order: header, the field (and profiles column) it holds, required or not. */
export const PROFILE_CSV_COLUMNS: readonly { header: string; key: CsvFieldName; required: boolean }[] = CSV_FIELDS.map((key) => ({
  header: spec(key).csv!,
  key,
  required: isRequired(key),
}));

/**
 * A CSV row's validation: each column's field schema, an empty cell read as none (as conform sends
 * an empty input), with the checks across fields.
 */
export const profileCsvSchema = z
  .object(
    Object.fromEntries(CSV_FIELDS.map((name) => [name, z.preprocess((cell) => (cell === "" ? undefined : cell), spec(name).schema)])) as {
      [K in CsvFieldName]: z.ZodPipe<z.ZodTransform<unknown, unknown>, Fields[K]["schema"]>;
    },
  )
  .superRefine((value, ctx) => checkLicense(value as Parameters<typeof checkLicense>[0], ctx));
