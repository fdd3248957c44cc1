// The Overview tab: completions and certified hours per month (last 12 months, SVG charts with their
// tables), the top 3 by completions and by hours, and the learners active in the last 30 days.
import { formatHours } from "~/rules/hours";
import { BarChart } from "~/components/charts/bar-chart";
import { UserAvatar } from "~/components/user-avatar";
import type { LeaderboardEntry } from "~/models/reporting/company-reports.server";
import { ACTIVE_WINDOW_DAYS, monthLabel } from "~/rules/company-reports";
import { showDate, plural } from "~/components/company/report-format";
import type { View } from "./reports.server";
import { ScrollRegion } from "~/components/ui/scroll-region";

function Leaderboard({
  id,
  title,
  entries,
  figure,
}: {
  id: string;
  title: string;
  entries: LeaderboardEntry[];
  figure: (e: LeaderboardEntry) => string;
}) {
  return (
    <section className="card p-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No completed courses yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry, index) => (
            <li key={entry.userId} className="flex items-center gap-3" data-testid="leader">
              <span className="w-5 text-sm font-semibold text-ink-muted">{index + 1}.</span>
              <UserAvatar person={entry} />
              <span className="min-w-0 flex-1 break-words font-medium">
                {entry.firstName} {entry.lastName}
              </span>
              <span className="whitespace-nowrap text-sm">{figure(entry)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function Overview({ view }: { view: Extract<View, { tab: "overview" }> }) {
  const { leaderboard, active, monthly } = view;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="card p-4" aria-labelledby="chart-completions">
          <h2 id="chart-completions" className="text-lg font-semibold">
            Completions per Month
          </h2>
          <BarChart
            title="Completions per month, last 12 months"
            description="Certificates earned by your company's users in each of the last 12 months."
            data={monthly.map((m) => ({ label: monthLabel(m.month), value: m.completions }))}
            valueLabel="Completions"
            categoryLabel="Month"
          />
        </section>
        <section className="card p-4" aria-labelledby="chart-hours">
          <h2 id="chart-hours" className="text-lg font-semibold">
            Hours per Month
          </h2>
          <BarChart
            title="Certified hours per month, last 12 months"
            description="Hours of the certificates your company's users earned in each of the last 12 months."
            data={monthly.map((m) => ({ label: monthLabel(m.month), value: m.hours }))}
            valueLabel="Hours"
            categoryLabel="Month"
            format={formatHours}
          />
        </section>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Leaderboard
          id="top-completions"
          title="Top Learners by Completions"
          entries={leaderboard.topByCompletions}
          figure={(e) => plural(e.completions, "completion", "completions")}
        />
        <Leaderboard
          id="top-hours"
          title="Top Learners by Hours"
          entries={leaderboard.topByHours}
          figure={(e) => `${formatHours(e.totalHours)} ${e.totalHours === 1 ? "hour" : "hours"}`}
        />
      </div>
      <section className="mt-8" aria-labelledby="active-learners">
        <h2 id="active-learners" className="text-lg font-semibold">
          Active Learners
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {active.learnerCount} {active.learnerCount === 1 ? "learner" : "learners"} with course activity in the last {ACTIVE_WINDOW_DAYS}{" "}
          days{active.more ? `; their ${active.learners.length} most recent courses are listed` : ""}.
        </p>
        {active.learners.length === 0 ? (
          <p className="card mt-3 p-6 text-center text-ink-muted">No course activity in the last {ACTIVE_WINDOW_DAYS} days.</p>
        ) : (
          <ScrollRegion label="Active learners" className="card relative mt-3">
            <table className="w-full min-w-[560px] text-left text-sm">
              <caption className="sr-only">Active learners, last {ACTIVE_WINDOW_DAYS} days</caption>
              <thead className="border-b border-line bg-surface-muted">
                <tr>
                  {["Learner", "Course", "Progress", "Last Activity"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {active.learners.map((row) => (
                  <tr key={`${row.userId}:${row.courseId}`} className="border-b border-line last:border-0" data-testid="active-learner">
                    <td className="px-4 py-3">
                      <span className="flex items-center gap-2">
                        <UserAvatar person={row} />
                        <span className="font-medium">{row.userName}</span>
                      </span>
                    </td>
                    <td className="px-4 py-3">{row.courseTitle}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{row.progressPercentage}%</td>
                    <td className="px-4 py-3 whitespace-nowrap">{showDate(row.lastActivity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </>
  );
}
