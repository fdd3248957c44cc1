// GET /company-dashboard/company-certificates/export — company_certificates_{date}.csv (decision
// 0059): the filtered company certificate list (same query parameters as the page), streamed
// 200 rows at a time. Company from the session; bad filters 400; nothing matching: back with a toast.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { countCompanyCertificates, exportCompanyCertificates } from "~/models/companies/company-certificates.server";
import {
  certificatesFileName,
  COMPANY_CERTIFICATE_CSV_HEADERS,
  COMPANY_CERTIFICATE_MESSAGES,
  COMPANY_CERTIFICATES_PATH,
  filtersQuery,
  parseCertificateFilters,
} from "~/rules/company-certificates";
import { csvDownload } from "~/utils/csv-download.server";
import { requireCompanyAdmin } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await requireCompanyAdmin(request);
  const parsed = parseCertificateFilters(new URL(request.url).searchParams);
  if (!parsed.ok) throw new Response(parsed.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if ((await countCompanyCertificates(companyId, parsed.filters)) === 0) {
    return redirectWithToast(`${COMPANY_CERTIFICATES_PATH}${filtersQuery(parsed.filters)}`, {
      type: "error",
      title: "Export failed",
      description: COMPANY_CERTIFICATE_MESSAGES.nothingToDownload,
    });
  }
  return csvDownload(
    certificatesFileName("csv", new Date()),
    COMPANY_CERTIFICATE_CSV_HEADERS,
    exportCompanyCertificates(companyId, parsed.filters),
    (row) => [
      row.uniqueCertificateId,
      row.firstName,
      row.lastName,
      row.email,
      row.licenseNumber,
      row.courseTitle,
      row.courseType,
      row.hours,
      row.attemptNumber,
      row.completionDate,
    ],
  );
}
