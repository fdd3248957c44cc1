// The Courses tab: each course's enrollments, completions and average completion, sorted by the column
// headings' links (the list kit's ListTable with a sort, decision 0097). The same figures, sorted by
// title, are the Company Analytics export (exportCoursePerformance).
import { formatHours } from "~/rules/hours";
import { ListTable, type Column } from "~/components/list";
import { COURSE_REPORT_SORT_LABELS, sortHref, type CourseReportSort } from "~/rules/company-reports";
import type { View, LoaderData } from "./reports.server";

type CourseRow = Extract<View, { tab: "courses" }>["courses"][number];

const COLUMNS: Column<CourseRow>[] = [
  {
    header: COURSE_REPORT_SORT_LABELS.title,
    sortKey: "title",
    rowHeader: true,
    cell: (course) => (
      <>
        {course.courseTitle}
        <span className="block text-xs font-normal text-ink-muted">
          {course.courseType} · {formatHours(course.courseHours)} hours
        </span>
      </>
    ),
  },
  { header: COURSE_REPORT_SORT_LABELS.enrollments, sortKey: "enrollments", cell: (course) => course.enrollmentCount },
  { header: COURSE_REPORT_SORT_LABELS.completions, sortKey: "completions", cell: (course) => course.completionCount },
  { header: COURSE_REPORT_SORT_LABELS.average, sortKey: "average", cell: (course) => `${course.averageCompletionPercentage}%` },
];

export function Courses({ view, query }: { view: Extract<View, { tab: "courses" }>; query: LoaderData["query"] }) {
  if (view.courses.length === 0) {
    return <p className="card p-6 text-center text-ink-muted">No enrollments yet.</p>;
  }
  return (
    <section aria-labelledby="course-performance">
      <h2 id="course-performance" className="text-lg font-semibold">
        Course Performance
      </h2>
      <ListTable
        caption="Course performance; select a column heading to sort"
        label="Course performance"
        columns={COLUMNS}
        rows={view.courses}
        rowKey={(course) => course.courseId}
        rowProps={() => ({ "data-testid": "course-row" })}
        empty={null}
        minWidth="min-w-[560px]"
        sort={{ by: query.sort, dir: query.dir, href: (column) => sortHref(query, column as CourseReportSort) }}
      />
    </section>
  );
}
