// /admin/reports/time-study (decision 0088): per course and per lesson, the median and the 25th and 75th
// percentiles of learners' credited seat time against the course's credit hours, with a CSV export
// (/admin/reports/time-study.csv). A GET form: works without JavaScript; admins only.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { listReportCourses } from "~/models/reporting/admin-reports.server";
import { getTimeStudyCourse, timeStudy } from "~/models/reporting/time-study.server";
import { shareOfCreditHours, studyDuration, timeStudyQuerySchema } from "~/rules/time-study";
import { requireAdmin } from "./admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Time study" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Time study", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const courses = (await listReportCourses()).map(({ id, title }) => ({ id, title }));
  if (!params.has("course")) return { courses, selected: "", error: null, report: null };
  const parsed = timeStudyQuerySchema.safeParse({ course: params.get("course") });
  const course = parsed.success ? await getTimeStudyCourse(parsed.data.course) : null;
  if (!course) return { courses, selected: params.get("course") ?? "", error: "Choose a course.", report: null };
  return {
    courses,
    selected: course.id,
    error: null,
    report: {
      title: course.title,
      hours: course.hours,
      rows: await timeStudy(course.id),
      csvHref: `/admin/reports/time-study.csv?course=${course.id}`,
    },
  };
}

export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

export default function TimeStudy() {
  const { courses, selected, error, report } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">Time study</h1>
      <p className="mt-2 text-ink-muted">
        How long learners spend in a course and in each of its lessons, from their credited seat time: the median and the 25th and 75th
        percentiles, against the course&apos;s credit hours. Learners with any recorded time are counted.
      </p>
      <Form method="get" className="card mt-6 flex flex-wrap items-end gap-4 p-4 sm:p-6">
        <div className="min-w-64 flex-1">
          <label htmlFor="time-study-course" className="block text-sm font-medium">
            Course
          </label>
          <select
            id="time-study-course"
            name="course"
            defaultValue={selected}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "time-study-course-error" : undefined}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
          >
            <option value="">Choose a course</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
          {error ? (
            <p id="time-study-course-error" className="mt-1 text-sm text-danger" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary">
          Show time study
        </button>
      </Form>
      {report ? (
        <section className="card mt-6 overflow-x-auto p-4 sm:p-6" aria-labelledby="time-study-heading">
          <h2 id="time-study-heading" className="text-lg font-semibold">
            {report.title} · {report.hours} credit hours
          </h2>
          <table className="mt-4 w-full text-left text-sm" data-testid="time-study-table">
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2">
                  Course or lesson
                </th>
                <th scope="col" className="px-3 py-2">
                  Learners
                </th>
                <th scope="col" className="px-3 py-2">
                  25th percentile
                </th>
                <th scope="col" className="px-3 py-2">
                  Median
                </th>
                <th scope="col" className="px-3 py-2">
                  75th percentile
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row, index) => (
                <tr key={`${row.scope}-${index}`} className="border-t border-line">
                  <th scope="row" className={`px-3 py-2 ${row.scope === "course" ? "font-semibold" : "pl-6 font-normal"}`}>
                    {row.title}
                    {row.scope === "course" ? (
                      <span className="block text-xs font-normal text-ink-muted">
                        Median {shareOfCreditHours(row.medianSeconds, report.hours) || "—"} of the credit hours
                      </span>
                    ) : null}
                  </th>
                  <td className="px-3 py-2">{row.learners}</td>
                  <td className="px-3 py-2">{studyDuration(row.p25Seconds)}</td>
                  <td className="px-3 py-2">{studyDuration(row.medianSeconds)}</td>
                  <td className="px-3 py-2">{studyDuration(row.p75Seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4">
            <a href={report.csvHref} className="btn-secondary" download>
              Download CSV
            </a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
