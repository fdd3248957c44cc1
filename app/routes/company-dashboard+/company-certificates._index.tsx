// /company-dashboard/company-certificates — Company Certificates (decision 0059): every
// member's certificates issued since they joined (decision 0053), filtered by member, course, course
// type and issued date with a plain GET form (works without JavaScript), 20 a page; the filtered list
// downloads as CSV or as one ZIP of PDFs (at most ZIP_CERTIFICATE_LIMIT). The company is the signed-in
// admin's; filter ids only narrow it.
import { formatHours } from "~/rules/hours";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ExportLink, FilterDate, FilterForm, FilterSelect, ListTable, Pager, type Column } from "~/components/list";
import { certificateFilterChoices, listCompanyCertificates } from "~/models/companies/company-certificates.server";
import { COURSE_TYPES } from "~/rules/course-type";
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
import { requireCompanyAdmin } from "~/auth/permissions.server";
import { showDay } from "~/components/company/report-format";

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

type Certificate = ReturnType<typeof useLoaderData<typeof loader>>["list"]["certificates"][number];

const COLUMNS: Column<Certificate>[] = [
  {
    header: "Member",
    rowHeader: true,
    cell: (c) => (
      <>
        {c.firstName} {c.lastName}
        <span className="block break-all text-xs font-normal text-ink-muted">{c.email}</span>
      </>
    ),
  },
  { header: "Course", cell: (c) => c.courseTitle },
  { header: "Type", cell: (c) => c.courseType },
  { header: "Hours", cell: (c) => formatHours(c.hours) },
  { header: "Issued", className: "whitespace-nowrap", cell: (c) => showDay(c.completionDate) },
  {
    header: "Certificate",
    cell: (c) => (
      <a href={`/certificates/${c.uniqueCertificateId}.pdf`} className="text-brand underline hover:no-underline" download>
        {c.uniqueCertificateId}
        <span className="sr-only"> certificate of {`${c.firstName} ${c.lastName}`} (PDF)</span>
      </a>
    ),
  },
];

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
      <FilterForm
        action={COMPANY_CERTIFICATES_PATH}
        label="Filter certificates"
        className="card grid gap-4 p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-3"
        applyLabel="Apply filters"
        primary
        clearLabel={filtered ? "Clear filters" : null}
      >
        <FilterSelect
          id="cert-member"
          label="Member"
          name="member"
          value={filters.member ?? ""}
          options={[
            { value: "", label: "All members" },
            ...choices.members.map((m) => ({ value: m.id, label: `${m.lastName}, ${m.firstName}` })),
          ]}
        />
        <FilterSelect
          id="cert-course"
          label="Course"
          name="course"
          value={filters.course ?? ""}
          options={[{ value: "", label: "All courses" }, ...choices.courses.map((c) => ({ value: c.id, label: c.title }))]}
        />
        <FilterSelect
          id="cert-type"
          label="Course type"
          name="type"
          value={filters.type ?? ""}
          options={[{ value: "", label: "All types" }, ...COURSE_TYPES.map((t) => ({ value: t, label: t }))]}
        />
        <FilterDate id="cert-from" label="Issued from" name="from" value={filters.from ?? ""} />
        <FilterDate id="cert-to" label="Issued to" name="to" value={filters.to ?? ""} />
      </FilterForm>
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
              <ExportLink href={`${COMPANY_CERTIFICATES_CSV_PATH}${query}`} />
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
            <ListTable
              caption={`Company certificates, page ${list.page} of ${list.pages}`}
              columns={COLUMNS}
              rows={list.certificates}
              rowKey={(c) => c.uniqueCertificateId}
              rowProps={() => ({ className: "align-top", "data-testid": "company-certificate-row" })}
              empty={null}
              className=""
            />
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
