// The Compliance tab (decision 0027): each member's post-licensing and continuing-education
// deadlines and their standing (overdue, at risk, on track, no license on file), worst first, filtered
// by a GET form (works without JavaScript) and paged by 20.
import { Form } from "@remix-run/react";
import { StatusPill } from "~/components/deadlines/status-pill";
import { complianceHref, formatHours, type ComplianceFilter } from "~/rules/company-reports";
import {
  AT_RISK_DAYS,
  CE_HOURS_TEXT,
  COMPLIANCE_STATUS_LABELS,
  COMPLIANCE_STATUSES,
  daysLeftText,
  type Deadline,
  LICENSE_TYPE_LABELS,
  POST_LICENSING_DAYS_TEXT,
  POST_LICENSING_HOURS_TEXT,
} from "~/rules/license-deadlines";
import { plural, showDay } from "~/components/company/report-format";
import type { View } from "./reports.server";
import { Pager } from "~/components/ui/pager";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { countOf } from "~/rules/plural";

function DeadlineCell({ deadline, empty }: { deadline: Deadline | null; empty: string }) {
  if (!deadline) return <span className="text-ink-muted">{empty}</span>;
  return (
    <div className="space-y-1">
      <StatusPill status={deadline.status} kind="deadline" />
      <span className="block">
        {formatHours(deadline.hoursDone)} of {deadline.hoursRequired} hours
        {deadline.mandatoryDone === null ? "" : deadline.mandatoryDone ? " · mandatory topic done" : " · mandatory topic missing"}
      </span>
      <span className="block text-xs text-ink-muted">
        Due {showDay(deadline.dueDate)}
        {deadline.status === "complete" ? "" : ` · ${daysLeftText(deadline.daysLeft)}`}
      </span>
    </div>
  );
}

export function Compliance({ view, status }: { view: Extract<View, { tab: "compliance" }>; status: ComplianceFilter }) {
  const { compliance } = view;
  const everyone = COMPLIANCE_STATUSES.reduce((total, s) => total + compliance.counts[s], 0);
  return (
    <section aria-labelledby="compliance-title">
      <h2 id="compliance-title" className="text-lg font-semibold">
        License Compliance
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Post-licensing: {POST_LICENSING_HOURS_TEXT} within {POST_LICENSING_DAYS_TEXT} of a salesperson&apos;s initial license. Continuing
        education: {CE_HOURS_TEXT} each calendar year, due December 31, including the mandatory-topic course. Hours come from certificates.
        At risk: less than {countOf(AT_RISK_DAYS, "day", "days")} left with hours missing.
      </p>
      <Form method="get" aria-label="Filter members by standing" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="compliance" />
        <div>
          <label htmlFor="compliance-status" className="block text-sm font-medium">
            Standing
          </label>
          <select
            id="compliance-status"
            name="status"
            defaultValue={status}
            className="mt-1 rounded-md border border-line bg-surface px-3 py-2"
          >
            <option value="all">All members ({everyone})</option>
            {COMPLIANCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {COMPLIANCE_STATUS_LABELS[s]} ({compliance.counts[s]})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>
      {compliance.total === 0 ? (
        <p className="card mt-4 p-6 text-center text-ink-muted">
          {status === "all" ? "No users yet." : `No members are ${COMPLIANCE_STATUS_LABELS[status].toLowerCase()}.`}
        </p>
      ) : (
        <>
          <ScrollRegion label="License compliance" className="card relative mt-4">
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">
                License compliance, page {compliance.page} of {compliance.pages}
              </caption>
              <thead className="border-b border-line bg-surface-muted">
                <tr>
                  {["User", "License", "Post-licensing", "Continuing Education", "Standing"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {compliance.members.map((member) => (
                  <tr key={member.userId} className="border-b border-line align-top last:border-0" data-testid="compliance-row">
                    <th scope="row" className="px-4 py-3 font-medium">
                      {member.firstName} {member.lastName}
                      <span className="block break-all text-xs font-normal text-ink-muted">{member.email}</span>
                    </th>
                    <td className="px-4 py-3">
                      {member.license.licenseType ? LICENSE_TYPE_LABELS[member.license.licenseType] : "—"}
                      {member.license.initialLicenseDate ? (
                        <span className="block text-xs text-ink-muted">since {showDay(member.license.initialLicenseDate)}</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      <DeadlineCell deadline={member.postLicensing} empty="Not required" />
                    </td>
                    <td className="px-4 py-3">
                      <DeadlineCell
                        deadline={member.continuingEducation}
                        empty={member.license.licenseType ? "From next year" : "Not required"}
                      />
                    </td>
                    <td className="px-4 py-3">
                      <StatusPill status={member.status} kind="member" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="mt-3 text-sm text-ink-muted">
            {plural(compliance.total, "user", "users")}
            {status === "all" ? "" : ` ${COMPLIANCE_STATUS_LABELS[status].toLowerCase()}`} · worst standing first
          </p>
          <Pager page={compliance.page} pages={compliance.pages} href={(p) => complianceHref(status, p)} />
        </>
      )}
    </section>
  );
}
