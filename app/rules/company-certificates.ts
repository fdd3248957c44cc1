// Company certificates (decision 0059): the filters of the company admin's certificate list
// (GET query parameters, so the plain form, the CSV export and the ZIP download read the same ones),
// its page size, the cap on PDFs in one ZIP, and the names and columns of the downloads.
import { z } from "zod";
import { calendarDateSchema } from "./calendar-date-schema";
import { COURSE_TYPES } from "./course-type";
import { isUuid } from "./ids";

export const COMPANY_CERTIFICATES_PATH = "/company-dashboard/company-certificates";
export const COMPANY_CERTIFICATES_CSV_PATH = `${COMPANY_CERTIFICATES_PATH}/export`;
export const COMPANY_CERTIFICATES_ZIP_PATH = `${COMPANY_CERTIFICATES_PATH}/download`;
export const COMPANY_CERTIFICATES_PAGE_SIZE = 20;
/** At most this many PDFs go in one ZIP; a larger list is narrowed with the filters first. */
export const ZIP_CERTIFICATE_LIMIT = 100;

export const COMPANY_CERTIFICATE_MESSAGES = {
  invalidFilters: "Some filters are not valid. Check the member, course, type and dates.",
  invalidDate: "The 'Issued from' and 'Issued to' dates must be real days from 1900 to 2100, written YYYY-MM-DD.",
  badRange: "The 'Issued from' date must be on or before the 'Issued to' date.",
  nothingToDownload: "No certificates match these filters.",
  tooMany: `A ZIP holds at most ${ZIP_CERTIFICATE_LIMIT} certificates. Narrow the filters (member, course, type or dates) and try again.`,
} as const;

export const COMPANY_CERTIFICATE_CSV_HEADERS = [
  "certificate_id",
  "member_first_name",
  "member_last_name",
  "member_email",
  "license_number",
  "course_title",
  "course_type",
  "hours",
  "attempt",
  "completion_date",
] as const;

export type CertificateFilters = {
  member: string | null;
  course: string | null;
  type: (typeof COURSE_TYPES)[number] | null;
  from: string | null;
  to: string | null;
};

const isoDay = calendarDateSchema(COMPANY_CERTIFICATE_MESSAGES.invalidDate);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null), schema.nullable());

const filtersSchema = z
  .object({
    member: optional(z.string().refine(isUuid)),
    course: optional(z.string().refine(isUuid)),
    type: optional(z.enum(COURSE_TYPES)),
    from: optional(isoDay),
    to: optional(isoDay),
    page: z.preprocess((value) => (value === null || value === "" ? 1 : value), z.coerce.number().int().min(1).max(100_000)),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: COMPANY_CERTIFICATE_MESSAGES.badRange });

export type ParsedFilters = { ok: true; filters: CertificateFilters; page: number } | { ok: false; message: string };

/** The filters from a URL's query string; invalid values are refused with a message, never guessed at. */
export function parseCertificateFilters(params: URLSearchParams): ParsedFilters {
  const result = filtersSchema.safeParse({
    member: params.get("member"),
    course: params.get("course"),
    type: params.get("type"),
    from: params.get("from"),
    to: params.get("to"),
    page: params.get("page"),
  });
  if (!result.success) {
    const messages = new Set(result.error.issues.map((issue) => issue.message));
    const message = messages.has(COMPANY_CERTIFICATE_MESSAGES.invalidDate)
      ? COMPANY_CERTIFICATE_MESSAGES.invalidDate
      : messages.has(COMPANY_CERTIFICATE_MESSAGES.badRange)
        ? COMPANY_CERTIFICATE_MESSAGES.badRange
        : COMPANY_CERTIFICATE_MESSAGES.invalidFilters;
    return { ok: false, message };
  }
  const { page, ...filters } = result.data;
  return { ok: true, filters: filters as CertificateFilters, page };
}

/** The query string of these filters (empty ones left out), optionally with a page. */
export function filtersQuery(filters: CertificateFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["member", "course", "type", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** company_certificates_{YYYY-MM-DD}.csv / .zip */
export function certificatesFileName(extension: "csv" | "zip", now: Date): string {
  return `company_certificates_${now.toISOString().slice(0, 10)}.${extension}`;
}

/** A ZIP entry's name: the member, the course and the certificate id, so names never collide. */
export function zipEntryName(row: { lastName: string; firstName: string; courseTitle: string; uniqueCertificateId: string }): string {
  const safe = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .slice(0, 40) || "x";
  return `${safe(`${row.lastName} ${row.firstName}`)}_${safe(row.courseTitle)}_${row.uniqueCertificateId.replace(/[^\w-]/g, "")}.pdf`;
}
