/** A course the user has access to, as the area index pages list it. */
export type EnrolledCourseItem = {
  id: string;
  title: string;
  courseType: string;
  hours: number;
  progress: number;
};

function formatHours(hours: number) {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hrs`;
}

/**
 * The user's enrolled courses with their progress. Links to the course player come with the
 * player (a later issue); until then the list only informs.
 */
export function EnrolledCourses({ courses, heading }: { courses: EnrolledCourseItem[]; heading: string }) {
  return (
    <section aria-labelledby="enrolled-heading" className="card">
      <h2 id="enrolled-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {courses.map((course) => {
          const progress = Math.round(course.progress);
          return (
            <li key={course.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium">{course.title}</p>
                <p className="text-sm text-ink-muted">
                  {course.courseType} · {formatHours(course.hours)}
                </p>
              </div>
              <div className="flex items-center gap-2 sm:w-48">
                <div className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
                  <div className="h-full bg-brand" style={{ width: `${progress}%` }} />
                </div>
                <span className="w-28 text-right text-sm text-ink-muted">{progress}% complete</span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
