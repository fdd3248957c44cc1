// /company-dashboard/company-certificates — Company Certificates (decision 0059): every
// member's certificates issued since they joined (decision 0053), filtered by member, course, course
// type and issued date with a plain GET form (works without JavaScript), 20 a page; the filtered list
// downloads as CSV or as one ZIP of PDFs (at most ZIP_CERTIFICATE_LIMIT). The company is the signed-in
// admin's; filter ids only narrow it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { certificateFilterChoices, listCompanyCertificates } from "~/models/companies/company-certificates.server";
import { COURSE_TYPES } from "~/rules/course-type";
import { formatHours } from "~/rules/company-reports";
import {
  COMPANY_CERTIFICATES_CSV_PATH,
  COMPANY_CERTIFICATES_PAGE_SIZE,
  COMPANY_CERTIFICATES_PATH,
  COMPANY_CERTIFICATES_ZIP_PATH,
  filtersQuery,
  parseCertificateFilters,
  ZIP_CERTIFICATE_LIMIT,
  type CertificateFilters,
} from "~/rules/company-certificates";
import { requireCompanyAdmin } from "~/utils/permissions.server";
import { showDay } from "~/components/company/report-format";
import { Pager } from "~/components/ui/pager";

export const handle: PageTitleHandle = { pageTitle: "Company Certificates" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Company Certificates", matches);

const NO_FILTERS: CertificateFilters = { member: null, course: null, type: null, from: null, to: null };

export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await requireCompanyAdmin(request);
  const parsed = parseCertificateFilters(new URL(request.url).searchParams);
  const choices = await certificateFilterChoices(companyId);
  if (!parsed.ok) {
    return data(
      { choices, filters: NO_FILTERS, error: parsed.message, list: { certificates: [], total: 0, page: 1, pages: 1 } },
      { status: 400 },
    );
  }
  const list = await listCompanyCertificates(companyId, parsed.filters, parsed.page);
  return { choices, filters: parsed.filters, error: null, list };
}

const field = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2";

export default function CompanyCertificates() {
  const { choices, filters, error, list } = useLoaderData<typeof loader>();
  const query = filtersQuery(filters);
  const filtered = query !== "";
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Company Certificates</h1>
        <p className="mt-1 text-ink-muted">Certificates your members earned since joining the company.</p>
      </header>
      <Form method="get" role="search" aria-label="Filter certificates" className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor="cert-member" className="block text-sm font-medium">
            Member
          </label>
          <select id="cert-member" name="member" defaultValue={filters.member ?? ""} className={field}>
            <option value="">All members</option>
            {choices.members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.lastName}, {m.firstName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cert-course" className="block text-sm font-medium">
            Course
          </label>
          <select id="cert-course" name="course" defaultValue={filters.course ?? ""} className={field}>
            <option value="">All courses</option>
            {choices.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cert-type" className="block text-sm font-medium">
            Course type
          </label>
          <select id="cert-type" name="type" defaultValue={filters.type ?? ""} className={field}>
            <option value="">All types</option>
            {COURSE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cert-from" className="block text-sm font-medium">
            Issued from
          </label>
          <input id="cert-from" type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
        </div>
        <div>
          <label htmlFor="cert-to" className="block text-sm font-medium">
            Issued to
          </label>
          <input id="cert-to" type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            Apply filters
          </button>
          {filtered ? (
            <Link to={COMPANY_CERTIFICATES_PATH} className="btn-secondary">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
      {error ? (
        <p role="alert" className="rounded-md border border-danger bg-surface p-3 text-danger">
          {error}
        </p>
      ) : null}
      <section aria-labelledby="certificate-list" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="certificate-list" className="text-lg font-semibold">
            {list.total === 1 ? "1 certificate" : `${list.total} certificates`}
            {filtered ? " matching the filters" : ""}
          </h2>
          {list.total > 0 ? (
            <div className="flex flex-wrap gap-2">
              <a href={`${COMPANY_CERTIFICATES_CSV_PATH}${query}`} className="btn-secondary">
                Export CSV
              </a>
              {list.total <= ZIP_CERTIFICATE_LIMIT ? (
                <a href={`${COMPANY_CERTIFICATES_ZIP_PATH}${query}`} className="btn-primary">
                  Download PDFs (ZIP)
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">
          A ZIP holds at most {ZIP_CERTIFICATE_LIMIT} certificates
          {list.total > ZIP_CERTIFICATE_LIMIT ? ": narrow the filters to download the PDFs." : "."}
        </p>
        {list.total === 0 ? (
          <p className="card p-6 text-center text-ink-muted">
            {filtered ? "No certificates match these filters." : "No certificates yet."}
          </p>
        ) : (
          <>
            <div className="card overflow-x-auto">
              <table className="w-full min-w-[640px] text-left text-sm">
                <caption className="sr-only">
                  Company certificates, page {list.page} of {list.pages}
                </caption>
                <thead className="border-b border-line bg-surface-muted">
                  <tr>
                    {["Member", "Course", "Type", "Hours", "Issued", "Certificate"].map((h) => (
                      <th key={h} scope="col" className="px-4 py-3 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.certificates.map((c) => (
                    <tr
                      key={c.uniqueCertificateId}
                      className="border-b border-line align-top last:border-0"
                      data-testid="company-certificate-row"
                    >
                      <th scope="row" className="px-4 py-3 font-medium">
                        {c.firstName} {c.lastName}
                        <span className="block break-all text-xs font-normal text-ink-muted">{c.email}</span>
                      </th>
                      <td className="px-4 py-3">{c.courseTitle}</td>
                      <td className="px-4 py-3">{c.courseType}</td>
                      <td className="px-4 py-3">{formatHours(c.hours)}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{showDay(c.completionDate)}</td>
                      <td className="px-4 py-3">
                        <a href={`/certificates/${c.uniqueCertificateId}.pdf`} className="text-brand underline hover:no-underline" download>
                          {c.uniqueCertificateId}
                          <span className="sr-only"> certificate of {`${c.firstName} ${c.lastName}`} (PDF)</span>
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-sm text-ink-muted">{COMPANY_CERTIFICATES_PAGE_SIZE} per page</p>
            <Pager
              page={list.page}
              pages={list.pages}
              href={(p) => `${COMPANY_CERTIFICATES_PATH}${filtersQuery(filters, p)}`}
              className=""
            />
          </>
        )}
      </section>
    </div>
  );
}
