// Certificate correction (decision 0061): after staff correct a learner's name or license
// number on the record, they reissue the certificate. The row keeps its id and unique certificate id
// (so the printed QR code and /verify link stay good) and takes the learner's current details; the
// version it replaces goes to certificate_versions with who corrected it, when and why. One
// transaction: the certificate row locked, the version kept, the row rewritten, the audit entry and
// the learner's e-mail (the outbox row, so it is sent only if all of it commits).
import { asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { formatCentralDate } from "~/emails/templates";
import { appUrl } from "~/models/accounts/account.server";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { enqueueEmail } from "~/services/email.server";
import { certificateCorrection, type CertificateChange } from "~/rules/certificate-correction";
import { certificatePdfPath } from "~/rules/certificate-id";

const { certificateVersions, generatedCertificates, profiles } = schema;

export const CERTIFICATE_REISSUE_ACTION = "certificate.reissue";

export type CertificateVersion = {
  version: number;
  studentName: string;
  licenseNumber: string | null;
  issuedAt: Date;
  correctedAt: Date;
  correctedBy: string | null;
  /** The staff member's name as their profile has it now; null once their account is gone. */
  correctedByName: string | null;
  reason: string;
};

export type ReissueRefusal = "not_found" | "yourself" | "anonymised" | "unchanged" | "license_missing";
export type ReissueResult =
  { ok: true; version: number; uniqueCertificateId: string; changes: CertificateChange[] } | { ok: false; reason: ReissueRefusal };

/** Earlier versions of these certificates, oldest first, by certificate (row) id. */
export async function certificateVersionsOf(certificateIds: string[]): Promise<Map<string, CertificateVersion[]>> {
  const byCertificate = new Map<string, CertificateVersion[]>();
  if (certificateIds.length === 0) return byCertificate;
  const rows = await getDb()
    .select({
      certificateId: certificateVersions.certificateId,
      version: certificateVersions.version,
      studentName: certificateVersions.studentName,
      licenseNumber: certificateVersions.licenseNumber,
      issuedAt: certificateVersions.issuedAt,
      correctedAt: certificateVersions.correctedAt,
      correctedBy: certificateVersions.correctedBy,
      correctedByName: sql<string | null>`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`,
      reason: certificateVersions.reason,
    })
    .from(certificateVersions)
    .leftJoin(profiles, eq(profiles.id, certificateVersions.correctedBy))
    .where(inArray(certificateVersions.certificateId, certificateIds))
    .orderBy(asc(certificateVersions.certificateId), asc(certificateVersions.version));
  for (const { certificateId, ...version } of rows) {
    const list = byCertificate.get(certificateId) ?? [];
    list.push(version);
    byCertificate.set(certificateId, list);
  }
  return byCertificate;
}

/**
 * The confirmation page's data: a learner's certificate (by its row id), what a reissue would change
 * now, and its earlier versions; null when the certificate is not this learner's.
 */
export async function getCertificateCorrection(userId: string, certificateId: string) {
  const [row] = await getDb()
    .select({
      id: generatedCertificates.id,
      userId: generatedCertificates.userId,
      uniqueCertificateId: generatedCertificates.uniqueCertificateId,
      courseTitle: generatedCertificates.courseTitle,
      courseType: generatedCertificates.courseType,
      completionDate: generatedCertificates.completionDate,
      studentName: generatedCertificates.studentName,
      licenseNumber: generatedCertificates.licenseNumber,
      version: generatedCertificates.version,
      correctedAt: generatedCertificates.correctedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      profileLicenseNumber: profiles.licenseNumber,
      anonymisedAt: profiles.anonymisedAt,
    })
    .from(generatedCertificates)
    .innerJoin(profiles, eq(profiles.id, generatedCertificates.userId))
    .where(eq(generatedCertificates.id, certificateId));
  if (!row || row.userId !== userId) return null;
  const correction = certificateCorrection(
    row,
    { firstName: row.firstName, lastName: row.lastName, licenseNumber: row.profileLicenseNumber },
    row.courseType,
  );
  const versions = (await certificateVersionsOf([row.id])).get(row.id) ?? [];
  return { certificate: row, correction, versions };
}

/** Why a reissue would be refused now (the same checks reissueCertificate makes under its locks). */
export function reissueRefusal(
  correction: ReturnType<typeof certificateCorrection>,
  learner: { anonymisedAt: Date | null; userId: string },
  actor: AuditActor,
): Exclude<ReissueRefusal, "not_found"> | null {
  if (learner.userId === actor.userId) return "yourself";
  if (learner.anonymisedAt) return "anonymised";
  // A certificate that prints the license number never loses it to a blank profile field.
  if (correction.changes.some((c) => c.field === "licenseNumber" && c.after === null)) return "license_missing";
  if (correction.changes.length === 0) return "unchanged";
  return null;
}

/**
 * Reissues a certificate with the learner's current name and license number (staff only; the caller
 * has checked the role). `userId`, when given, must own the certificate (the record page's URL).
 */
export async function reissueCertificate(
  certificateId: string,
  actor: AuditActor,
  reason: string,
  options: { userId?: string; now?: Date } = {},
): Promise<ReissueResult> {
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx): Promise<ReissueResult> => {
    // The certificate row first, then the learner's profile (shared: an edit or an anonymisation of
    // the profile waits for this reissue, and this one reads the committed profile).
    const [certificate] = await tx.select().from(generatedCertificates).where(eq(generatedCertificates.id, certificateId)).for("update");
    if (!certificate || (options.userId && certificate.userId !== options.userId)) return { ok: false, reason: "not_found" };
    const [profile] = await tx
      .select({
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        licenseNumber: profiles.licenseNumber,
        email: profiles.email,
        companyId: profiles.companyId,
        anonymisedAt: profiles.anonymisedAt,
      })
      .from(profiles)
      .where(eq(profiles.id, certificate.userId))
      .for("share");
    if (!profile) return { ok: false, reason: "not_found" };
    const correction = certificateCorrection(certificate, profile, certificate.courseType);
    const refusal = reissueRefusal(correction, { anonymisedAt: profile.anonymisedAt, userId: certificate.userId }, actor);
    if (refusal) return { ok: false, reason: refusal };

    await tx.insert(certificateVersions).values({
      certificateId: certificate.id,
      version: certificate.version,
      studentName: certificate.studentName,
      licenseNumber: certificate.licenseNumber,
      issuedAt: certificate.correctedAt ?? certificate.generatedAt,
      correctedAt: now,
      correctedBy: actor.userId,
      reason,
    });
    const version = certificate.version + 1;
    await tx
      .update(generatedCertificates)
      .set({ studentName: correction.next.studentName, licenseNumber: correction.next.licenseNumber, version, correctedAt: now })
      .where(eq(generatedCertificates.id, certificate.id));

    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const change of correction.changes) {
      before[change.field] = change.before;
      after[change.field] = change.after;
    }
    await recordAudit(tx, {
      actor,
      action: CERTIFICATE_REISSUE_ACTION,
      entityType: "certificate",
      entityId: certificate.id,
      companyId: profile.companyId,
      before,
      after,
      details: { userId: certificate.userId, uniqueCertificateId: certificate.uniqueCertificateId, version, reason },
    });
    await enqueueEmail(tx, {
      to: profile.email,
      templateKey: "certificate_reissued",
      variables: {
        firstName: profile.firstName,
        courseTitle: certificate.courseTitle,
        certificateId: certificate.uniqueCertificateId,
        certificateUrl: appUrl(certificatePdfPath(certificate.uniqueCertificateId)),
        correctedOn: formatCentralDate(now),
      },
    });
    return { ok: true, version, uniqueCertificateId: certificate.uniqueCertificateId, changes: correction.changes };
  });
}
