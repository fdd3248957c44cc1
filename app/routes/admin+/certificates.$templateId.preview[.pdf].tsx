// /admin/certificates/{templateId}/preview.pdf: the real certificate PDF for a sample learner (nothing
// is issued or stored). Admins only.
// - GET ?courseType=…: rendered with the saved template.
// - POST (the editor's Preview PDF button, `intent=preview`, "new" for a template not yet created):
//   rendered from the form's current values without saving them, validated with the editor's schema;
//   a template that would drop a §5335 item (or is otherwise invalid) is refused with 400 and the
//   form's errors. This is a resource route because a page route's action cannot answer a browser's
//   form post with a PDF (Remix reads the action's response as the page's data); decision 0031.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getTemplate, sampleCertificateData, samplePdfData } from "~/models/certificates/certificate-template.server";
import { layoutOf, templateIntentOf, templateSchema } from "~/rules/certificate-template";
import { COURSE_TYPES } from "~/rules/course-type";
import { renderCertificatePdf } from "~/services/certificate-pdf.server";
import { discardUploads, readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { env } from "~/utils/env.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { requireAreaUser } from "~/auth/permissions.server";
import { requireAdmin } from "./admin.server";

const NOT_FOUND = "Certificate template not found";

function pdfResponse(pdf: Buffer) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="certificate-preview.pdf"',
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAreaUser(request, "admin");
  const templateId = requireIdParam(params.templateId, NOT_FOUND);
  const asked = new URL(request.url).searchParams.get("courseType") ?? "";
  const courseType = (COURSE_TYPES as readonly string[]).includes(asked) ? asked : "Continuing Education";
  const sample = await samplePdfData(templateId, courseType, env().APP_URL);
  invariantResponse(sample, NOT_FOUND);
  return pdfResponse(await renderCertificatePdf(sample));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const FIELD_LABELS: Record<string, string> = {
  name: "Template name",
  heading: "Heading",
  body: "Body wording",
  signerName: "Signer name",
  signerTitle: "Signer title",
  signatureImageUrl: "Signature image",
  signatureFile: "Signature image",
  accentColor: "Accent colour",
  items: "Printed items",
  intent: "Preview",
};

/**
 * The refusal, as the page the Preview button's new tab shows (it opens without JavaScript too):
 * 400 (422 for a refused signature file) listing each of the form's errors.
 */
function refused(errors: Record<string, string[]>, status = 400) {
  const list = Object.entries(errors)
    .flatMap(([field, messages]) => messages.map((message) => `<li>${escapeHtml(`${FIELD_LABELS[field] ?? field}: ${message}`)}</li>`))
    .join("");
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview refused</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">` +
    `<h1>The certificate preview was refused</h1><p>Correct the template in the editor, then preview it again.</p>` +
    `<ul role="list">${list}</ul></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user } = await requireAdmin(request, context);
  const { form, stored, refused: refusedFiles } = await readFormWithUploads(request, { signatureFile: "signature" }, user.id);
  try {
    const templateId = params.templateId === "new" ? null : requireIdParam(params.templateId, NOT_FOUND);
    const saved = templateId ? await getTemplate(templateId) : null;
    invariantResponse(!templateId || saved, NOT_FOUND);
    const intent = templateIntentOf(form);
    if (!intent.ok || intent.value.intent !== "preview")
      return refused({ intent: [intent.ok ? "This address only previews a template (intent=preview)." : intent.message] });
    takeUpload(form, { file: "signatureFile", address: "signatureImageUrl", remove: "removeSignature" });
    const parsed = templateSchema.safeParse({ ...Object.fromEntries(form), items: form.getAll("items").map(String) });
    if (!parsed.success || refusedFiles.signatureFile) {
      const errors: Record<string, string[]> = {};
      if (refusedFiles.signatureFile) errors.signatureFile = [refusedFiles.signatureFile];
      for (const issue of parsed.error?.issues ?? []) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
      return refused(errors, refusedFiles.signatureFile ? 422 : 400);
    }
    const sample = await sampleCertificateData(
      { layout: layoutOf(parsed.data), backgroundImageUrl: saved?.template.backgroundImageUrl ?? null },
      intent.value.previewCourseType,
      env().APP_URL,
    );
    return pdfResponse(await renderCertificatePdf(sample));
  } finally {
    // A signature chosen for the preview is drawn, then dropped: saving uploads it again.
    await discardUploads(stored);
  }
}
