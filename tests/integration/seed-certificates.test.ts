// The seeded completions (db/seed/certificates.ts): the demo student and agent each finished a CE
// course — every item, quiz attempts, evaluation answers — and hold one certificate; seeding again
// writes nothing, and never restores progress that a retake removed.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, DEMO_USER_IDS, seed, seedIds } from "../../db/seed";
import { CERTIFICATE_TEMPLATES } from "../../db/seed/settings";
import { seededCertificateId } from "../../db/seed/certificates";
import { getDb, schema } from "~/db.server";
import { listCertificates } from "~/models/certificates/certificate-list.server";
import { verifyCertificate } from "~/models/certificates/certificate.server";
import { countCourseContentItems } from "~/models/learning/progress-summary.server";
import { parseCertificateId } from "~/rules/certificate-id";

const { evaluationResponses, generatedCertificates, studentCourseAccess, studentProgress, userCourseProgressSummary } = schema;

beforeAll(async () => {
  await seed(getDb());
});

describe("seeded certificate templates", () => {
  // The PDF prints "The student passed the course examination." on every certificate (a §5335 item):
  // a template's own wording that says so too states it twice (the Classic template did).
  it.each(CERTIFICATE_TEMPLATES.map((t) => [t.name, t] as const))("%s leaves the exam statement to the certificate", (_, template) => {
    const wordings = [template.layout.body, ...Object.values(template.layout.bodyByCourseType ?? {})];
    for (const wording of wordings) expect(wording).not.toMatch(/exam/i);
  });
});

describe("seeded certificates", () => {
  it.each([
    ["student", DEMO_USER_IDS.student, COURSE_SLUGS.ceEthics, "Jolie Thibodeaux", "SAL.0000456789-ACT"],
    ["agent", DEMO_USER_IDS.agent, COURSE_SLUGS.ceFlood, "Tanya Guillory", "SAL.0000567890-ACT"],
  ])("the demo %s finished a CE course with every item and holds its certificate", async (_, userId, slug, name, license) => {
    const courseId = seedIds.course(slug);
    const total = await countCourseContentItems(getDb(), courseId);
    expect(await getDb().$count(studentProgress, and(eq(studentProgress.userId, userId), eq(studentProgress.courseId, courseId)))).toBe(
      total,
    );
    const [summary] = await getDb()
      .select()
      .from(userCourseProgressSummary)
      .where(and(eq(userCourseProgressSummary.userId, userId), eq(userCourseProgressSummary.courseId, courseId)));
    expect(summary).toMatchObject({ progressPercentage: 100, completedContentItems: total, totalContentItems: total });
    expect(
      await getDb().$count(evaluationResponses, and(eq(evaluationResponses.userId, userId), eq(evaluationResponses.courseId, courseId))),
    ).toBeGreaterThanOrEqual(5);
    // Finished, then unenrolled: My Courses stays as it was.
    expect(
      await getDb().$count(studentCourseAccess, and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, courseId))),
    ).toBe(0);

    const certificates = await listCertificates(userId);
    expect(certificates).toHaveLength(1);
    const [certificate] = certificates;
    expect(certificate).toMatchObject({ courseId, slug, courseType: "Continuing Education", duration: 4, attemptNumber: 1 });
    expect(certificate.uniqueCertificateId).toBe(
      seededCertificateId(slug === COURSE_SLUGS.ceEthics ? "student@pelican.test" : "agent@pelican.test", slug),
    );
    expect(parseCertificateId(certificate.uniqueCertificateId)?.courseId).toBe(courseId);
    expect(certificate.completedDate).toBe(summary.lastCompletedAt!.toISOString().slice(0, 10));
    const [row] = await getDb().select().from(generatedCertificates).where(eq(generatedCertificates.id, certificate.id));
    expect(row).toMatchObject({ studentName: name, licenseNumber: license, certificatePdfUrl: certificate.certificateUrl });
    expect(await verifyCertificate(certificate.uniqueCertificateId)).toMatchObject({ studentName: name, hours: 4 });
  });

  it("is written once: seeding again neither duplicates nor restores progress a retake removed", async () => {
    const courseId = seedIds.course(COURSE_SLUGS.ceEthics);
    const student = DEMO_USER_IDS.student;
    await getDb()
      .delete(studentProgress)
      .where(and(eq(studentProgress.userId, student), eq(studentProgress.courseId, courseId)));
    await seed(getDb());
    expect(await getDb().$count(studentProgress, and(eq(studentProgress.userId, student), eq(studentProgress.courseId, courseId)))).toBe(0);
    expect(await getDb().$count(generatedCertificates, eq(generatedCertificates.userId, student))).toBe(1);
  });
});
