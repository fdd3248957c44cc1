// Issued certificates (requirement progress-unlocking-and-quiz-flow "Evaluation and certificate", requirement signed-in-data-fields generated_certificates).
//
// Attempt numbers (docs/decisions/0012-certificates-and-retake.md): every retake writes an audit_log
// row (action RETAKE_STARTED_ACTION, entity the course, details.userId the learner) in the same
// transaction as the reset. The learner's current attempt is 1 + the number of those rows, so it
// never goes back and needs no new column. A completion's certificate is the row for
// (user, course, evaluation, current attempt): the unique index on those four columns makes issuing
// idempotent — a second submit of the same completion, or ten concurrent ones, find the row already
// there — and a retake moves the learner on to the next attempt number, so the next completion
// yields a new certificate while earlier ones stay valid.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Tx, type Db } from "~/db.server";
import { canViewCertificate, type CertificateViewer } from "~/rules/certificate-access";
import {
  certificatePdfPath,
  formatCertificateId,
  normalizeCertificateId,
  randomCertificateSuffix,
  verificationPath,
} from "~/rules/certificate-id";
import { DEFAULT_CERTIFICATE_LAYOUT, schoolDate, type CertificateLayout } from "~/rules/certificate-format";
import type { CertificatePdfData } from "~/services/certificate-pdf.server";
import { getStorage, keyFromPublicUrl } from "~/services/storage.server";
import { requiresLicenseNumber } from "~/rules/license-gate";
import { getDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { requiredSeatSeconds } from "~/rules/delivery-policy";

const {
  auditLog,
  certificateTemplates,
  certificateVersions,
  courseCertificateTemplates,
  courses,
  generatedCertificates,
  profiles,
  siteSettings,
} = schema;

export type GeneratedCertificate = typeof generatedCertificates.$inferSelect;

export const RETAKE_STARTED_ACTION = "course.retake_started";

/**
 * Everything the PDF reads from a certificate template (heading, wording per course type, accent
 * colour, QR code, signer, signature image address), plus its background image: copied onto the
 * certificate when it is issued, so an issued certificate renders as issued whatever later edits the
 * template gets (La. Admin. Code 46:LXVII §5335; decision 0012).
 */
export type CertificateTemplateSnapshot = { layout: CertificateLayout; backgroundImageUrl: string | null };

export type CertificateDetails = {
  schoolName: string;
  authorityNumber: string | null;
  signerName: string | null;
  signerTitle: string | null;
  templateName: string;
  deliveryMethod: string;
  /**
   * The template as it was at issue. Absent only on certificates issued before it was kept: those
   * still render with the live template (see `issuedTemplate`).
   */
  template?: CertificateTemplateSnapshot;
  /**
   * Seconds of seat time the course's delivery policy required when the certificate was issued
   * (decision 0087); null when the policy was off. Absent on certificates issued before it was kept:
   * the LREC roster and the audit packet then show what the current policy requires.
   */
  requiredSeatSeconds?: number | null;
};

export const DELIVERY_METHOD = "Internet-based distance education";

/** The learner's current attempt at a course: 1, plus one for every retake started. */
export async function currentAttemptNumber(executor: Db | Tx, userId: string, courseId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, RETAKE_STARTED_ACTION),
        eq(auditLog.entityType, "course"),
        eq(auditLog.entityId, courseId),
        sql`${auditLog.details}->>'userId' = ${userId}`,
      ),
    );
  return 1 + (row?.n ?? 0);
}

async function findCertificate(tx: Tx | Db, userId: string, courseId: string, evaluationId: string, attemptNumber: number) {
  const [row] = await tx
    .select()
    .from(generatedCertificates)
    .where(
      and(
        eq(generatedCertificates.userId, userId),
        eq(generatedCertificates.courseId, courseId),
        eq(generatedCertificates.evaluationId, evaluationId),
        eq(generatedCertificates.attemptNumber, attemptNumber),
      ),
    );
  return row ?? null;
}

export type IssueCertificateInput = { userId: string; courseId: string; evaluationId: string; now?: Date };

/**
 * Issues the certificate of the learner's current completion of a course, inside the caller's
 * transaction (the evaluation submit). Returns null when the course has no certificate template.
 * Idempotent: a completion that already has its certificate gets that same row back, also when
 * several submits race (the unique index decides; the losers read the winner's row).
 */
export async function issueCertificate(tx: Tx, input: IssueCertificateInput): Promise<GeneratedCertificate | null> {
  const { userId, courseId, evaluationId } = input;
  const now = input.now ?? new Date();

  const [source] = await tx
    .select({
      templateId: certificateTemplates.id,
      templateName: certificateTemplates.name,
      layout: certificateTemplates.layout,
      backgroundImageUrl: certificateTemplates.backgroundImageUrl,
      courseTitle: courses.title,
      courseType: courses.courseType,
      licenseType: courses.licenseType,
      hours: courses.hours,
    })
    .from(courseCertificateTemplates)
    .innerJoin(certificateTemplates, eq(certificateTemplates.id, courseCertificateTemplates.templateId))
    .innerJoin(courses, eq(courses.id, courseCertificateTemplates.courseId))
    .where(eq(courseCertificateTemplates.courseId, courseId));
  if (!source) return null;

  const attemptNumber = await currentAttemptNumber(tx, userId, courseId);
  const existing = await findCertificate(tx, userId, courseId, evaluationId, attemptNumber);
  if (existing) return existing;

  const [profile] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, licenseNumber: profiles.licenseNumber })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new Error(`No profile for user ${userId}`);
  const [settings] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1));

  const licenseNumber = requiresLicenseNumber(source.courseType) ? profile.licenseNumber?.trim() || null : null;
  const details: CertificateDetails = {
    schoolName: settings?.siteName ?? "Pelican Real Estate School",
    authorityNumber: settings?.certificateAuthorityNumber ?? null,
    // The template's signer when it names one (decision 0031), else the settings' signer.
    signerName: source.layout?.signerName || (settings?.certificateSignerName ?? null),
    signerTitle: source.layout?.signerName ? (source.layout.signerTitle ?? null) : (settings?.certificateSignerTitle ?? null),
    templateName: source.templateName,
    deliveryMethod: DELIVERY_METHOD,
    template: { layout: source.layout, backgroundImageUrl: source.backgroundImageUrl },
    requiredSeatSeconds: await requiredSeatSecondsAtIssue(tx, courseId, Number(source.hours)),
  };

  // A suffix collision (50 random bits) is astronomically unlikely; retry a few times anyway.
  for (let tries = 0; tries < 5; tries++) {
    const uniqueCertificateId = formatCertificateId(courseId, randomCertificateSuffix());
    const inserted = await tx
      .insert(generatedCertificates)
      .values({
        userId,
        courseId,
        evaluationId,
        templateId: source.templateId,
        uniqueCertificateId,
        certificatePdfUrl: certificatePdfPath(uniqueCertificateId),
        attemptNumber,
        completionDate: schoolDate(now),
        studentName: `${profile.firstName} ${profile.lastName}`.trim(),
        licenseNumber,
        courseTitle: source.courseTitle,
        courseType: source.courseType,
        licenseType: source.licenseType,
        hours: source.hours,
        generatedAt: now,
        details,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return inserted[0];
    const raced = await findCertificate(tx, userId, courseId, evaluationId, attemptNumber);
    if (raced) return raced;
  }
  throw new Error("Could not issue a unique certificate id");
}

export type ViewableCertificate = {
  certificate: GeneratedCertificate;
  /** The template the certificate prints with: its snapshot at issue (see `issuedTemplate`). */
  template: CertificateTemplateSnapshot | null;
};

function isTemplateSnapshot(value: unknown): value is CertificateTemplateSnapshot {
  if (!value || typeof value !== "object") return false;
  const { layout } = value as { layout?: unknown };
  return !!layout && typeof layout === "object";
}

/** What the course's delivery policy requires now, kept on the certificate: null when the policy is off. */
async function requiredSeatSecondsAtIssue(tx: Tx, courseId: string, hours: number): Promise<number | null> {
  const policy = await getDeliveryPolicy(courseId, tx);
  return policy.enabled ? requiredSeatSeconds(policy, hours) : null;
}

/** The requirement kept at issue; undefined on a certificate issued before it was kept. */
export function recordedSeatSeconds(certificate: Pick<GeneratedCertificate, "details">): number | null | undefined {
  const details = certificate.details as Partial<CertificateDetails>;
  return "requiredSeatSeconds" in details ? (details.requiredSeatSeconds ?? null) : undefined;
}

/**
 * The template an issued certificate prints with: the snapshot taken at issue (`details.template`).
 * Fallback: a certificate issued before snapshots were kept has none, and reads its template as it is
 * now (`live`, null when the template has been deleted: the renderer's default layout) — such
 * certificates show later template edits, as they always did; nothing newer does.
 */
export function issuedTemplate(certificate: Pick<GeneratedCertificate, "details">, live: CertificateTemplateSnapshot | null) {
  const snapshot = (certificate.details as Partial<CertificateDetails>).template;
  if (isTemplateSnapshot(snapshot)) return { layout: snapshot.layout, backgroundImageUrl: snapshot.backgroundImageUrl ?? null };
  return live;
}

/**
 * A certificate by its public id, if this viewer may open its PDF (the learner, an admin, or a
 * company admin of the learner's company); null otherwise, whether or not it exists.
 */
export async function getViewableCertificate(viewer: CertificateViewer, uniqueId: string): Promise<ViewableCertificate | null> {
  const id = normalizeCertificateId(uniqueId);
  if (!id) return null;
  const [row] = await getDb()
    .select({
      certificate: generatedCertificates,
      ownerCompanyId: profiles.companyId,
      ownerJoinedAt: profiles.companyJoinedAt,
      layout: certificateTemplates.layout,
      backgroundImageUrl: certificateTemplates.backgroundImageUrl,
    })
    .from(generatedCertificates)
    .innerJoin(profiles, eq(profiles.id, generatedCertificates.userId))
    .leftJoin(certificateTemplates, eq(certificateTemplates.id, generatedCertificates.templateId))
    .where(eq(generatedCertificates.uniqueCertificateId, id));
  if (!row) return null;
  const owner = {
    userId: row.certificate.userId,
    companyId: row.ownerCompanyId,
    companyJoinedAt: row.ownerJoinedAt,
    issuedAt: row.certificate.generatedAt,
  };
  if (!canViewCertificate(viewer, owner)) return null;
  return {
    certificate: row.certificate,
    template: issuedTemplate(row.certificate, row.layout ? { layout: row.layout, backgroundImageUrl: row.backgroundImageUrl } : null),
  };
}

/**
 * What the public verification page confirms: name, course, hours and completion date — and, once
 * staff have corrected the certificate, when and what they corrected ("Name", "License number"; the
 * license number itself stays off the page: decisions 0012, 0061). Nothing else.
 */
export type CertificateVerification = {
  uniqueCertificateId: string;
  studentName: string;
  courseTitle: string;
  hours: number;
  completionDate: string;
  correctedAt: Date | null;
  /** What the last correction changed, as labels ("Name", "License number"); empty when never corrected. */
  corrected: string[];
};

export async function verifyCertificate(uniqueId: string): Promise<CertificateVerification | null> {
  const id = normalizeCertificateId(uniqueId);
  if (!id) return null;
  const [row] = await getDb()
    .select({
      uniqueCertificateId: generatedCertificates.uniqueCertificateId,
      studentName: generatedCertificates.studentName,
      licenseNumber: generatedCertificates.licenseNumber,
      courseTitle: generatedCertificates.courseTitle,
      hours: generatedCertificates.hours,
      completionDate: generatedCertificates.completionDate,
      correctedAt: generatedCertificates.correctedAt,
      rowId: generatedCertificates.id,
    })
    .from(generatedCertificates)
    .where(eq(generatedCertificates.uniqueCertificateId, id));
  if (!row) return null;
  const { licenseNumber, rowId, ...shown } = row;
  const corrected: string[] = [];
  if (row.correctedAt) {
    // The version the last correction replaced (certificate_versions; decision 0061).
    const [previous] = await getDb()
      .select({ studentName: certificateVersions.studentName, licenseNumber: certificateVersions.licenseNumber })
      .from(certificateVersions)
      .where(eq(certificateVersions.certificateId, rowId))
      .orderBy(desc(certificateVersions.version))
      .limit(1);
    if (previous && previous.studentName !== row.studentName) corrected.push("Name");
    if (previous && (previous.licenseNumber ?? null) !== (licenseNumber ?? null)) corrected.push("License number");
  }
  return { ...shown, corrected };
}

/**
 * Everything the PDF prints, from the certificate's snapshot: its facts, signer and template as issued
 * (settings only fill gaps in old rows, and the live template only stands in for a missing template
 * snapshot: `issuedTemplate`).
 */
export async function certificatePdfData(viewable: ViewableCertificate, appUrl: string): Promise<CertificatePdfData> {
  const { certificate, template } = viewable;
  const details = certificate.details as Partial<CertificateDetails>;
  const needsSettings = !details.schoolName || details.authorityNumber === undefined || details.signerName === undefined;
  const [settings] = needsSettings ? await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1)) : [];
  return {
    uniqueCertificateId: certificate.uniqueCertificateId,
    studentName: certificate.studentName,
    licenseNumber: certificate.licenseNumber,
    courseTitle: certificate.courseTitle,
    courseType: certificate.courseType,
    licenseType: certificate.licenseType,
    hours: certificate.hours,
    completionDate: certificate.completionDate,
    schoolName: details.schoolName ?? settings?.siteName ?? "Pelican Real Estate School",
    authorityNumber: details.authorityNumber !== undefined ? details.authorityNumber : (settings?.certificateAuthorityNumber ?? null),
    signerName: details.signerName !== undefined ? details.signerName : (settings?.certificateSignerName ?? null),
    signerTitle: details.signerTitle !== undefined ? details.signerTitle : (settings?.certificateSignerTitle ?? null),
    deliveryMethod: details.deliveryMethod ?? DELIVERY_METHOD,
    layout: template?.layout ?? DEFAULT_CERTIFICATE_LAYOUT,
    backgroundImageUrl: template?.backgroundImageUrl ?? null,
    verificationUrl: new URL(verificationPath(certificate.uniqueCertificateId), appUrl).toString(),
    reissuedOn: certificate.correctedAt ? schoolDate(certificate.correctedAt) : null,
    signatureImage: await signatureImageOf(template?.layout),
  };
}

/**
 * The template's signature image as the PDF renderer takes it (PNG or JPEG bytes), read from storage;
 * null when there is none or the file has gone (the certificate then prints the name in script).
 */
export async function signatureImageOf(layout: Pick<CertificateLayout, "signatureImageUrl"> | null | undefined) {
  const key = keyFromPublicUrl(layout?.signatureImageUrl);
  if (!key || !/\.(png|jpg)$/.test(key)) return null;
  const storage = getStorage();
  const file = await storage.stat(key);
  if (!file || file.size === 0) return null;
  const data = Buffer.from(await new Response(await storage.read(key, { start: 0, end: file.size - 1 })).arrayBuffer());
  return { data, format: key.endsWith(".png") ? ("png" as const) : ("jpg" as const) };
}
