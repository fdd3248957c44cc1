// Certificate templates (issue 19): a template in use cannot be deleted ("Cannot delete template in
// use"), the editor refuses one missing a §5335 item, the preview renders the real PDF, and the next
// certificate issued prints the template's signer and course-type wording.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { createTemplate, deleteTemplate, linkTemplateToCourse, samplePdfData, updateTemplate } from "~/models/certificate-template.server";
import { REQUIRED_ITEM_KEYS, REQUIRED_ITEMS, TEMPLATE_MESSAGES, templateSchema } from "~/rules/certificate-template";
import { renderCertificatePdf } from "~/services/certificate-pdf.server";
import { createLearner } from "../learners";

const { auditLog, courses, courseCertificateTemplates } = schema;
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
