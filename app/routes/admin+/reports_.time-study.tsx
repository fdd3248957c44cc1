// /admin/reports/time-study (decision 0088): per course and per lesson, the median and the 25th and 75th
// percentiles of learners' credited seat time against the course's credit hours, with a CSV export
// (/admin/reports/time-study.csv). On the list kit (decision 0097): the course is a FilterForm that waits
// for its button (a refused course is said beside the field), the table a ListTable, the download an
// ExportLink. A GET form: works without JavaScript; admins only.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ExportLink, FilterForm, FilterSelect, ListTable, type Column } from "~/components/list";
import { listReportCourses } from "~/models/reporting/admin-reports.server";
import { getTimeStudyCourse, timeStudy } from "~/models/reporting/time-study.server";
import { shareOfCreditHours, studyDuration, timeStudyQuerySchema, type TimeStudyRow } from "~/rules/time-study";
import { requireAdmin } from "./admin.server";
import { readOnlyAction } from "~/utils/http.server";

const TIME_STUDY_PATH = "/admin/reports/time-study";

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
      csvHref: `${TIME_STUDY_PATH}.csv?course=${course.id}`,
    },
  };
}

export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

type Row = TimeStudyRow;

/** The course's row first (bold, with its median's share of the credit hours), then its lessons, indented. */
const columns = (creditHours: number): Column<Row>[] => [
  {
    header: "Course or lesson",
    rowHeader: true,
    cell: (row) =>
      row.scope === "course" ? (
        <>
          {row.title}
          <span className="block text-xs font-normal text-ink-muted">
            Median {shareOfCreditHours(row.medianSeconds, creditHours) || "—"} of the credit hours
          </span>
        </>
      ) : (
        <span className="block pl-3 font-normal">{row.title}</span>
      ),
  },
  { header: "Learners", cell: (row) => row.learners },
  { header: "25th percentile", cell: (row) => studyDuration(row.p25Seconds) },
  { header: "Median", cell: (row) => studyDuration(row.medianSeconds) },
  { header: "75th percentile", cell: (row) => studyDuration(row.p75Seconds) },
];

export default function TimeStudy() {
  const { courses, selected, error, report } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">Time study</h1>
      <p className="mt-2 text-ink-muted">
        How long learners spend in a course and in each of its lessons, from their credited seat time: the median and the 25th and 75th
        percentiles, against the course&apos;s credit hours. Learners with any recorded time are counted.
      </p>
      <FilterForm
        action={TIME_STUDY_PATH}
        label="Time study"
        clearLabel={null}
        live={false}
        primary
        applyLabel="Show time study"
        className="card mt-6 flex flex-wrap items-end gap-4 p-4 sm:p-6"
      >
        <FilterSelect
          id="time-study-course"
          label="Course"
          name="course"
          value={selected}
          options={[{ value: "", label: "Choose a course" }, ...courses.map((course) => ({ value: course.id, label: course.title }))]}
          error={error}
          className="min-w-64 flex-1"
        />
      </FilterForm>
      {report ? (
        <section className="card mt-6 overflow-x-auto p-4 sm:p-6" aria-labelledby="time-study-heading">
          <h2 id="time-study-heading" className="text-lg font-semibold">
            {report.title} · {report.hours} credit hours
          </h2>
          <ListTable
            caption={`Time study: ${report.title}`}
            columns={columns(report.hours)}
            rows={report.rows}
            rowKey={(row, index) => `${row.scope}-${index}`}
            empty={null}
            variant="plain"
            className="mt-4"
            testId="time-study-table"
          />
          <p className="mt-4">
            <ExportLink href={report.csvHref} download>
              Download CSV
            </ExportLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}
