// The Compliance tab (decision 0027): each member's post-licensing and continuing-education
// deadlines and their standing (overdue, at risk, on track, no license on file), worst first, filtered
// by a GET form (works without JavaScript) and paged by 20.
import { formatHours } from "~/rules/hours";
import { FilterForm, FilterSelect, ListTable, Pager, type Column } from "~/components/list";
import { StatusPill } from "~/components/deadlines/status-pill";
import { complianceHref, REPORTS_PATH, type ComplianceFilter } from "~/rules/company-reports";
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

type Member = Extract<View, { tab: "compliance" }>["compliance"]["members"][number];

const COLUMNS: Column<Member>[] = [
  {
    header: "User",
    rowHeader: true,
    cell: (member) => (
      <>
        {member.firstName} {member.lastName}
        <span className="block break-all text-xs font-normal text-ink-muted">{member.email}</span>
      </>
    ),
  },
  {
    header: "License",
    cell: (member) => (
      <>
        {member.license.licenseType ? LICENSE_TYPE_LABELS[member.license.licenseType] : "—"}
        {member.license.initialLicenseDate ? (
          <span className="block text-xs text-ink-muted">since {showDay(member.license.initialLicenseDate)}</span>
        ) : null}
      </>
    ),
  },
  { header: "Post-licensing", cell: (member) => <DeadlineCell deadline={member.postLicensing} empty="Not required" /> },
  {
    header: "Continuing Education",
    cell: (member) => (
      <DeadlineCell deadline={member.continuingEducation} empty={member.license.licenseType ? "From next year" : "Not required"} />
    ),
  },
  { header: "Standing", cell: (member) => <StatusPill status={member.status} kind="member" /> },
];

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
      <FilterForm
        action={REPORTS_PATH}
        label="Filter members by standing"
        clearLabel={null}
        applyLabel="Filter"
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="tab" value="compliance" />
        <FilterSelect
          id="compliance-status"
          label="Standing"
          name="status"
          value={status}
          options={[
            { value: "all", label: `All members (${everyone})` },
            ...COMPLIANCE_STATUSES.map((s) => ({ value: s, label: `${COMPLIANCE_STATUS_LABELS[s]} (${compliance.counts[s]})` })),
          ]}
        />
      </FilterForm>
      {compliance.total === 0 ? (
        <p className="card mt-4 p-6 text-center text-ink-muted">
          {status === "all" ? "No users yet." : `No members are ${COMPLIANCE_STATUS_LABELS[status].toLowerCase()}.`}
        </p>
      ) : (
        <>
          <ListTable
            caption={`License compliance, page ${compliance.page} of ${compliance.pages}`}
            label="License compliance"
            columns={COLUMNS}
            rows={compliance.members}
            rowKey={(member) => member.userId}
            rowProps={() => ({ className: "align-top", "data-testid": "compliance-row" })}
            empty={null}
            minWidth="min-w-[720px]"
            className="mt-4"
          />
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
