// /admin/reports (decision 0029): the school's enrollments, completions, credit hours and final-exam pass
// rates by month and by course (decision 0038), and the LREC roster export (decision 0032). Both are
// GET forms on one page, built from the list kit (decision 0097); each keeps the other's choices.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { learningActivity, listReportCourses } from "~/models/reporting/admin-reports.server";
import { countRoster } from "~/models/reporting/lrec-roster.server";
import { ADMIN_REPORTS_PATH, grandTotal, periodMonths, reportPeriods, totalsByCourse, totalsByMonth } from "~/rules/admin-reports";
import { schoolDate } from "~/rules/certificate-format";
import { isUuid } from "~/rules/ids";
import { rosterQuerySchema } from "~/rules/lrec-roster";
import { requireAdmin } from "../admin.server";
import { ActivitySection, type ActivityData } from "./activity-section";
import { RosterSection, type RosterData } from "./roster-section";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Reports" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Reports", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const today = schoolDate(new Date());
  const { period, months } = periodMonths(params.get("period") ?? "", today);
  const [courses, rows] = await Promise.all([listReportCourses(), learningActivity(months[0]!, months[months.length - 1]!)]);
  const monthly = params.get("monthly") ?? "";
  const byCourse = totalsByCourse(rows, courses);
  const periods = reportPeriods(today);
  const activity: ActivityData = {
    period,
    periods,
    periodLabel: periods.find((p) => p.value === period)!.label,
    monthly: courses.some((c) => c.id === monthly) ? monthly : "",
    courses: courses.map(({ id, title }) => ({ id, title })),
    months: totalsByMonth(rows, months, isUuid(monthly) ? monthly : undefined),
    byCourse,
    total: grandTotal(byCourse),
  };
  return { activity, roster: await rosterData(params, today, activity.courses) };
}

async function rosterData(params: URLSearchParams, today: string, courses: RosterData["courses"]): Promise<RosterData> {
  const values = {
    course: params.get("course") ?? "",
    from: params.get("from") ?? `${today.slice(0, 4)}-01-01`,
    to: params.get("to") ?? today,
  };
  if (!params.has("course")) return { courses, values, errors: null, result: null };
  const parsed = rosterQuerySchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { courses, values, errors, result: null };
  }
  const count = await countRoster(parsed.data);
  return { courses, values, errors: null, result: { count, href: `${ADMIN_REPORTS_PATH}/roster?${new URLSearchParams(values)}` } };
}

// The page changes nothing; a POST here is refused.
export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

export default function AdminReports() {
  const { activity, roster } = useLoaderData<typeof loader>();
  // Each form carries the other's current choices, so applying one does not reset the other.
  const rosterChoices: Record<string, string> = roster.result || roster.errors ? roster.values : {};
  const activityChoices = { period: activity.period, monthly: activity.monthly };
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">Reports</h1>
      <ActivitySection data={activity} keep={rosterChoices} />
      <RosterSection data={roster} keep={activityChoices} />
    </div>
  );
}
