// Issuing certificates (requirement progress-unlocking-and-quiz-flow): one per user + course + evaluation + attempt, idempotent within a
// completion and under concurrency, a snapshot of the learner and course, null without a template.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { issueCertificate, RETAKE_STARTED_ACTION } from "~/models/certificates/certificate.server";
import { parseCertificateId } from "~/rules/certificate-id";

const { auditLog, generatedCertificates } = schema;

const student = seedIds.user("student@pelican.test");
const agent = seedIds.user("agent@pelican.test");
const free = seedIds.user("free@pelican.test");
const evaluationId = QUICK_COURSE_IDS.evaluationId;

async function certificatesOf(userId: string, courseId: string) {
  return getDb()
    .select()
    .from(generatedCertificates)
    .where(and(eq(generatedCertificates.userId, userId), eq(generatedCertificates.courseId, courseId)))
    .orderBy(generatedCertificates.attemptNumber);
}

beforeAll(async () => {
  await seed(getDb());
});

describe("issueCertificate", () => {
  it("returns null for a course without a certificate template", async () => {
    const draft = seedIds.course(COURSE_SLUGS.draft);
    const result = await getDb().transaction((tx) => issueCertificate(tx, { userId: student, courseId: draft, evaluationId }));
    expect(result).toBeNull();
    expect(await certificatesOf(student, draft)).toHaveLength(0);
  });

  it("snapshots the learner, the course and the school, with a Louisiana completion date", async () => {
    const courseId = seedIds.course(COURSE_SLUGS.ceEthics); // the seed gave the agent a flood-zones certificate
    const now = new Date("2026-03-03T04:30:00Z"); // 10:30 p.m. on March 2 in Baton Rouge
    const certificate = await getDb().transaction((tx) => issueCertificate(tx, { userId: agent, courseId, evaluationId, now }));
    expect(certificate).toMatchObject({
      userId: agent,
      courseId,
      evaluationId,
      attemptNumber: 1,
      completionDate: "2026-03-02",
      studentName: "Tanya Guillory",
      licenseNumber: "SAL.0000567890-ACT",
      courseTitle: expect.stringContaining("Ethics"),
      courseType: "Continuing Education",
      hours: 4,
      templateId: seedIds.certificateTemplate("continuing-education"),
      details: expect.objectContaining({
        schoolName: "Pelican Real Estate School",
        authorityNumber: "LREC School #2025-0148",
        signerName: "Celeste Arceneaux",
        signerTitle: "School Director",
      }),
    });
    expect(parseCertificateId(certificate!.uniqueCertificateId)).toEqual({
      courseId,
      suffix: expect.stringMatching(/^[0-9A-Z]{10}$/),
    });
  });

  it("leaves the license number off pre-licensing certificates", async () => {
    const certificate = await getDb().transaction((tx) =>
      issueCertificate(tx, { userId: student, courseId: QUICK_COURSE_IDS.courseId, evaluationId }),
    );
    expect(certificate?.courseType).toBe("Pre-licensing");
    expect(certificate?.licenseNumber).toBeNull();
  });

  it("gives one certificate for two calls in one completion", async () => {
    const courseId = seedIds.course(COURSE_SLUGS.ceAgency);
    const [first, second] = await getDb().transaction(async (tx) => [
      await issueCertificate(tx, { userId: student, courseId, evaluationId }),
      await issueCertificate(tx, { userId: student, courseId, evaluationId }),
    ]);
    const again = await getDb().transaction((tx) => issueCertificate(tx, { userId: student, courseId, evaluationId }));
    expect(second?.id).toBe(first?.id);
    expect(again?.uniqueCertificateId).toBe(first?.uniqueCertificateId);
    expect(await certificatesOf(student, courseId)).toHaveLength(1);
  });

  it("gives one certificate under ten concurrent completions", async () => {
    const courseId = seedIds.course(COURSE_SLUGS.ceAgency);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => getDb().transaction((tx) => issueCertificate(tx, { userId: free, courseId, evaluationId }))),
    );
    const rows = await certificatesOf(free, courseId);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r?.id))).toEqual(new Set([rows[0].id]));
  });

  it("issues attempt 2 after a retake and keeps attempt 1", async () => {
    const courseId = seedIds.course(COURSE_SLUGS.postLicensing);
    const first = await getDb().transaction((tx) => issueCertificate(tx, { userId: student, courseId, evaluationId }));
    await getDb()
      .insert(auditLog)
      .values({
        actorUserId: student,
        action: RETAKE_STARTED_ACTION,
        entityType: "course",
        entityId: courseId,
        details: { userId: student },
      });
    const second = await getDb().transaction((tx) => issueCertificate(tx, { userId: student, courseId, evaluationId }));
    expect(first?.attemptNumber).toBe(1);
    expect(second?.attemptNumber).toBe(2);
    expect(second?.uniqueCertificateId).not.toBe(first?.uniqueCertificateId);
    const rows = await certificatesOf(student, courseId);
    expect(rows.map((r) => r.attemptNumber)).toEqual([1, 2]);
  });
});
