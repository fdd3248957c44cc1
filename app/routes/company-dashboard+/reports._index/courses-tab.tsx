// The Courses tab: each course's enrolments, completions and average completion, sorted by link.
import { formatHours } from "~/rules/hours";
import { Link } from "@remix-run/react";
import { ariaSort, COURSE_REPORT_SORT_LABELS, COURSE_REPORT_SORTS, sortHref } from "~/rules/company-reports";
import type { View, LoaderData } from "./reports.server";
import { ScrollRegion } from "~/components/ui/scroll-region";

export function Courses({ view, query }: { view: Extract<View, { tab: "courses" }>; query: LoaderData["query"] }) {
  if (view.courses.length === 0) {
    return <p className="card p-6 text-center text-ink-muted">No enrollments yet.</p>;
  }
  return (
    <section aria-labelledby="course-performance">
      <h2 id="course-performance" className="text-lg font-semibold">
        Course Performance
      </h2>
      <ScrollRegion label="Course performance" className="card relative mt-3">
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">Course performance; select a column heading to sort</caption>
          <thead className="border-b border-line bg-surface-muted">
            <tr>
              {COURSE_REPORT_SORTS.map((column) => (
                <th key={column} scope="col" aria-sort={ariaSort(query, column)} className="px-4 py-3 font-semibold">
                  <Link to={sortHref(query, column)} preventScrollReset className="underline-offset-2 hover:underline">
                    {COURSE_REPORT_SORT_LABELS[column]}
                    <span aria-hidden="true">{query.sort === column ? (query.dir === "asc" ? " ▲" : " ▼") : ""}</span>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.courses.map((course) => (
              <tr key={course.courseId} className="border-b border-line last:border-0" data-testid="course-row">
                <th scope="row" className="px-4 py-3 font-medium">
                  {course.courseTitle}
                  <span className="block text-xs font-normal text-ink-muted">
                    {course.courseType} · {formatHours(course.courseHours)} hours
                  </span>
                </th>
                <td className="px-4 py-3">{course.enrollmentCount}</td>
                <td className="px-4 py-3">{course.completionCount}</td>
                <td className="px-4 py-3">{course.averageCompletionPercentage}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
