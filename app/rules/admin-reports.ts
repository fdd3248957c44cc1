// /admin/reports (decision 0029): enrollments, completions, credit hours and final-exam pass rates by month
// and by course, for a period of whole Louisiana months. Pure: the model returns one row per month
// and course; these functions shape the page's tables and charts.
import { lastTwelveMonths } from "./company-reports";

/** The page's address: both its GET forms' target (the activity report and the LREC roster). */
export const ADMIN_REPORTS_PATH = "/admin/reports";
export const LAST_12_MONTHS = "last-12-months";

export type Totals = { enrollments: number; completions: number; hours: number; attempts: number; passed: number };
export type ActivityRow = Totals & { month: string; courseId: string };
export type ReportCourse = { id: string; title: string; status: string };

/** The periods offered: the last 12 months, then this calendar year and the two before it. */
export function reportPeriods(today: string): { value: string; label: string }[] {
  const year = Number(today.slice(0, 4));
  return [
    { value: LAST_12_MONTHS, label: "Last 12 months" },
    ...[year, year - 1, year - 2].map((y) => ({ value: String(y), label: y === year ? `${y} so far` : String(y) })),
  ];
}

/** The months (YYYY-MM, oldest first) of a period; an unknown period is the last 12 months. */
export function periodMonths(period: string, today: string): { period: string; months: string[] } {
  const year = Number(today.slice(0, 4));
  const chosen = reportPeriods(today).some((p) => p.value === period) ? period : LAST_12_MONTHS;
  if (chosen === LAST_12_MONTHS) return { period: chosen, months: lastTwelveMonths(today) };
  const last = Number(chosen) === year ? Number(today.slice(5, 7)) : 12;
  return { period: chosen, months: Array.from({ length: last }, (_, i) => `${chosen}-${String(i + 1).padStart(2, "0")}`) };
}

const zero = (): Totals => ({ enrollments: 0, completions: 0, hours: 0, attempts: 0, passed: 0 });

function add(into: Totals, row: Totals) {
  into.enrollments += row.enrollments;
  into.completions += row.completions;
  into.hours += row.hours;
  into.attempts += row.attempts;
  into.passed += row.passed;
}

/** Every month of the period with its totals (of one course, or of all), months without activity as 0. */
export function totalsByMonth(rows: readonly ActivityRow[], months: readonly string[], courseId?: string): (Totals & { month: string })[] {
  const byMonth = new Map(months.map((month) => [month, { month, ...zero() }]));
  for (const row of rows) {
    if (courseId && row.courseId !== courseId) continue;
    const month = byMonth.get(row.month);
    if (month) add(month, row);
  }
  return [...byMonth.values()];
}

/**
 * Each course with its totals for the period: every published course, and any other (draft,
 * archived) that had activity; most completions first, then by title.
 */
export function totalsByCourse(rows: readonly ActivityRow[], courses: readonly ReportCourse[]): (Totals & { id: string; title: string })[] {
  const totals = new Map<string, Totals>();
  for (const row of rows) {
    const course = totals.get(row.courseId) ?? zero();
    add(course, row);
    totals.set(row.courseId, course);
  }
  return courses
    .filter((course) => course.status === "published" || totals.has(course.id))
    .map((course) => ({ id: course.id, title: course.title, ...(totals.get(course.id) ?? zero()) }))
    .sort((a, b) => b.completions - a.completions || a.title.localeCompare(b.title));
}

/** The sum of a table's rows (its footer). */
export function grandTotal(rows: readonly Totals[]): Totals {
  const total = zero();
  for (const row of rows) add(total, row);
  return total;
}

/** Passed final-exam attempts of all completed ones, as "83%", or "—" when there were none. */
export function passRate({ attempts, passed }: Pick<Totals, "attempts" | "passed">): string {
  return attempts === 0 ? "—" : `${Math.round((passed / attempts) * 100)}%`;
}
