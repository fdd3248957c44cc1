// Reading an uploaded CSV the way every import here does (decisions 0025 and 0044): csv-parse (RFC
// 4180: quoted commas, quotes and line breaks, CRLF, a UTF-8 BOM), the delimiter Excel chose (many
// locales save "CSV" with semicolons: the header line decides), blank lines skipped, cells trimmed.
// Server-side only in practice: csv-parse needs Buffer.
import { parse } from "csv-parse/sync";

/** Excel in many locales saves "CSV" with semicolons: the header line decides. */
function delimiterOf(text: string): "," | ";" {
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const outsideQuotes = header.replace(/"[^"]*"/g, "");
  return (outsideQuotes.match(/;/g)?.length ?? 0) > (outsideQuotes.match(/,/g)?.length ?? 0) ? ";" : ",";
}

/** The records (header line first), reading at most `maxRecords`; null when the text is not CSV. */
export function readCsvRecords(text: string, maxRecords: number): string[][] | null {
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      to: maxRecords,
    }) as string[][];
  } catch {
    return null;
  }
}
