// GET /admin/users/{userId}/audit/{courseId}.pdf (decision 0034; decision 0029): the one-click audit packet —
// a learner's records in a course as a PDF for the Real Estate Commission (La. Admin. Code 46:LXVII
// §5511). Admins only; each download is written to the audit log (who pulled whose records, from where).
// A resource route whose body is streamed as the renderer writes it (no Content-Length).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getAuditPacket, recordAuditPacketDownload } from "~/models/certificates/audit-packet.server";
import { getSiteSettings } from "~/models/operations/site-settings.server";
import { auditPacketFileName } from "~/rules/audit-packet";
import { renderAuditPacketPdfStream } from "~/services/audit-packet-pdf.server";
import { invariantResponse, requireIdParam, readOnlyAction } from "~/utils/http.server";
import { requireAdmin } from "./admin.server";

const NOT_FOUND = "No records of this learner in this course";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, NOT_FOUND);
  const courseId = requireIdParam(params.courseId, NOT_FOUND);
  const [packet, settings] = await Promise.all([getAuditPacket(userId, courseId), getSiteSettings()]);
  invariantResponse(packet, NOT_FOUND);
  const now = new Date();
  // Laid out before anything is answered: a rendering error is still a clean error page, not a cut PDF.
  const pdf = await renderAuditPacketPdfStream({
    packet,
    schoolName: settings?.siteName ?? "Pelican Real Estate School",
    authorityNumber: settings?.certificateAuthorityNumber ?? null,
    generatedAt: now,
    generatedBy: actor.name,
  });
  await recordAuditPacketDownload(actor, userId, courseId, packet.course.title);
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${auditPacketFileName(`${packet.learner.firstName} ${packet.learner.lastName}`, packet.course.slug)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}
