// The company users CSV (requirements signed-in-data-fields, signed-in-validation-rules; decision 0025): the messages and limits, deciding
// each row's fate against the accounts that already exist, the seat arithmetic, and writing CSV with
// formula cells neutralised. Reading a file is in ./user-csv-parse (csv-parse stays out of the
// browser bundle: its module code needs Node's Buffer).
import type { z } from "zod";
import { countOf } from "./plural";
import { sizeText } from "./upload";
import { PROFILE_CSV_COLUMNS, profileCsvSchema, type CsvFieldName } from "./profile-fields";

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** More rows than a brokerage has agents is a mistake (or an attack): refused before parsing the rest. */
export const IMPORT_MAX_ROWS = 20_000;

/**
 * The columns of the company users CSV, in file order (decisions 0065, 0098): the profile fields
 * with a CSV header (app/rules/profile-fields.ts). The one list the template, the reading of an
 * upload (matched by header), the required-field check, the skipped-rows file, the export (which adds
 * account_status) and the insert follow. `key` is the row's field, the field of `userCsvRowSchema`
 * that validates it and the profiles column it is stored in (the model's insert and the export's
 * select do not compile for a key profiles does not have).
 */
export const USER_CSV_COLUMNS = PROFILE_CSV_COLUMNS;
export type UserCsvKey = CsvFieldName;
export const USER_CSV_KEYS: readonly UserCsvKey[] = USER_CSV_COLUMNS.map((column) => column.key);
export const REQUIRED_HEADERS: readonly string[] = USER_CSV_COLUMNS.filter((column) => column.required).map((column) => column.header);
export const OPTIONAL_HEADERS: readonly string[] = USER_CSV_COLUMNS.filter((column) => !column.required).map((column) => column.header);
export const TEMPLATE_HEADERS: readonly string[] = USER_CSV_COLUMNS.map((column) => column.header);
export const TEMPLATE_FILE_NAME = "user_import_template.csv";

/** requirements signed-in-validation-rules, signed-in-error-texts (company area). */
export const IMPORT_MESSAGES = {
  noFile: "Please select a CSV file first",
  notCsv: "Please select a CSV file",
  tooLarge: `The CSV file must be ${sizeText(IMPORT_MAX_BYTES)} or smaller`,
  tooManyRows: `The CSV file may have at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows`,
  noRows: "CSV file must contain header row and at least one data row",
  missingHeaders: (missing: string[]) => `Missing required fields: ${missing.join(", ")}`,
  noValidRows: "No valid user records found in CSV",
  unreadable: "Failed to process CSV file",
  noSeats: "No seats remaining. Cannot import users.",
  imported: (n: number) => `Successfully imported ${countOf(n, "user", "users")}`,
  invited: (n: number) => `${countOf(n, "invitation", "invitations")} sent: existing accounts join when their owners accept.`,
  notFound: "This import was not found. Please upload the file again.",
} as const;

/** A data row as read from the file (line = its line number in the file, the header being line 1). */
export type CsvUserRow = { line: number } & Record<UserCsvKey, string>;

/** Is the upload a CSV? By extension or by type (browsers send text/csv, Excel on Windows application/vnd.ms-excel). */
export function isCsvUpload(fileName: string, type: string): boolean {
  return /\.csv$/i.test(fileName) || type.split(";")[0].trim().toLowerCase() === "text/csv";
}

export type RowFate =
  | { kind: "create"; row: CsvUserRow; value: ValidRow }
  | { kind: "invite"; row: CsvUserRow; value: ValidRow; userId: string }
  | { kind: "skip"; row: CsvUserRow; reason: string };

/** A row's validation: each column's profile field schema (app/rules/profile-fields.ts). */
export const userCsvRowSchema = profileCsvSchema;
/** A row once validated: what is stored for a new account's profile. */
export type ValidRow = z.output<typeof userCsvRowSchema>;
/** Every column is validated and every validated field is a column (a compile error otherwise). */
const _columnsAreValidated: [UserCsvKey] extends [keyof ValidRow] ? ([keyof ValidRow] extends [UserCsvKey] ? true : never) : never = true;

export const SKIP_REASONS = {
  missing: (fields: string[]) => `Missing required field${fields.length > 1 ? "s" : ""}: ${fields.join(", ")}`,
  invalidEmail: "Invalid email address",
  duplicate: (line: number) => `Duplicate email in the file (first on row ${line})`,
  alreadyMember: "Already in this company",
  otherCompany: "Already in another company",
  platformRole: "Platform account: cannot be added to a company",
  alreadyInvited: "Invitation already sent",
  seatLimit: "Not imported: no seats remaining",
} as const;

/** Who already has an account, by lower-cased address: their company, a platform role, a pending invitation from this company. */
export type ExistingAccounts = Map<string, { userId: string; companyId: string | null; platformRole?: boolean; invited?: boolean }>;

/** The preview's words for a row that goes in (decision 0053: an existing account is invited, never added). */
export const FATE_LABELS = { create: "Will be created", invite: "Invitation will be sent" } as const;

/**
 * Each row's fate, in file order: created, invited (an existing account without a company and
 * without a platform role: it joins only if its owner accepts; decision 0053) or skipped with the reason.
 */
export function classifyRows(rows: CsvUserRow[], existing: ExistingAccounts, companyId: string): RowFate[] {
  const firstLine = new Map<string, number>();
  return rows.map((row): RowFate => {
    const missing = USER_CSV_COLUMNS.filter((column) => column.required && !row[column.key].trim()).map((column) => column.header);
    if (missing.length > 0) return { kind: "skip", row, reason: SKIP_REASONS.missing(missing) };
    const parsed = userCsvRowSchema.safeParse(row);
    if (!parsed.success) return { kind: "skip", row, reason: parsed.error.issues[0]?.message ?? SKIP_REASONS.invalidEmail };
    const value = parsed.data;
    const first = firstLine.get(value.email);
    if (first !== undefined) return { kind: "skip", row, reason: SKIP_REASONS.duplicate(first) };
    firstLine.set(value.email, row.line);
    const account = existing.get(value.email);
    if (!account) return { kind: "create", row, value };
    if (account.companyId === companyId) return { kind: "skip", row, reason: SKIP_REASONS.alreadyMember };
    if (account.platformRole) return { kind: "skip", row, reason: SKIP_REASONS.platformRole };
    if (account.companyId) return { kind: "skip", row, reason: SKIP_REASONS.otherCompany };
    if (account.invited) return { kind: "skip", row, reason: SKIP_REASONS.alreadyInvited };
    return { kind: "invite", row, value, userId: account.userId };
  });
}

export type ImportPlan = {
  fates: RowFate[];
  /** Rows that go in (created + invited): each needs a free seat (an invitation again when it is accepted). */
  importable: number;
  /** Free seats; null = unlimited (or a platform admin, who is exempt). */
  remaining: number | null;
  /** How many rows the confirm imports: all importable ones, or the first N that fit. */
  toImport: number;
  overflow: boolean;
  noSeats: boolean;
};

/** The seat arithmetic of the preview and the confirm (requirement signed-in-validation-rules). */
export function planImport(fates: RowFate[], remaining: number | null): ImportPlan {
  const importable = fates.filter((f) => f.kind !== "skip").length;
  const toImport = remaining === null ? importable : Math.min(importable, remaining);
  return {
    fates,
    importable,
    remaining,
    toImport,
    overflow: importable > toImport,
    noSeats: importable > 0 && remaining === 0,
  };
}

/** The fates once only the first `limit` importable rows go in: the rest are skipped for the seat limit. */
export function applyLimit(fates: RowFate[], limit: number): RowFate[] {
  let taken = 0;
  return fates.map((fate) => {
    if (fate.kind === "skip") return fate;
    if (taken < limit) {
      taken++;
      return fate;
    }
    return { kind: "skip", row: fate.row, reason: SKIP_REASONS.seatLimit };
  });
}

/**
 * One CSV cell: a value starting with =, +, -, @, tab or carriage return gets a leading apostrophe
 * so a spreadsheet shows it as text instead of running it (CSV injection); quoted when needed.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated, RFC 4180). */
export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export const SKIPPED_HEADERS = [...TEMPLATE_HEADERS, "reason"];

/** The export (users.export.tsx): the columns, then the account's status. */
export const EXPORT_HEADERS = [...TEMPLATE_HEADERS, "account_status"];
export function exportLine(user: Record<UserCsvKey, string | null> & { accountStatus: string }): string {
  return csvLine([...USER_CSV_KEYS.map((key) => user[key]), user.accountStatus]);
}

/** The error file: the skipped rows as they were read, with the reason, ready to fix and upload again. */
export function skippedCsv(skipped: { row: CsvUserRow; reason: string }[]): string {
  return (
    csvLine([...SKIPPED_HEADERS]) + skipped.map(({ row, reason }) => csvLine([...USER_CSV_KEYS.map((key) => row[key]), reason])).join("")
  );
}
