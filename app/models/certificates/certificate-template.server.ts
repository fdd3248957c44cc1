// Certificate templates for platform admins (requirement signed-in-route-table /admin/certificates): list, create, edit,
// link to courses, delete (refused while a course uses it: "Cannot delete template in use"), and the
// data of a preview PDF for a sample learner. Every write is audit logged in its transaction.
import { editVersion, staleEdit, type StaleEdit } from "~/rules/edit-version";
import { asc, count, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import type { CertificatePdfData } from "~/services/certificate-pdf.server";
import { DEFAULT_CERTIFICATE_LAYOUT, schoolDate, type CertificateLayout } from "~/rules/certificate-format";
import { layoutOf, TEMPLATE_MESSAGES, type TemplateInput } from "~/rules/certificate-template";
import { isUuid } from "~/rules/ids";
import { DELIVERY_METHOD, signatureImageOf } from "~/models/certificates/certificate.server";

const { certificateTemplates, courseCertificateTemplates, courses, siteSettings } = schema;

export type TemplateRow = { id: string; name: string; status: string; courses: number; updatedAt: Date };

export async function listTemplates(): Promise<TemplateRow[]> {
  const rows = await getDb()
    .select({
      id: certificateTemplates.id,
      name: certificateTemplates.name,
      status: certificateTemplates.status,
      updatedAt: certificateTemplates.updatedAt,
      courses: sql<number>`(select count(*)::int from ${courseCertificateTemplates} where ${courseCertificateTemplates.templateId} = ${certificateTemplates.id})`,
    })
    .from(certificateTemplates)
    .orderBy(asc(certificateTemplates.name));
  return rows.map((row) => ({ ...row, status: String(row.status), courses: Number(row.courses) }));
}

export async function getTemplate(templateId: string) {
  if (!isUuid(templateId)) return null;
  const db = getDb();
  const [template] = await db.select().from(certificateTemplates).where(eq(certificateTemplates.id, templateId));
  if (!template) return null;
  const linked = await db
    .select({ id: courses.id, title: courses.title, courseType: courses.courseType })
    .from(courseCertificateTemplates)
    .innerJoin(courses, eq(courses.id, courseCertificateTemplates.courseId))
    .where(eq(courseCertificateTemplates.templateId, templateId))
    .orderBy(asc(courses.title));
  const allCourses = await db
    .select({ id: courses.id, title: courses.title, templateId: courseCertificateTemplates.templateId })
    .from(courses)
    .leftJoin(courseCertificateTemplates, eq(courseCertificateTemplates.courseId, courses.id))
    .orderBy(asc(courses.title));
  const [settings] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return {
    template: { ...template, layout: { ...DEFAULT_CERTIFICATE_LAYOUT, ...template.layout } as CertificateLayout },
    courses: linked,
    courseChoices: allCourses
      .filter((c) => c.templateId !== templateId)
      .map((c) => ({ id: c.id, title: c.title, hasTemplate: c.templateId !== null })),
    settings: {
      authorityNumber: settings?.certificateAuthorityNumber ?? null,
      signerName: settings?.certificateSignerName ?? null,
      signerTitle: settings?.certificateSignerTitle ?? null,
    },
  };
}

export async function createTemplate(input: TemplateInput, actor: AuditActor): Promise<string> {
  return getDb().transaction(async (tx) => {
    const layout = layoutOf(input);
    const [row] = await tx.insert(certificateTemplates).values({ name: input.name, layout }).returning({ id: certificateTemplates.id });
    await recordAudit(tx, {
      actor,
      action: "certificate_template.create",
      entityType: "certificate_template",
      entityId: row!.id,
      after: { name: input.name, layout },
    });
    return row!.id;
  });
}

/** What the template editor shows of a stored template: its name and each part of its layout (decision 0085). */
function templateFormState(template: Pick<typeof certificateTemplates.$inferSelect, "name" | "layout">): Record<string, unknown> {
  return { ...(template.layout as Record<string, unknown>), name: template.name };
}

/** The version of the template editor for a stored template (decision 0085). */
export function templateVersion(template: Pick<typeof certificateTemplates.$inferSelect, "name" | "layout">): string {
  return editVersion(templateFormState(template));
}

/** Saves a template; false when it is gone; a form loaded before someone else's save (`version`) writes nothing. */
export async function updateTemplate(
  templateId: string,
  input: TemplateInput,
  actor: AuditActor,
  version?: string | null,
): Promise<boolean | StaleEdit> {
  if (!isUuid(templateId)) return false;
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(certificateTemplates).where(eq(certificateTemplates.id, templateId)).for("update");
    if (!before) return false;
    const stale = staleEdit(version, templateFormState(before));
    if (stale) return stale;
    const next = { name: input.name, layout: layoutOf(input) };
    await tx
      .update(certificateTemplates)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(certificateTemplates.id, templateId));
    await recordAudit(tx, {
      actor,
      action: "certificate_template.update",
      entityType: "certificate_template",
      entityId: templateId,
      ...changedFields({ name: before.name, layout: before.layout }, next),
    });
    return true;
  });
}

export type DeleteTemplateResult = { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "in_use"; message: string };

/** Refused while any course uses it (the foreign key restricts too: the lock makes the check exact). */
export async function deleteTemplate(templateId: string, actor: AuditActor): Promise<DeleteTemplateResult> {
  if (!isUuid(templateId)) return { ok: false, reason: "not_found" };
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(certificateTemplates).where(eq(certificateTemplates.id, templateId)).for("update");
    if (!before) return { ok: false as const, reason: "not_found" as const };
    const [used] = await tx
      .select({ n: count() })
      .from(courseCertificateTemplates)
      .where(eq(courseCertificateTemplates.templateId, templateId));
    if (Number(used?.n ?? 0) > 0) return { ok: false as const, reason: "in_use" as const, message: TEMPLATE_MESSAGES.inUse };
    await tx.delete(certificateTemplates).where(eq(certificateTemplates.id, templateId));
    await recordAudit(tx, {
      actor,
      action: "certificate_template.delete",
      entityType: "certificate_template",
      entityId: templateId,
      before: { name: before.name },
    });
    return { ok: true as const };
  });
}

/** Makes this the course's template (a course has one), or with `remove` takes it off the course. */
export async function linkTemplateToCourse(templateId: string, courseId: string, remove: boolean, actor: AuditActor): Promise<boolean> {
  if (!isUuid(templateId) || !isUuid(courseId)) return false;
  return getDb().transaction(async (tx) => {
    const [template] = await tx
      .select({ id: certificateTemplates.id })
      .from(certificateTemplates)
      .where(eq(certificateTemplates.id, templateId))
      .for("key share");
    // Both held until the link is written: a concurrent delete of either waits (no foreign-key 500).
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("key share");
    if (!template || !course) return false;
    const [before] = await tx.select().from(courseCertificateTemplates).where(eq(courseCertificateTemplates.courseId, courseId));
    if (remove) {
      if (before?.templateId !== templateId) return false;
      await tx.delete(courseCertificateTemplates).where(eq(courseCertificateTemplates.courseId, courseId));
    } else {
      await tx
        .insert(courseCertificateTemplates)
        .values({ courseId, templateId })
        .onConflictDoUpdate({ target: courseCertificateTemplates.courseId, set: { templateId } });
    }
    await recordAudit(tx, {
      actor,
      action: remove ? "certificate_template.unlink" : "certificate_template.link",
      entityType: "course",
      entityId: courseId,
      before: { templateId: before?.templateId ?? null },
      after: { templateId: remove ? null : templateId },
    });
    return true;
  });
}

/** A sample certificate with this template, for the preview PDF (nothing is stored). */
export async function samplePdfData(templateId: string, courseType: string, appUrl: string): Promise<CertificatePdfData | null> {
  const found = await getTemplate(templateId);
  if (!found) return null;
  return sampleCertificateData(
    { layout: found.template.layout, backgroundImageUrl: found.template.backgroundImageUrl },
    courseType,
    appUrl,
  );
}

/**
 * A sample certificate with a layout that need not be saved: the editor's Preview PDF button renders
 * the form's current values this way (nothing is stored). The background is the saved template's.
 */
export async function sampleCertificateData(
  template: { layout: CertificateLayout; backgroundImageUrl: string | null },
  courseType: string,
  appUrl: string,
): Promise<CertificatePdfData> {
  const [settings] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
  const layout = { ...DEFAULT_CERTIFICATE_LAYOUT, ...template.layout };
  const id = "00000000-0000-4000-8000-000000000000-CERT-SAMPLE0000";
  return {
    uniqueCertificateId: id,
    studentName: "Jordan Sample",
    licenseNumber: courseType === "Pre-licensing" ? null : "0000012345",
    courseTitle: "Sample Course Title",
    courseType,
    licenseType: "Salesperson",
    hours: 4,
    completionDate: schoolDate(new Date()),
    schoolName: settings?.siteName ?? "Pelican Real Estate School",
    authorityNumber: settings?.certificateAuthorityNumber ?? null,
    signerName: layout.signerName || (settings?.certificateSignerName ?? null),
    signerTitle: layout.signerName ? (layout.signerTitle ?? null) : (settings?.certificateSignerTitle ?? null),
    deliveryMethod: DELIVERY_METHOD,
    layout,
    backgroundImageUrl: template.backgroundImageUrl,
    verificationUrl: new URL(`/verify/${id}`, appUrl).toString(),
    signatureImage: await signatureImageOf(layout),
  };
}
