// The activity reports of /admin/reports (decision 0038; decision 0029): enrollments, completions, credit
// hours and final-exam pass rates per month (two server-drawn charts, their numbers in tables) and
// per course (a table whose completions carry a proportional bar, its totals in the foot). A GET form
// picks the period and the course of the monthly figures; it carries the roster's choices along so
// neither is lost. Built from the list kit (decision 0097): FilterForm waiting for its button,
// FilterSelect, ListTable.
import { formatHours } from "~/rules/hours";
import { BarChart } from "~/components/charts/bar-chart";
import { FilterForm, FilterSelect, ListTable, type Column } from "~/components/list";
import { ADMIN_REPORTS_PATH, passRate, type Totals } from "~/rules/admin-reports";
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

type MonthRow = ActivityData["months"][number];
type CourseRow = ActivityData["byCourse"][number];

/** The figures of a month, a course or all courses: the columns after the row's heading. */
const FIGURES: Column<Totals>[] = [
  { header: "Enrollments", className: "tabular-nums", cell: (t) => t.enrollments },
  { header: "Completions", className: "tabular-nums", cell: (t) => t.completions },
  { header: "Credit hours", className: "tabular-nums", cell: (t) => formatHours(t.hours) },
  { header: "Final exam attempts", className: "tabular-nums", cell: (t) => t.attempts },
  { header: "Pass rate", className: "tabular-nums", cell: (t) => passRate(t) },
];

const MONTH_COLUMNS: Column<MonthRow>[] = [{ header: "Month", rowHeader: true, cell: (m) => monthLabel(m.month) }, ...FIGURES];

/** By course: the completions carry a bar, as a share of the course with the most. */
function courseColumns(mostCompletions: number): Column<CourseRow>[] {
  return [
    { header: "Course", rowHeader: true, cell: (c) => c.title },
    ...FIGURES.map((figure) =>
      figure.header === "Completions"
        ? {
            ...figure,
            cell: (c: CourseRow) => (
              <span className="flex items-center gap-2">
                <span className="w-6 text-right">{c.completions}</span>
                {/* The bar repeats the number beside it, so it is hidden from screen readers. */}
                <svg viewBox="0 0 100 8" className="h-2 w-20" aria-hidden="true" preserveAspectRatio="none">
                  <rect width="100" height="8" className="fill-surface-muted" />
                  <rect width={(c.completions / mostCompletions) * 100} height="8" className="fill-brand" />
                </svg>
              </span>
            ),
          }
        : figure,
    ),
  ];
}

export function ActivitySection({ data, keep }: { data: ActivityData; keep: Record<string, string> }) {
  const monthlyTitle = data.courses.find((c) => c.id === data.monthly)?.title ?? "all courses";
  const monthTotal = data.months.reduce((sum, m) => sum + m.enrollments + m.completions, 0);
  const mostCompletions = Math.max(1, ...data.byCourse.map((c) => c.completions));
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Enrollments and completions
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Enrollments are course access granted; completions and credit hours come from the certificates issued; the pass rate is the share of
        completed final-exam attempts that passed. Months are Louisiana months.
      </p>
      <FilterForm
        action={ADMIN_REPORTS_PATH}
        label="Enrollments and completions"
        clearLabel={null}
        live={false}
        applyLabel="Show Report"
        className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end"
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FilterSelect id="report-period" label="Period" name="period" value={data.period} options={data.periods} />
        <FilterSelect
          id="report-monthly"
          label="Monthly figures for"
          name="monthly"
          value={data.monthly}
          options={[{ value: "", label: "All courses" }, ...data.courses.map((c) => ({ value: c.id, label: c.title }))]}
        />
      </FilterForm>

      <h3 className="mt-6 font-semibold">
        By month: {monthlyTitle}, {data.periodLabel.toLowerCase()}
      </h3>
      {monthTotal === 0 ? <p className="mt-2 text-sm text-ink-muted">No enrollments or completions in this period.</p> : null}
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <BarChart
          title={`Enrollments per month, ${monthlyTitle}`}
          description="The number of course enrollments granted in each month of the period."
          data={data.months.map((m) => ({ label: monthLabel(m.month), value: m.enrollments }))}
          valueLabel="Enrollments"
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
        <ListTable caption={`By month: ${monthlyTitle}`} columns={MONTH_COLUMNS} rows={data.months} rowKey={(m) => m.month} empty={null} />
      </div>

      <h3 className="mt-8 font-semibold">By course, {data.periodLabel.toLowerCase()}</h3>
      <div data-testid="report-by-course">
        <ListTable
          caption="By course"
          columns={courseColumns(mostCompletions)}
          rows={data.byCourse}
          rowKey={(c) => c.id}
          empty={null}
          foot={
            <tr>
              <th scope="row" className="px-4 py-3">
                All courses
              </th>
              {FIGURES.map((figure) => (
                <td key={figure.header} className="px-4 py-3 tabular-nums">
                  {figure.cell(data.total)}
                </td>
              ))}
            </tr>
          }
        />
      </div>
    </section>
  );
}
