// Certificate correction (decision 0061): after staff correct a learner's name or license
// number, they reissue the certificate. The same certificate id then shows the learner's current
// details; the version it replaces is kept. Pure and isomorphic: what a reissue would change, the
// reason's rules and the texts.
import { z } from "zod";
import { requiresLicenseNumber } from "./license-gate";

export const CERTIFICATE_CORRECTION_MESSAGES = {
  notFound: "Certificate not found.",
  unchanged: "The certificate already shows the learner's current name and license number.",
  anonymised: "This account has been anonymised. Its certificates are kept as they are.",
  yourself: "You cannot reissue your own certificate. Ask another admin.",
  licenseMissing: "This certificate prints the learner's license number. Add it to the learner's record before reissuing.",
  reasonRequired: "Enter the reason for the correction.",
  reasonTooLong: "Keep the reason under 500 characters.",
} as const;

export const CERTIFICATE_CORRECTION_TOASTS = {
  done: { type: "success", title: "Certificate reissued", description: "The learner has been e-mailed the corrected certificate." },
  failed: { type: "error", title: "Could not reissue the certificate" },
} as const;

export const REASON_MAX_LENGTH = 500;

export const reissueSchema = z.object({
  reason: z
    .string({ error: CERTIFICATE_CORRECTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, CERTIFICATE_CORRECTION_MESSAGES.reasonRequired)
    .max(REASON_MAX_LENGTH, CERTIFICATE_CORRECTION_MESSAGES.reasonTooLong),
});

/** The learner's details a certificate prints from the profile (decision 0012's snapshot). */
export type CertificateLearnerDetails = { studentName: string; licenseNumber: string | null };

export type CertificateChange = { field: "studentName" | "licenseNumber"; label: string; before: string | null; after: string | null };

export type CertificateCorrection = {
  /** What the reissued certificate will print. */
  next: CertificateLearnerDetails;
  /** Only the fields that differ, in print order. */
  changes: CertificateChange[];
  /** A course that prints the license number, and the profile has none: a reissue is refused. */
  licenseMissing: boolean;
};

/**
 * What reissuing a certificate would print, from the learner's profile now, by the rules of issue
 * (issueCertificate): the full name; the license number only on Continuing Education and
 * Post-licensing certificates, blank → none.
 */
export function certificateCorrection(
  current: CertificateLearnerDetails,
  profile: { firstName: string; lastName: string; licenseNumber: string | null },
  courseType: string,
): CertificateCorrection {
  const printsLicense = requiresLicenseNumber(courseType);
  const next: CertificateLearnerDetails = {
    studentName: `${profile.firstName} ${profile.lastName}`.trim(),
    licenseNumber: printsLicense ? profile.licenseNumber?.trim() || null : null,
  };
  const changes: CertificateChange[] = [];
  if (next.studentName !== current.studentName)
    changes.push({ field: "studentName", label: "Name", before: current.studentName, after: next.studentName });
  if (next.licenseNumber !== (current.licenseNumber ?? null))
    changes.push({ field: "licenseNumber", label: "License number", before: current.licenseNumber ?? null, after: next.licenseNumber });
  return { next, changes, licenseMissing: printsLicense && next.licenseNumber === null };
}
