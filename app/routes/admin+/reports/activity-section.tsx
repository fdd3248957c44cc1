// The activity reports of /admin/reports (decision 0038; decision 0029): enrolments, completions, credit
// hours and final-exam pass rates per month (two server-drawn charts, their numbers in tables) and
// per course (a table whose completions carry a proportional bar). A GET form picks the period and
// the course of the monthly figures; it carries the roster's choices along so neither is lost.
import { formatHours } from "~/rules/hours";
import { Form } from "@remix-run/react";
import { AdminTable } from "~/components/admin/tables";
import { BarChart } from "~/components/charts/bar-chart";
import { passRate, type Totals } from "~/rules/admin-reports";
import { monthLabel } from "~/rules/company-reports";

export type ActivityData = {
  period: string;
  periods: { value: string; label: string }[];
  periodLabel: string;
  monthly: string;
  courses: { id: string; title: string }[];
  months: (Totals & { month: string })[];
  byCourse: (Totals & { id: string; title: string })[];
  total: Totals;
};

const FIGURES = ["Enrolments", "Completions", "Credit hours", "Final exam attempts", "Pass rate"];
const cell = "px-4 py-3 tabular-nums";

function Figures({ totals }: { totals: Totals }) {
  return (
    <>
      <td className={cell}>{totals.enrolments}</td>
      <td className={cell}>{totals.completions}</td>
      <td className={cell}>{formatHours(totals.hours)}</td>
      <td className={cell}>{totals.attempts}</td>
      <td className={cell}>{passRate(totals)}</td>
    </>
  );
}

export function ActivitySection({ data, keep }: { data: ActivityData; keep: Record<string, string> }) {
  const field = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm";
  const monthlyTitle = data.courses.find((c) => c.id === data.monthly)?.title ?? "all courses";
  const monthTotal = data.months.reduce((sum, m) => sum + m.enrolments + m.completions, 0);
  const mostCompletions = Math.max(1, ...data.byCourse.map((c) => c.completions));
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Enrolments and completions
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Enrolments are course access granted; completions and credit hours come from the certificates issued; the pass rate is the share of
        completed final-exam attempts that passed. Months are Louisiana months.
      </p>
      <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor="report-period" className="block text-sm font-medium">
            Period
          </label>
          <select id="report-period" name="period" defaultValue={data.period} className={field}>
            {data.periods.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="report-monthly" className="block text-sm font-medium">
            Monthly figures for
          </label>
          <select id="report-monthly" name="monthly" defaultValue={data.monthly} className={field}>
            <option value="">All courses</option>
            {data.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Show Report
        </button>
      </Form>

      <h3 className="mt-6 font-semibold">
        By month: {monthlyTitle}, {data.periodLabel.toLowerCase()}
      </h3>
      {monthTotal === 0 ? <p className="mt-2 text-sm text-ink-muted">No enrolments or completions in this period.</p> : null}
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <BarChart
          title={`Enrolments per month, ${monthlyTitle}`}
          description="The number of course enrolments granted in each month of the period."
          data={data.months.map((m) => ({ label: monthLabel(m.month), value: m.enrolments }))}
          valueLabel="Enrolments"
          categoryLabel="Month"
        />
        <BarChart
          title={`Completions per month, ${monthlyTitle}`}
          description="The number of course completions (certificates issued) in each month of the period."
          data={data.months.map((m) => ({ label: monthLabel(m.month), value: m.completions }))}
          valueLabel="Completions"
          categoryLabel="Month"
        />
      </div>
      <div data-testid="report-by-month">
        <AdminTable caption={`By month: ${monthlyTitle}`} head={["Month", ...FIGURES]}>
          {data.months.map((m) => (
            <tr key={m.month} className="border-b border-line last:border-0">
              <th scope="row" className="px-4 py-3 font-normal">
                {monthLabel(m.month)}
              </th>
              <Figures totals={m} />
            </tr>
          ))}
        </AdminTable>
      </div>

      <h3 className="mt-8 font-semibold">By course, {data.periodLabel.toLowerCase()}</h3>
      <div data-testid="report-by-course">
        <AdminTable
          caption="By course"
          head={["Course", ...FIGURES]}
          foot={
            <tr>
              <th scope="row" className="px-4 py-3">
                All courses
              </th>
              <Figures totals={data.total} />
            </tr>
          }
        >
          {data.byCourse.map((c) => (
            <tr key={c.id} className="border-b border-line last:border-0">
              <th scope="row" className="px-4 py-3 font-normal">
                {c.title}
              </th>
              <td className={cell}>{c.enrolments}</td>
              <td className={cell}>
                <span className="flex items-center gap-2">
                  <span className="w-6 text-right">{c.completions}</span>
                  {/* The bar repeats the number beside it, so it is hidden from screen readers. */}
                  <svg viewBox="0 0 100 8" className="h-2 w-20" aria-hidden="true" preserveAspectRatio="none">
                    <rect width="100" height="8" className="fill-surface-muted" />
                    <rect width={(c.completions / mostCompletions) * 100} height="8" className="fill-brand" />
                  </svg>
                </span>
              </td>
              <td className={cell}>{formatHours(c.hours)}</td>
              <td className={cell}>{c.attempts}</td>
              <td className={cell}>{passRate(c)}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </section>
  );
}
