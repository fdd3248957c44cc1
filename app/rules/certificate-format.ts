// Certificate dates are Louisiana dates: a course finished at 11 p.m. in Baton Rouge is completed that
// day, whatever the server's clock zone. Stored as "yyyy-MM-dd" (a date column), shown "MMM dd, yyyy".
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { SCHOOL_TIME_ZONE } from "./school-time";
import { formatHours } from "./hours";

/** A certificate template's layout (certificate_templates.layout). */
export type CertificateLayout = {
  heading: string;
  /** The default body wording; `bodyByCourseType` overrides it for one course type. */
  body: string;
  accentColor: string;
  showQrCode: boolean;
  bodyByCourseType?: Record<string, string>;
  /** The signer printed on certificates issued with this template (else the settings' signer). */
  signerName?: string | null;
  signerTitle?: string | null;
  /** An uploaded image of the signature (/uploads/…, PNG or JPEG), drawn above the signer's name. */
  signatureImageUrl?: string | null;
  /** The §5335 items the template prints (the editor refuses one missing any). */
  items?: string[];
};

/** Used when a certificate's template has gone (templates can be deleted once unused). */
export const DEFAULT_CERTIFICATE_LAYOUT: CertificateLayout = {
  heading: "Certificate of Completion",
  body: "has satisfactorily completed the course named below.",
  accentColor: "#0f3d5e",
  showQrCode: true,
};

/** The school-time calendar date of an instant, as "yyyy-MM-dd". */
export function schoolDate(instant: Date): string {
  return format(new TZDate(instant, SCHOOL_TIME_ZONE), "yyyy-MM-dd");
}

/** "yyyy-MM-dd" → "MMM dd, yyyy" (requirement student-certificates), without any time-zone shift. */
export function formatCertificateDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return format(new Date(Number(year), Number(month) - 1, Number(day)), "MMM dd, yyyy");
}

/** "yyyy-MM-dd" → "MMMM d, yyyy", the long form printed on the certificate. */
export function formatCertificateDateLong(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return format(new Date(Number(year), Number(month) - 1, Number(day)), "MMMM d, yyyy");
}

/** "1 credit hour", "4.5 credit hours". */
export function formatCreditHours(hours: number): string {
  return `${formatHours(hours)} credit ${hours === 1 ? "hour" : "hours"}`;
}
