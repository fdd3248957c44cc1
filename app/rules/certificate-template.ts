// Certificate templates (requirement signed-in-route-table /admin/certificates; La. Admin. Code 46:LXVII §5335): the
// editor's schema, the items every certificate must print, and the admin toasts. Pure.
import { z } from "zod";
import type { CertificateLayout } from "./certificate-format";
import { idSchema } from "./id-schema";
import { COURSE_TYPES } from "./course-type";

export const CERTIFICATES_PATH = "/admin/certificates";

/**
 * What §5335 requires a completion certificate to show. The PDF always prints these; a template
 * lists the items it prints, and one that leaves any of these out is refused.
 */
export const REQUIRED_ITEMS = {
  schoolName: "School name",
  authorityNumber: "Certificate-of-authority number",
  studentName: "Student name",
  licenseNumber: "Student license number (continuing education and post-licensing)",
  courseTitle: "Course title",
  courseType: "Course type",
  creditHours: "Credit hours",
  completionDate: "Date of completion",
  signature: "Signature of an authorised school representative",
  examStatement: "Statement that the student passed the course examination",
  deliveryMethod: "Delivery method",
  certificateId: "Unique certificate number",
} as const;
export type RequiredItem = keyof typeof REQUIRED_ITEMS;
export const REQUIRED_ITEM_KEYS = Object.keys(REQUIRED_ITEMS) as RequiredItem[];

export const TEMPLATE_MESSAGES = {
  inUse: "Cannot delete template in use",
  missingItem: (label: string) => `Every certificate must show: ${label} (La. Admin. Code 46:LXVII §5335).`,
  nameRequired: "Template name is required",
  headingRequired: "Heading is required",
  bodyRequired: "Body wording is required",
  colour: "Enter a colour as #rrggbb",
  contrast: "This colour is too light to read on the white certificate (contrast below 4.5:1).",
  signerRequired: "Enter the signer’s name (an authorised school representative)",
  unknownIntent: "Unknown action: use Save, Preview PDF, Link course or Remove.",
  chooseCourse: "Choose a course",
} as const;

export const TEMPLATE_TOASTS = {
  created: { type: "success", title: "Certificate template created successfully" },
  updated: { type: "success", title: "Certificate template updated successfully" },
  deleted: { type: "success", title: "Certificate template deleted successfully" },
  createFailed: { type: "error", title: "Failed to create certificate template" },
  updateFailed: { type: "error", title: "Failed to update certificate template" },
  deleteFailed: { type: "error", title: "Failed to delete certificate template" },
  inUse: { type: "error", title: "Cannot delete template in use" },
  stale: { type: "error", title: "Certificate template not saved" },
} as const;

/** The template editor's fields by label, naming them when a save is refused as stale (decision 0085). */
export const TEMPLATE_FIELD_LABELS: Record<string, string> = {
  name: "Template name",
  heading: "Heading",
  body: "Body wording",
  bodyByCourseType: "Body wording by course type",
  signerName: "Signer name",
  signerTitle: "Signer title",
  signatureImageUrl: "Signature image",
  accentColor: "Accent color",
  showQrCode: "Show the verification QR code",
  items: "Items shown",
};

/**
 * What a post to the template editor asks for (the `intent` field; a form without one saves, as the
 * editor's form did before its buttons named their intent). "preview" is the Preview PDF button's,
 * posted to the preview route with the form's current values.
 */
export const templateIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save") }),
    z.object({ intent: z.literal("preview"), previewCourseType: z.enum(COURSE_TYPES).catch("Continuing Education") }),
    z.object({ intent: z.literal("link"), courseId: idSchema }),
    z.object({ intent: z.literal("unlink"), courseId: idSchema }),
  ],
  { error: (issue) => (issue.code === "invalid_union" ? TEMPLATE_MESSAGES.unknownIntent : TEMPLATE_MESSAGES.chooseCourse) },
);
export type TemplateIntent = z.infer<typeof templateIntentSchema>;

/** The intent of a posted editor form, or the message of a 400 (an unknown intent, a link without a course). */
export function templateIntentOf(form: FormData): { ok: true; value: TemplateIntent } | { ok: false; message: string } {
  const parsed = templateIntentSchema.safeParse({
    intent: form.get("intent") ?? "save",
    courseId: form.get("courseId") ?? undefined,
    previewCourseType: form.get("previewCourseType") ?? undefined,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const unknown = parsed.error.issues.some((issue) => issue.path[0] === "intent");
  return { ok: false, message: unknown ? TEMPLATE_MESSAGES.unknownIntent : TEMPLATE_MESSAGES.chooseCourse };
}

/** WCAG relative-luminance contrast of a #rrggbb colour against white. */
export function contrastOnWhite(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return 0;
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

const trimmed = (message: string, max = 2_000) => z.string({ error: message }).trim().min(1, { error: message }).max(max);
const optional = (max = 2_000) => z.string().trim().max(max).optional().default("");

export const templateSchema = z
  .object({
    name: trimmed(TEMPLATE_MESSAGES.nameRequired, 200),
    heading: trimmed(TEMPLATE_MESSAGES.headingRequired, 120),
    body: trimmed(TEMPLATE_MESSAGES.bodyRequired),
    bodyPreLicensing: optional(),
    bodyContinuingEducation: optional(),
    bodyPostLicensing: optional(),
    signerName: trimmed(TEMPLATE_MESSAGES.signerRequired, 120),
    signerTitle: optional(120),
    signatureImageUrl: z
      .string()
      .trim()
      .regex(/^(\/uploads\/[\w/-]+\.(png|jpg))?$/, { error: "Upload the signature as a PNG or JPEG image." })
      .optional(),
    accentColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: TEMPLATE_MESSAGES.colour }),
    showQrCode: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
    items: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string())),
  })
  .superRefine((value, ctx) => {
    if (contrastOnWhite(value.accentColor) < 4.5)
      ctx.addIssue({ code: "custom", path: ["accentColor"], message: TEMPLATE_MESSAGES.contrast });
    for (const key of REQUIRED_ITEM_KEYS) {
      if (!value.items.includes(key))
        ctx.addIssue({ code: "custom", path: ["items"], message: TEMPLATE_MESSAGES.missingItem(REQUIRED_ITEMS[key]) });
    }
  });
export type TemplateInput = z.infer<typeof templateSchema>;

/** The stored layout of a validated template. */
export function layoutOf(input: TemplateInput): CertificateLayout {
  const bodyByCourseType: Record<string, string> = {};
  if (input.bodyPreLicensing) bodyByCourseType["Pre-licensing"] = input.bodyPreLicensing;
  if (input.bodyContinuingEducation) bodyByCourseType["Continuing Education"] = input.bodyContinuingEducation;
  if (input.bodyPostLicensing) bodyByCourseType["Post-licensing"] = input.bodyPostLicensing;
  return {
    heading: input.heading,
    body: input.body,
    bodyByCourseType,
    signerName: input.signerName,
    signerTitle: input.signerTitle || null,
    signatureImageUrl: input.signatureImageUrl || null,
    accentColor: input.accentColor,
    showQrCode: input.showQrCode,
    items: REQUIRED_ITEM_KEYS.filter((key) => input.items.includes(key)),
  };
}
