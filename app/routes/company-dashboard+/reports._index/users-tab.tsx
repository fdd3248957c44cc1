// The Users tab: each member's history, searched by name and paged by 20; certificates in <details>.
import { formatHours } from "~/rules/hours";
import { FilterForm, FilterSearch, ListTable, Pager, type Column } from "~/components/list";
import { REPORT_USERS_PAGE_SIZE, REPORTS_PATH, usersHref } from "~/rules/company-reports";
import { showDate, showDay, plural } from "~/components/company/report-format";
import type { View } from "./reports.server";
import { pluralForm } from "~/rules/plural";

type HistoryRow = Extract<View, { tab: "users" }>["history"]["users"][number];

const COLUMNS: Column<HistoryRow>[] = [
  {
    header: "User",
    rowHeader: true,
    cell: (user) => (
      <>
        {user.firstName} {user.lastName}
        <span className="block break-all text-xs font-normal text-ink-muted">{user.email}</span>
      </>
    ),
  },
  { header: "Enrollments", cell: (user) => user.enrollments },
  { header: "Certificates", cell: (user) => <Certificates user={user} /> },
  { header: "Hours", cell: (user) => formatHours(user.hours) },
  { header: "Last Activity", className: "whitespace-nowrap", cell: (user) => showDate(user.lastActivity) },
];

function Certificates({ user }: { user: HistoryRow }) {
  if (user.certificates.length === 0) return "0";
  return (
    <details>
      <summary className="cursor-pointer">
        {user.certificates.length}
        <span className="sr-only">
          {" "}
          {pluralForm(user.certificates.length, { one: "certificate", other: "certificates" })} of {`${user.firstName} ${user.lastName}`}
        </span>
      </summary>
      <ul className="mt-2 space-y-2">
        {user.certificates.map((certificate) => (
          <li key={certificate.uniqueCertificateId}>
            <a href={`/certificates/${certificate.uniqueCertificateId}.pdf`} className="text-brand underline hover:no-underline" download>
              {certificate.courseTitle}
              <span className="sr-only"> certificate (PDF)</span>
            </a>
            <span className="block text-xs text-ink-muted">
              {showDay(certificate.completionDate)} · {formatHours(certificate.hours)} hours
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Users({ view, q }: { view: Extract<View, { tab: "users" }>; q: string }) {
  const { history } = view;
  return (
    <section aria-labelledby="user-history">
      <h2 id="user-history" className="text-lg font-semibold">
        User History
      </h2>
      <FilterForm
        action={REPORTS_PATH}
        label="Search users by name"
        clearLabel={null}
        applyLabel="Search"
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="tab" value="users" />
        <FilterSearch id="report-user-search" label="Search by name" value={q} className="min-w-0 flex-1" />
      </FilterForm>
      {history.total === 0 ? (
        <p className="card mt-4 p-6 text-center text-ink-muted">{q ? `No users match “${q}”.` : "No users yet."}</p>
      ) : (
        <>
          <ListTable
            caption={`User history, page ${history.page} of ${history.pages}`}
            label="User history"
            columns={COLUMNS}
            rows={history.users}
            rowKey={(user) => user.userId}
            rowProps={() => ({ className: "align-top", "data-testid": "history-row" })}
            empty={null}
            className="mt-4"
          />
          <p className="mt-3 text-sm text-ink-muted">
            {plural(history.total, "user", "users")}
            {q ? ` matching “${q}”` : ""} · {REPORT_USERS_PAGE_SIZE} per page
          </p>
          <Pager page={history.page} pages={history.pages} href={(p) => usersHref(q, p)} />
        </>
      )}
    </section>
  );
}
