// Edit User's "Assigned courses" (decision 0063): the courses the company gave the member,
// each with Unassign while the member has not started it (the server checks again). Plain forms.
import { Form, Link } from "@remix-run/react";

export type AssignedCourse = { courseId: string; title: string; courseType: string; started: boolean };

export function AssignedCourses({ userId, courses }: { userId: string; courses: AssignedCourse[] }) {
  return (
    <section aria-labelledby="assigned-heading" className="card mt-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="assigned-heading" className="text-lg font-semibold">
          Assigned courses
        </h2>
        <Link to="/company-dashboard/assign-courses" className="btn-secondary">
          Assign Courses
        </Link>
      </div>
      {courses.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">Your company has not assigned any course to this member.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {courses.map((c) => (
            <li key={c.courseId} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="assigned-course">
              <span>
                <span className="block font-medium">{c.title}</span>
                <span className="block text-sm text-ink-muted">
                  {c.courseType}
                  {c.started ? " · started" : ""}
                </span>
              </span>
              {c.started ? null : (
                <Form method="post" action="/company-dashboard/assign-courses">
                  <input type="hidden" name="intent" value="unassign" />
                  <input type="hidden" name="userId" value={userId} />
                  <input type="hidden" name="courseId" value={c.courseId} />
                  <button type="submit" className="text-danger underline hover:no-underline">
                    Unassign<span className="sr-only"> {c.title}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
