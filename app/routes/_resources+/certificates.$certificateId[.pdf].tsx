// The certificate PDF: /certificates/{uniqueCertificateId}.pdf (a resource route, linked with
// reloadDocument). Only the learner, a company admin of the learner's company and admins get it;
// everyone else gets 404, so nobody learns whether an id exists.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificatePdfData, getViewableCertificate } from "~/models/certificates/certificate.server";
import { certificateFileName, renderCertificatePdf } from "~/services/certificate-pdf.server";
import { requireUser } from "~/auth/permissions.server";
import { env } from "~/utils/env.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const viewable = await getViewableCertificate(user, params.certificateId ?? "");
  if (!viewable) throw new Response("Certificate not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const pdf = await renderCertificatePdf(await certificatePdfData(viewable, env().APP_URL));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${certificateFileName(viewable.certificate.uniqueCertificateId)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
