// Certificate correction (decision 0061): staff reissue a certificate after a name or
// license-number correction. The same row and certificate id print the learner's current details,
// the replaced version is kept (record, audit packet), /verify shows the correction date, the
// learner is e-mailed the PDF link, the audit log has before → after; refusals write nothing; only
// platform admins reach it, before the body is read.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { getAuditPacket } from "~/models/certificates/audit-packet.server";
import { certificatePdfData, getViewableCertificate, issueCertificate, verifyCertificate } from "~/models/certificates/certificate.server";
import { CERTIFICATE_REISSUE_ACTION } from "~/models/certificates/certificate-correction.server";
import { CERTIFICATE_CORRECTION_MESSAGES } from "~/rules/certificate-correction";
import { action, loader } from "~/routes/admin+/users.$userId_.certificates.$certificateId.reissue";
import { loader as recordLoader } from "~/routes/admin+/users.$userId/route";
import { loader as verifyLoader } from "~/routes/_public+/verify.$certificateId";
import { loader as packetLoader } from "~/routes/admin+/users.$userId.audit.$courseId[.pdf]";
import { QUICK_COURSE_IDS } from "../fixtures/quick-course";
import { createLearner, reply, request, sessionCookie } from "../learners";
import { pdfText } from "../pdf-text";

const { auditLog, certificateVersions, companies, emailOutbox, generatedCertificates, profiles } = schema;
const ethics = () => seedIds.course(COURSE_SLUGS.ceEthics);

let adminId: string;
let cookie: string;
beforeAll(async () => {
  await seed(getDb());
  adminId = await createLearner({ role: "admin", firstName: "Ada", lastName: "Registrar" });
  cookie = await sessionCookie(adminId);
});

/** A learner with a CE certificate issued under `licenseNumber`; ids of both. */
async function learnerWithCertificate(licenseNumber: string | null = "SAL.001234", account: Parameters<typeof createLearner>[0] = {}) {
  const userId = await createLearner({ firstName: "Lena", lastName: "Fontenot", ...account });
  await getDb().update(profiles).set({ licenseNumber }).where(eq(profiles.id, userId));
  const certificate = await getDb().transaction((tx) =>
    issueCertificate(tx, {
      userId,
      courseId: ethics(),
      evaluationId: QUICK_COURSE_IDS.evaluationId,
      now: new Date("2026-10-01T15:00:00Z"),
    }),
  );
  return { userId, certificate: certificate! };
}

const setProfile = (userId: string, values: Partial<typeof profiles.$inferInsert>) =>
  getDb().update(profiles).set(values).where(eq(profiles.id, userId));

const path = (userId: string, certificateId: string) => `/admin/users/${userId}/certificates/${certificateId}/reissue`;
const page = (userId: string, certificateId: string, as = cookie) =>
  reply(() => loader({ request: request(path(userId, certificateId), as), params: { userId, certificateId }, context: {} }));
const post = (userId: string, certificateId: string, fields: Record<string, string>, as: string | null = cookie) =>
  reply(() => action({ request: request(path(userId, certificateId), as, fields), params: { userId, certificateId }, context: {} }));

const rowOf = async (id: string) => (await getDb().select().from(generatedCertificates).where(eq(generatedCertificates.id, id)))[0];
const versionsOf = (id: string) =>
  getDb().select().from(certificateVersions).where(eq(certificateVersions.certificateId, id)).orderBy(certificateVersions.version);
const reissueAudits = (id: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, CERTIFICATE_REISSUE_ACTION)))
    .orderBy(desc(auditLog.id));
async function mailTo(userId: string) {
  const [{ email }] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.templateKey, "certificate_reissued")));
}

describe("reissuing a corrected certificate", () => {
  it("keeps the id, prints the corrected details, keeps the earlier version, audits, e-mails and shows on /verify", async () => {
    const { userId, certificate } = await learnerWithCertificate("SAL.001234");
    await setProfile(userId, { licenseNumber: "SAL.0012345" });

    const confirm = await page(userId, certificate.id);
    expect(confirm.status).toBe(200);
    expect(confirm.data.refusal).toBeNull();
    expect(confirm.data.changes).toEqual([{ field: "licenseNumber", label: "License number", before: "SAL.001234", after: "SAL.0012345" }]);

    // The reason is required: nothing is written without it.
    const noReason = await post(userId, certificate.id, { reason: "   " });
    expect(noReason.status).toBe(400);
    expect(noReason.data.reasonError).toBe(CERTIFICATE_CORRECTION_MESSAGES.reasonRequired);
    expect(await versionsOf(certificate.id)).toHaveLength(0);

    const done = await post(userId, certificate.id, { reason: "License number typed wrong; learner called." });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/admin/users/${userId}`);
    expect(done.toast?.title).toBe("Certificate reissued");

    const row = await rowOf(certificate.id);
    expect(row).toMatchObject({
      uniqueCertificateId: certificate.uniqueCertificateId,
      studentName: "Lena Fontenot",
      licenseNumber: "SAL.0012345",
      version: 2,
      completionDate: certificate.completionDate,
      generatedAt: certificate.generatedAt,
    });
    expect(row.correctedAt).toBeInstanceOf(Date);

    const versions = await versionsOf(certificate.id);
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        studentName: "Lena Fontenot",
        licenseNumber: "SAL.001234",
        issuedAt: certificate.generatedAt,
        correctedBy: adminId,
        reason: "License number typed wrong; learner called.",
      }),
    ]);

    const [audit] = await reissueAudits(certificate.id);
    expect(audit).toMatchObject({ actorUserId: adminId, entityType: "certificate" });
    expect(audit.details).toMatchObject({
      before: { licenseNumber: "SAL.001234" },
      after: { licenseNumber: "SAL.0012345" },
      userId,
      uniqueCertificateId: certificate.uniqueCertificateId,
      version: 2,
      reason: "License number typed wrong; learner called.",
    });

    const [mail, ...more] = await mailTo(userId);
    expect(more).toHaveLength(0);
    expect(mail.subject).toContain("Your corrected certificate for");
    expect(mail.textBody).toContain(`/certificates/${encodeURIComponent(certificate.uniqueCertificateId)}.pdf`);
    expect(mail.textBody).toContain(certificate.uniqueCertificateId);

    // /verify: same id, the current details and the correction — never the license number itself.
    expect(await verifyCertificate(certificate.uniqueCertificateId)).toMatchObject({
      studentName: "Lena Fontenot",
      corrected: ["License number"],
    });
    const verify = await reply(() =>
      verifyLoader({
        request: request(`/verify/${certificate.uniqueCertificateId}`),
        params: { certificateId: certificate.uniqueCertificateId },
        context: {},
      }),
    );
    expect(verify.data.certificate).toMatchObject({ id: certificate.uniqueCertificateId, corrected: "license number" });
    expect(verify.data.certificate.correctedOn).toMatch(/\d{4}$/);
    expect(JSON.stringify(verify.data)).not.toContain("SAL.0012345");

    // The PDF prints the corrected number and the reissue date.
    const viewable = await getViewableCertificate({ id: adminId, roles: ["admin"], companyId: null }, certificate.uniqueCertificateId);
    const pdf = await certificatePdfData(viewable!, "http://localhost:3000");
    expect(pdf).toMatchObject({ licenseNumber: "SAL.0012345", uniqueCertificateId: certificate.uniqueCertificateId });
    expect(pdf.reissuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The record lists the correction and the earlier version.
    const record = await reply(() => recordLoader({ request: request(`/admin/users/${userId}`, cookie), params: { userId }, context: {} }));
    expect(record.data.certificates[0]).toMatchObject({
      id: certificate.id,
      version: 2,
      corrected: expect.any(String),
      versions: [expect.objectContaining({ version: 1, licenseNumber: "SAL.001234", correctedBy: "Ada Registrar" })],
    });

    // The audit packet keeps every version.
    const packet = await getAuditPacket(userId, ethics());
    expect(packet!.certificates[0]).toMatchObject({
      uniqueCertificateId: certificate.uniqueCertificateId,
      version: 2,
      licenseNumber: "SAL.0012345",
      versions: [
        expect.objectContaining({ version: 1, licenseNumber: "SAL.001234", reason: "License number typed wrong; learner called." }),
      ],
    });
    const response = (await packetLoader({
      request: request(`/admin/users/${userId}/audit/${ethics()}.pdf`, cookie),
      params: { userId, courseId: ethics() },
      context: {},
    })) as Response;
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, " ");
    for (const expected of [
      "Earlier version 1",
      "SAL.001234",
      "SAL.0012345",
      "License number typed wrong; learner called.",
      "Ada Registrar",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("corrects the name too, and counts versions up on a second correction", async () => {
    const { userId, certificate } = await learnerWithCertificate("SAL.7");
    await setProfile(userId, { lastName: "Fontenot-Guidry" });
    expect((await post(userId, certificate.id, { reason: "Married name" })).status).toBe(302);
    await setProfile(userId, { firstName: "Lina", licenseNumber: "SAL.8" });
    expect((await post(userId, certificate.id, { reason: "First name and license" })).status).toBe(302);
    expect(await rowOf(certificate.id)).toMatchObject({ studentName: "Lina Fontenot-Guidry", licenseNumber: "SAL.8", version: 3 });
    const versions = await versionsOf(certificate.id);
    expect(versions.map((v) => [v.version, v.studentName, v.licenseNumber])).toEqual([
      [1, "Lena Fontenot", "SAL.7"],
      [2, "Lena Fontenot-Guidry", "SAL.7"],
    ]);
    // Version 2 was in force from the first correction to the second.
    expect(versions[1].issuedAt).toEqual(versions[0].correctedAt);
    expect((await verifyCertificate(certificate.uniqueCertificateId))?.corrected).toEqual(["Name", "License number"]);
    expect(await mailTo(userId)).toHaveLength(2);
  });

  it("keeps one version when two staff reissue at once (the row lock: the second finds nothing to change)", async () => {
    const { userId, certificate } = await learnerWithCertificate("SAL.31");
    await setProfile(userId, { licenseNumber: "SAL.32" });
    const answers = await Promise.all([
      post(userId, certificate.id, { reason: "First desk" }),
      post(userId, certificate.id, { reason: "Second desk" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
    expect(await versionsOf(certificate.id)).toHaveLength(1);
    expect(await rowOf(certificate.id)).toMatchObject({ licenseNumber: "SAL.32", version: 2 });
    expect(await reissueAudits(certificate.id)).toHaveLength(1);
    expect(await mailTo(userId)).toHaveLength(1);
  });

  it("refuses when the certificate already shows the learner's details, writing nothing", async () => {
    const { userId, certificate } = await learnerWithCertificate("SAL.55");
    const confirm = await page(userId, certificate.id);
    expect(confirm.data.refusal).toBe(CERTIFICATE_CORRECTION_MESSAGES.unchanged);
    const answer = await post(userId, certificate.id, { reason: "Just because" });
    expect(answer.status).toBe(409);
    expect(answer.toast?.description).toBe(CERTIFICATE_CORRECTION_MESSAGES.unchanged);
    expect(await rowOf(certificate.id)).toMatchObject({ version: 1, correctedAt: null });
    expect(await versionsOf(certificate.id)).toHaveLength(0);
    expect(await reissueAudits(certificate.id)).toHaveLength(0);
    expect(await mailTo(userId)).toHaveLength(0);
    expect((await verifyCertificate(certificate.uniqueCertificateId))?.corrected).toEqual([]);
  });

  it("never drops a printed license number for a blank one", async () => {
    const { userId, certificate } = await learnerWithCertificate("SAL.66");
    await setProfile(userId, { licenseNumber: null });
    const answer = await post(userId, certificate.id, { reason: "Cleared" });
    expect(answer.status).toBe(409);
    expect(answer.toast?.description).toBe(CERTIFICATE_CORRECTION_MESSAGES.licenseMissing);
    expect(await rowOf(certificate.id)).toMatchObject({ licenseNumber: "SAL.66", version: 1 });
  });

  it("refuses an anonymised learner's certificate and the admin's own", async () => {
    const anonymised = await learnerWithCertificate("SAL.77");
    await setProfile(anonymised.userId, { licenseNumber: "SAL.78", anonymisedAt: new Date() });
    const answer = await post(anonymised.userId, anonymised.certificate.id, { reason: "Fix" });
    expect(answer.status).toBe(409);
    expect(answer.toast?.description).toBe(CERTIFICATE_CORRECTION_MESSAGES.anonymised);
    expect((await page(anonymised.userId, anonymised.certificate.id)).data.refusal).toBe(CERTIFICATE_CORRECTION_MESSAGES.anonymised);

    const own = await learnerWithCertificate("SAL.88", { role: "admin" });
    await setProfile(own.userId, { licenseNumber: "SAL.89" });
    const ownCookie = await sessionCookie(own.userId);
    const mine = await post(own.userId, own.certificate.id, { reason: "Mine" }, ownCookie);
    expect(mine.status).toBe(403);
    expect(mine.toast?.description).toBe(CERTIFICATE_CORRECTION_MESSAGES.yourself);
    // Another admin may.
    expect((await post(own.userId, own.certificate.id, { reason: "Theirs" })).status).toBe(302);
    expect(await versionsOf(anonymised.certificate.id)).toHaveLength(0);
  });

  it("answers 404 for a certificate of another learner, an unknown id or a malformed one", async () => {
    const { certificate } = await learnerWithCertificate("SAL.91");
    const other = await createLearner();
    expect((await page(other, certificate.id)).status).toBe(404);
    expect((await post(other, certificate.id, { reason: "Wrong learner" })).status).toBe(404);
    expect((await post(other, crypto.randomUUID(), { reason: "Unknown" })).status).toBe(404);
    expect((await post(other, "not-a-uuid", { reason: "Malformed" })).status).toBe(404);
    expect(await versionsOf(certificate.id)).toHaveLength(0);
  });

  it("is closed to a learner, a reviewer and a company admin, before the body is read", async () => {
    const { userId, certificate } = await learnerWithCertificate("SAL.99");
    await setProfile(userId, { licenseNumber: "SAL.100" });
    const [company] = await getDb()
      .insert(companies)
      .values({ name: `Correction Realty ${Date.now()}`, allowedUserSeats: 5 })
      .returning();
    await setProfile(userId, { companyId: company.id });
    const learnerCookie = await sessionCookie(userId);
    for (const as of [
      null,
      learnerCookie,
      await sessionCookie(await createLearner({ role: "reviewer" })),
      await sessionCookie(await createLearner({ role: "company_admin", companyId: company.id })),
    ]) {
      let read = false;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            read = true;
            controller.enqueue(new TextEncoder().encode("reason=Hacked"));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
      if (as) headers.Cookie = as;
      const req = new Request(`http://localhost${path(userId, certificate.id)}`, {
        method: "POST",
        body,
        headers,
        duplex: "half",
      } as RequestInit);
      const answer = await reply(() => action({ request: req, params: { userId, certificateId: certificate.id }, context: {} }));
      expect(answer.status).toBe(302);
      expect(answer.location).not.toContain("/admin");
      expect(read).toBe(false);
      expect((await page(userId, certificate.id, as ?? "")).status).toBe(302);
    }
    expect(await rowOf(certificate.id)).toMatchObject({ licenseNumber: "SAL.99", version: 1 });
    expect(await versionsOf(certificate.id)).toHaveLength(0);
  });
});
