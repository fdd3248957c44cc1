// A deadline's or a member's standing as a labelled pill (decision 0027): the word carries the meaning, the
// colour only repeats it (text stays the body colour for contrast).
import type { ComplianceStatus, DeadlineStatus } from "~/rules/license-deadlines";
import { COMPLIANCE_STATUS_LABELS, DEADLINE_STATUS_LABELS } from "~/rules/license-deadlines";

const TONE: Record<DeadlineStatus | ComplianceStatus, string> = {
  overdue: "border-danger bg-danger",
  at_risk: "border-accent bg-accent",
  on_track: "border-success bg-success",
  complete: "border-success bg-success",
  not_tracked: "border-line bg-line",
};

export function StatusPill({ status, kind }: { status: DeadlineStatus | ComplianceStatus; kind: "deadline" | "member" }) {
  const label =
    kind === "member" || status === "not_tracked"
      ? COMPLIANCE_STATUS_LABELS[status as ComplianceStatus]
      : DEADLINE_STATUS_LABELS[status as DeadlineStatus];
  const [border, dot] = TONE[status].split(" ");
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border ${border} px-2 py-0.5 text-xs font-semibold text-ink`}
      data-status={status}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dot}`} />
      {label}
    </span>
  );
}
