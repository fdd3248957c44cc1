// The quiz editor's last two sections: the courses using the quiz (linking it as a course's final
// exam, or removing it from one) and deleting the quiz — plain forms posting an `intent`.
import { Form } from "@remix-run/react";

type CourseUse = { id: string; title: string; status: string; placement: "final" | "lesson" };

export function CoursesPanel({ courses, courseChoices }: { courses: CourseUse[]; courseChoices: { id: string; title: string }[] }) {
  return (
    <section aria-labelledby="courses-heading" className="space-y-3">
      <h2 id="courses-heading" className="font-serif text-2xl font-bold">
        Courses using this quiz
      </h2>
      {courses.length === 0 ? (
        <p className="text-ink-muted">No course uses this quiz yet.</p>
      ) : (
        <ul className="card space-y-2">
          {courses.map((course) => (
            <li key={`${course.id}-${course.placement}`} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {course.title} ({course.placement === "final" ? "final exam" : "lesson quiz"}, {course.status})
              </span>
              {course.placement === "final" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="course-unlink" />
                  <input type="hidden" name="courseId" value={course.id} />
                  <button type="submit" className="btn-ghost min-h-[36px] px-2 py-1" aria-label={`Remove from ${course.title}`}>
                    Remove
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="card flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="course-link" />
        <div className="min-w-0 flex-1">
          <label htmlFor="link-course" className="block text-sm font-medium">
            Use as the final exam of
          </label>
          <select
            id="link-course"
            name="courseId"
            required
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
          >
            <option value="">Choose a course</option>
            {courseChoices.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Link course
        </button>
      </Form>
      <p className="text-sm text-ink-muted">Lesson quizzes are placed from the course editor.</p>
    </section>
  );
}

export function DeleteQuizPanel() {
  return (
    <section aria-labelledby="delete-heading" className="space-y-3">
      <h2 id="delete-heading" className="font-serif text-2xl font-bold">
        Delete quiz
      </h2>
      <Form method="post" className="card flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">A quiz used by a course or already taken by learners cannot be deleted.</p>
        <input type="hidden" name="intent" value="quiz-delete" />
        <button type="submit" className="btn-secondary text-danger">
          Delete quiz
        </button>
      </Form>
    </section>
  );
}
