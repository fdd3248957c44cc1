// GET /company-dashboard/company-certificates/download — company_certificates_{date}.zip (decision
// 0059): the PDFs of the filtered company certificate list, streamed with yazl; each PDF is
// rendered by the certificate PDF service only when the ZIP reaches it, so one is in memory at a time.
// At most ZIP_CERTIFICATE_LIMIT per ZIP (a longer list: back with a toast asking to narrow it).
// Company from the session; bad filters 400.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyCertificatePdfData, countCompanyCertificates, zipCertificateList } from "~/models/companies/company-certificates.server";
import {
  certificatesFileName,
  COMPANY_CERTIFICATE_MESSAGES,
  COMPANY_CERTIFICATES_PATH,
  filtersQuery,
  parseCertificateFilters,
  ZIP_CERTIFICATE_LIMIT,
  zipEntryName,
} from "~/rules/company-certificates";
import { renderCertificatePdf } from "~/services/certificate-pdf.server";
import { env } from "~/utils/env.server";
import { requireCompanyAdmin } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import { zipDownload, type ZipEntry } from "~/utils/zip-download.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await requireCompanyAdmin(request);
  const parsed = parseCertificateFilters(new URL(request.url).searchParams);
  if (!parsed.ok) throw new Response(parsed.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const back = `${COMPANY_CERTIFICATES_PATH}${filtersQuery(parsed.filters)}`;
  const total = await countCompanyCertificates(companyId, parsed.filters);
  if (total === 0 || total > ZIP_CERTIFICATE_LIMIT) {
    return redirectWithToast(back, {
      type: "error",
      title: "Download failed",
      description: total === 0 ? COMPANY_CERTIFICATE_MESSAGES.nothingToDownload : COMPANY_CERTIFICATE_MESSAGES.tooMany,
    });
  }
  const list = await zipCertificateList(companyId, parsed.filters, ZIP_CERTIFICATE_LIMIT);
  const appUrl = env().APP_URL;
  async function* pdfs(): AsyncGenerator<ZipEntry> {
    for (const item of list) {
      // Read again at its turn: a member removed meanwhile is left out.
      const data = await companyCertificatePdfData(companyId, item.uniqueCertificateId, appUrl);
      if (!data) continue;
      yield { name: zipEntryName(item), data: await renderCertificatePdf(data) };
    }
  }
  return zipDownload(certificatesFileName("zip", new Date()), pdfs());
}
