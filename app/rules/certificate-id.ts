// Certificate ids (requirement learning-data-fields: "uniqueCertificateId contains a '-CERT-' marker; the part before it is
// the course id"). Format: `{courseId}-CERT-{suffix}`, the suffix being 10 characters of Crockford
// base32 (0-9, A-Z without I, L, O, U), upper case: 50 random bits, easy to read aloud or retype.
import { UUID_PATTERN } from "./ids";

export const CERTIFICATE_ID_MARKER = "-CERT-";
export const CERTIFICATE_SUFFIX_LENGTH = 10;
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const SUFFIX_PATTERN = new RegExp(`^[${ALPHABET}]{${CERTIFICATE_SUFFIX_LENGTH}}$`);

/** A random suffix; `randomBytes` is injectable for tests (defaults to Web Crypto, in Node and browsers). */
export function randomCertificateSuffix(
  randomBytes: (length: number) => Uint8Array = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length)),
): string {
  const bytes = randomBytes(CERTIFICATE_SUFFIX_LENGTH);
  let suffix = "";
  // One 5-bit symbol per byte: 256 is a multiple of 32, so every symbol is equally likely.
  for (let i = 0; i < CERTIFICATE_SUFFIX_LENGTH; i++) suffix += ALPHABET[(bytes[i] ?? 0) & 31];
  return suffix;
}

export function formatCertificateId(courseId: string, suffix: string): string {
  if (!UUID_PATTERN.test(courseId)) throw new Error(`Not a course id: ${courseId}`);
  if (!SUFFIX_PATTERN.test(suffix)) throw new Error(`Not a certificate suffix: ${suffix}`);
  return `${courseId.toLowerCase()}${CERTIFICATE_ID_MARKER}${suffix}`;
}

export type ParsedCertificateId = { courseId: string; suffix: string };

/**
 * Splits an id into its course id and suffix, or null when it is not one of ours. Lenient about case
 * and surrounding blanks (people retype ids from paper), strict about everything else.
 */
export function parseCertificateId(value: string): ParsedCertificateId | null {
  const trimmed = value.trim();
  const at = trimmed.toUpperCase().lastIndexOf(CERTIFICATE_ID_MARKER);
  if (at < 0) return null;
  const courseId = trimmed.slice(0, at).toLowerCase();
  const suffix = trimmed.slice(at + CERTIFICATE_ID_MARKER.length).toUpperCase();
  if (!UUID_PATTERN.test(courseId) || !SUFFIX_PATTERN.test(suffix)) return null;
  return { courseId, suffix };
}

/** The canonical spelling of an id (lower-case course id, upper-case suffix), or null. */
export function normalizeCertificateId(value: string): string | null {
  const parsed = parseCertificateId(value);
  return parsed ? formatCertificateId(parsed.courseId, parsed.suffix) : null;
}

/** The certificate PDF's resource route (app/routes/_resources+/certificates.$certificateId[.pdf].tsx). */
export function certificatePdfPath(uniqueCertificateId: string): string {
  return `/certificates/${encodeURIComponent(uniqueCertificateId)}.pdf`;
}

/** The public verification page the QR code points to. */
export function verificationPath(uniqueCertificateId: string): string {
  return `/verify/${encodeURIComponent(uniqueCertificateId)}`;
}
