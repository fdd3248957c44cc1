// /admin/certificates/{templateId}/preview.pdf?courseType=…: the real certificate PDF rendered with
// this template for a sample learner (nothing is issued or stored). Admins only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { samplePdfData } from "~/models/certificate-template.server";
import { COURSE_TYPES } from "~/rules/certificate-template";
import { renderCertificatePdf } from "~/services/certificate-pdf.server";
import { env } from "~/utils/env.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { requireAreaUser } from "~/utils/permissions.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAreaUser(request, "admin");
  const templateId = requireIdParam(params.templateId, "Certificate template not found");
  const asked = new URL(request.url).searchParams.get("courseType") ?? "";
  const courseType = (COURSE_TYPES as readonly string[]).includes(asked) ? asked : "Continuing Education";
  const sample = await samplePdfData(templateId, courseType, env().APP_URL);
  invariantResponse(sample, "Certificate template not found");
  const pdf = await renderCertificatePdf(sample);
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
