// Certificate templates (decision 0031): a template in use cannot be deleted ("Cannot delete template in
// use"), the editor refuses one missing a §5335 item, the preview renders the real PDF, and the next
// certificate issued prints the template's signer and course-type wording (an admin's edit through the
// editor, then a learner's completion, read back from the PDF's text) while one issued before the edit
// still prints the old (the template is snapshotted at issue); the editor action validates its
// intent; Preview PDF renders the form's unsaved values and refuses one that drops a §5335 item.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import {
  createTemplate,
  deleteTemplate,
  linkTemplateToCourse,
  samplePdfData,
  updateTemplate,
} from "~/models/certificates/certificate-template.server";
import { issueCertificate } from "~/models/certificates/certificate.server";
import { REQUIRED_ITEM_KEYS, REQUIRED_ITEMS, TEMPLATE_MESSAGES, templateSchema } from "~/rules/certificate-template";
import { action as editorAction } from "~/routes/admin+/certificates.$templateId/route";
import { action as previewAction } from "~/routes/admin+/certificates.$templateId.preview[.pdf]";
import { loader as certificatePdf } from "~/routes/_resources+/certificates.$certificateId[.pdf]";
import { renderCertificatePdf } from "~/services/certificate-pdf.server";
import { createLearner, reply, sessionCookie } from "../learners";
import { pdfIncludes, pdfText } from "../pdf-text";

const { auditLog, certificateTemplates, courses, courseCertificateTemplates, evaluations } = schema;
let adminId = "";
const actor = () => ({ userId: adminId, ipAddress: null });

const form = (overrides: Record<string, unknown> = {}) =>
  templateSchema.parse({
    name: "Test template",
    heading: "Certificate of Completion",
    body: "has completed the course below.",
    bodyContinuingEducation: "has completed the continuing education course below.",
    signerName: "Dana Director",
    signerTitle: "School Director",
    accentColor: "#0f3d5e",
    showQrCode: "on",
    items: REQUIRED_ITEM_KEYS,
    ...overrides,
  });

beforeAll(async () => {
  adminId = await createLearner({ role: "admin" });
});

describe("certificate templates", () => {
  it("refuses a template that drops a §5335 item or prints in an unreadable colour", () => {
    const without = templateSchema.safeParse({
      ...form(),
      showQrCode: "on",
      items: REQUIRED_ITEM_KEYS.filter((key) => key !== "authorityNumber"),
    });
    expect(without.success).toBe(false);
    expect(without.error?.issues.map((issue) => issue.message)).toEqual([TEMPLATE_MESSAGES.missingItem(REQUIRED_ITEMS.authorityNumber)]);
    const pale = templateSchema.safeParse({ ...form(), showQrCode: "on", accentColor: "#ffff00" });
    expect(pale.error?.issues.map((issue) => issue.message)).toEqual([TEMPLATE_MESSAGES.contrast]);
  });

  it("refuses to delete a template in use; deletes it once unused; audit logged", async () => {
    const templateId = await createTemplate(form(), actor());
    const slug = `tmpl-${crypto.randomUUID()}`;
    const [course] = await getDb().insert(courses).values({ slug, title: slug, courseType: "Continuing Education" }).returning();
    expect(await linkTemplateToCourse(templateId, course!.id, false, actor())).toBe(true);
    expect(await deleteTemplate(templateId, actor())).toEqual({ ok: false, reason: "in_use", message: "Cannot delete template in use" });
    expect(await linkTemplateToCourse(templateId, course!.id, true, actor())).toBe(true);
    const [link] = await getDb().select().from(courseCertificateTemplates).where(eq(courseCertificateTemplates.courseId, course!.id));
    expect(link).toBeUndefined();
    expect(await deleteTemplate(templateId, actor())).toEqual({ ok: true });
    const actions = (await getDb().select().from(auditLog).where(eq(auditLog.entityId, templateId))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["certificate_template.create", "certificate_template.delete"]));
  });

  it("previews the real PDF with the template's signer and wording per course type", async () => {
    const templateId = await createTemplate(form(), actor());
    await updateTemplate(templateId, form({ signerName: "Riley Registrar" }), actor());
    const sample = await samplePdfData(templateId, "Continuing Education", "http://localhost:3000");
    expect(sample).toMatchObject({ signerName: "Riley Registrar", signerTitle: "School Director", studentName: "Jordan Sample" });
    expect(sample!.layout.bodyByCourseType?.["Continuing Education"]).toBe("has completed the continuing education course below.");
    const pdf = await renderCertificatePdf(sample!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

/** The editor's fields as the browser posts them (every §5335 item ticked unless `items` says otherwise). */
function editorFields(fields: Record<string, string>, items: readonly string[] = REQUIRED_ITEM_KEYS) {
  const body = new URLSearchParams({
    name: "Edited template",
    heading: "Certificate of Completion",
    body: "has completed the course below.",
    accentColor: "#0f3d5e",
    showQrCode: "on",
    signerName: "Dana Director",
    signerTitle: "School Director",
    ...fields,
  });
  for (const key of items) body.append("items", key);
  return body;
}

async function post(path: string, cookie: string, body: URLSearchParams) {
  return new Request(`http://localhost${path}`, { method: "POST", headers: { Cookie: cookie }, body });
}

async function ceCourseWith(templateId: string) {
  const slug = `tmpl-${crypto.randomUUID()}`;
  const [course] = await getDb()
    .insert(courses)
    .values({ slug, title: `Flood Zones ${slug.slice(-6)}`, courseType: "Continuing Education" })
    .returning();
  expect(await linkTemplateToCourse(templateId, course!.id, false, actor())).toBe(true);
  return course!;
}

/** The text of a certificate's PDF as its learner downloads it. */
async function certificatePdfTextOf(uniqueCertificateId: string, learner: string) {
  const response = await certificatePdf({
    request: new Request(`http://localhost/certificates/${uniqueCertificateId}.pdf`, {
      headers: { Cookie: await sessionCookie(learner) },
    }),
    params: { certificateId: uniqueCertificateId },
    context: {},
  });
  expect(response.status).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

function expectPdf(text: string, { has, hasNot }: { has: string[]; hasNot: string[] }) {
  for (const needle of has) expect(pdfIncludes(text, needle), `PDF should include ${needle}`).toBe(true);
  for (const needle of hasNot) expect(pdfIncludes(text, needle), `PDF should not include ${needle}`).toBe(false);
}

describe("an edited template and the next certificate issued", () => {
  it("prints the edited wording and signer on the next certificate's PDF; one issued before the edit keeps the old", async () => {
    const templateId = await createTemplate(form(), actor());
    const course = await ceCourseWith(templateId);
    const [evaluation] = await getDb().insert(evaluations).values({}).returning({ id: evaluations.id });
    const cookie = await sessionCookie(adminId);

    // A first learner completes the course before the edit.
    const early = await createLearner({ firstName: "Blair", lastName: "Landry", licenseNumber: "SAL.0000333444-ACT" });
    const before = await getDb().transaction((tx) =>
      issueCertificate(tx, { userId: early, courseId: course.id, evaluationId: evaluation!.id }),
    );
    expect(before).toMatchObject({
      templateId,
      details: expect.objectContaining({
        signerName: "Dana Director",
        template: expect.objectContaining({ layout: expect.objectContaining({ signerName: "Dana Director" }) }),
      }),
    });

    // The admin edits the wording for continuing education and the signer, as the editor posts it.
    const edited = await reply(async () =>
      editorAction({
        request: await post(
          `/admin/certificates/${templateId}`,
          cookie,
          editorFields({
            intent: "save",
            heading: "Certificate of Achievement",
            bodyContinuingEducation: "has completed, with distinction, the flood zone course below.",
            signerName: "Riley Registrar",
            signerTitle: "Registrar",
          }),
        ),
        params: { templateId },
        context: {},
      }),
    );
    expect(edited).toMatchObject({ status: 302, location: `/admin/certificates/${templateId}` });

    // A learner completes the course: the certificate issued now carries the edit.
    const learner = await createLearner({ firstName: "Avery", lastName: "Thibodeaux", licenseNumber: "SAL.0000111222-ACT" });
    const certificate = await getDb().transaction((tx) =>
      issueCertificate(tx, { userId: learner, courseId: course.id, evaluationId: evaluation!.id }),
    );
    expect(certificate).toMatchObject({
      templateId,
      details: expect.objectContaining({ signerName: "Riley Registrar", signerTitle: "Registrar" }),
    });
    expectPdf(await certificatePdfTextOf(certificate!.uniqueCertificateId, learner), {
      has: [
        "Certificate of Achievement",
        "has completed, with distinction, the flood zone course below.",
        "Riley Registrar, Registrar",
        "Avery Thibodeaux",
        course.title,
      ],
      hasNot: ["Dana Director", "has completed the continuing education course below."],
    });

    // The certificate issued before the edit renders exactly as issued: old heading, wording and signer.
    const oldText = await certificatePdfTextOf(before!.uniqueCertificateId, early);
    expectPdf(oldText, {
      has: [
        "Certificate of Completion",
        "has completed the continuing education course below.",
        "Dana Director, School Director",
        "Blair Landry",
      ],
      hasNot: ["Certificate of Achievement", "with distinction", "Riley Registrar"],
    });

    // Fallback: a certificate issued before template snapshots were kept (no details.template) reads
    // the live template's wording; its signer was already snapshotted.
    const { template: _snapshot, ...legacyDetails } = before!.details as Record<string, unknown>;
    await getDb()
      .update(schema.generatedCertificates)
      .set({ details: legacyDetails })
      .where(eq(schema.generatedCertificates.id, before!.id));
    expectPdf(await certificatePdfTextOf(before!.uniqueCertificateId, early), {
      has: [
        "Certificate of Achievement",
        "has completed, with distinction, the flood zone course below.",
        "Dana Director, School Director",
      ],
      hasNot: ["Riley Registrar"],
    });
  });
});

describe("the editor's action", () => {
  it("answers 400 with a message for an unknown intent, and for a link without a course; nothing changes", async () => {
    const templateId = await createTemplate(form({ name: "Intent test" }), actor());
    const cookie = await sessionCookie(adminId);
    const run = async (body: URLSearchParams) =>
      reply(async () =>
        editorAction({ request: await post(`/admin/certificates/${templateId}`, cookie, body), params: { templateId }, context: {} }),
      );

    const unknown = await run(editorFields({ intent: "publish", name: "Renamed by an unknown intent" }));
    expect(unknown.status).toBe(400);
    expect(unknown.toast).toMatchObject({ type: "error", description: TEMPLATE_MESSAGES.unknownIntent });
    const [row] = await getDb().select().from(certificateTemplates).where(eq(certificateTemplates.id, templateId));
    expect(row!.name).toBe("Intent test");

    for (const body of [
      new URLSearchParams({ intent: "link" }),
      new URLSearchParams({ intent: "link", courseId: "not-a-course" }),
      new URLSearchParams({ intent: "unlink", courseId: crypto.randomUUID() }),
    ]) {
      const refused = await run(body);
      expect(refused.status).toBe(400);
      expect(refused.toast).toMatchObject({ type: "error", description: TEMPLATE_MESSAGES.chooseCourse });
    }

    const course = await ceCourseWith(await createTemplate(form({ name: "Other" }), actor()));
    const linked = await run(new URLSearchParams({ intent: "link", courseId: course.id }));
    expect(linked.status).toBe(302);
    const [link] = await getDb().select().from(courseCertificateTemplates).where(eq(courseCertificateTemplates.courseId, course.id));
    expect(link!.templateId).toBe(templateId);
  });
});

describe("Preview PDF of the editor's form (unsaved)", () => {
  const preview = async (templateId: string, body: URLSearchParams, userId = adminId) =>
    previewAction({
      request: await post(`/admin/certificates/${templateId}/preview.pdf`, await sessionCookie(userId), body),
      params: { templateId },
      context: {},
    }).catch((thrown: unknown) => thrown);

  it("renders the form's current values inline without saving them", async () => {
    const templateId = await createTemplate(form({ name: "Preview test" }), actor());
    const response = (await preview(
      templateId,
      editorFields({
        intent: "preview",
        previewCourseType: "Post-licensing",
        name: "Unsaved name",
        bodyPostLicensing: "has finished the unsaved post-licensing wording below.",
        signerName: "Morgan Unsaved",
        signerTitle: "Dean",
      }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline;/);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pdfIncludes(text, "has finished the unsaved post-licensing wording below.")).toBe(true);
    expect(pdfIncludes(text, "Morgan Unsaved, Dean")).toBe(true);
    expect(pdfIncludes(text, "Post-licensing")).toBe(true);
    const [row] = await getDb().select().from(certificateTemplates).where(eq(certificateTemplates.id, templateId));
    expect(row!.name).toBe("Preview test");
    expect(row!.layout.signerName).toBe("Dana Director");
    // A template not yet created previews too.
    const fresh = (await preview("new", editorFields({ intent: "preview" }))) as Response;
    expect(fresh.headers.get("Content-Type")).toBe("application/pdf");
  });

  it("refuses a template that would drop a §5335 item with 400 and the form's errors", async () => {
    const templateId = await createTemplate(form({ name: "Preview refusal" }), actor());
    const response = (await preview(
      templateId,
      editorFields(
        { intent: "preview", signerName: "" },
        REQUIRED_ITEM_KEYS.filter((key) => key !== "examStatement"),
      ),
    )) as Response;
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).not.toBe("application/pdf");
    const html = await response.text();
    expect(html).toContain(TEMPLATE_MESSAGES.missingItem(REQUIRED_ITEMS.examStatement));
    expect(html).toContain(TEMPLATE_MESSAGES.signerRequired);
  });

  it("answers only an admin, and only intent=preview", async () => {
    const templateId = await createTemplate(form({ name: "Preview access" }), actor());
    const learner = await createLearner();
    const asLearner = await preview(templateId, editorFields({ intent: "preview" }), learner);
    expect(asLearner instanceof Response ? asLearner.headers.get("Content-Type") : null).not.toBe("application/pdf");
    expect((await reply(async () => asLearner)).status).not.toBe(200);
    const wrongIntent = (await preview(templateId, editorFields({ intent: "save" }))) as Response;
    expect(wrongIntent.status).toBe(400);
  });
});
