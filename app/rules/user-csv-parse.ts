// Reading an uploaded company users CSV (requirement signed-in-validation-rules; decision 0025) with csv-parse (RFC
// 4180: quoted commas and quotes, CRLF, a UTF-8 BOM, Excel's ";" export, blank lines); headers are
// matched case-insensitively and trimmed. Server-side only in practice: csv-parse needs Buffer.
import { readCsvRecords } from "./csv-read";
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, REQUIRED_HEADERS, USER_CSV_COLUMNS, userCsvRowSchema, type CsvUserRow } from "./user-csv";

/** A cell exported as "'=…" is read back as "=…" (the neutralisation of csvCell undone). */
function restoreCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export type ParsedCsv = { ok: true; rows: CsvUserRow[] } | { ok: false; message: string };

/** Reads the file's text: headers matched case-insensitively and trimmed; blank lines ignored. */
export function parseUserCsv(text: string): ParsedCsv {
  const records = readCsvRecords(text, IMPORT_MAX_ROWS + 2);
  if (!records) return { ok: false, message: IMPORT_MESSAGES.unreadable };
  if (records.length < 2) return { ok: false, message: IMPORT_MESSAGES.noRows };
  if (records.length > IMPORT_MAX_ROWS + 1) return { ok: false, message: IMPORT_MESSAGES.tooManyRows };
  const headers = records[0].map((h) => h.trim().toLowerCase().replace(/\s+/g, "_"));
  const missing = REQUIRED_HEADERS.filter((h) => !headers.includes(h));
  if (missing.length > 0) return { ok: false, message: IMPORT_MESSAGES.missingHeaders(missing) };
  const columns = USER_CSV_COLUMNS.map((column) => ({ key: column.key, index: headers.indexOf(column.header) }));
  const cell = (record: string[], index: number) => (index < 0 ? "" : restoreCell((record[index] ?? "").trim()));
  // csv-parse's line numbers are not kept with `to`; count data records instead (blank lines are skipped).
  const rows = records.slice(1).map((record, i): CsvUserRow => ({
    line: i + 2,
    ...(Object.fromEntries(columns.map(({ key, index }) => [key, cell(record, index)])) as Omit<CsvUserRow, "line">),
  }));
  const anyValid = rows.some((row) => userCsvRowSchema.safeParse(row).success);
  if (!anyValid) return { ok: false, message: IMPORT_MESSAGES.noValidRows };
  return { ok: true, rows };
}
