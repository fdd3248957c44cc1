// The Users tab: each member's history, searched by name and paged by 20; certificates in <details>.
import { Form } from "@remix-run/react";
import { formatHours, REPORT_USERS_PAGE_SIZE, usersHref } from "~/rules/company-reports";
import { showDate, showDay, plural } from "~/components/company/report-format";
import type { View } from "./reports.server";
import { pluralForm } from "~/rules/plural";
import { Pager } from "~/components/ui/pager";
import { ScrollRegion } from "~/components/ui/scroll-region";

export function Users({ view, q }: { view: Extract<View, { tab: "users" }>; q: string }) {
  const { history } = view;
  return (
    <section aria-labelledby="user-history">
      <h2 id="user-history" className="text-lg font-semibold">
        User History
      </h2>
      <Form method="get" role="search" aria-label="Search users by name" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="users" />
        <div className="min-w-0 flex-1">
          <label htmlFor="report-user-search" className="block text-sm font-medium">
            Search by name
          </label>
          <input
            id="report-user-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      {history.total === 0 ? (
        <p className="card mt-4 p-6 text-center text-ink-muted">{q ? `No users match “${q}”.` : "No users yet."}</p>
      ) : (
        <>
          <ScrollRegion label="User history" className="card relative mt-4">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">
                User history, page {history.page} of {history.pages}
              </caption>
              <thead className="border-b border-line bg-surface-muted">
                <tr>
                  {["User", "Enrollments", "Certificates", "Hours", "Last Activity"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.users.map((user) => (
                  <tr key={user.userId} className="border-b border-line align-top last:border-0" data-testid="history-row">
                    <th scope="row" className="px-4 py-3 font-medium">
                      {user.firstName} {user.lastName}
                      <span className="block break-all text-xs font-normal text-ink-muted">{user.email}</span>
                    </th>
                    <td className="px-4 py-3">{user.enrollments}</td>
                    <td className="px-4 py-3">
                      {user.certificates.length === 0 ? (
                        "0"
                      ) : (
                        <details>
                          <summary className="cursor-pointer">
                            {user.certificates.length}
                            <span className="sr-only">
                              {" "}
                              {pluralForm(user.certificates.length, { one: "certificate", other: "certificates" })} of{" "}
                              {`${user.firstName} ${user.lastName}`}
                            </span>
                          </summary>
                          <ul className="mt-2 space-y-2">
                            {user.certificates.map((certificate) => (
                              <li key={certificate.uniqueCertificateId}>
                                <a
                                  href={`/certificates/${certificate.uniqueCertificateId}.pdf`}
                                  className="text-brand underline hover:no-underline"
                                  download
                                >
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
                      )}
                    </td>
                    <td className="px-4 py-3">{formatHours(user.hours)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{showDate(user.lastActivity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
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
