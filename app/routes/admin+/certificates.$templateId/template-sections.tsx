import { Form } from "@remix-run/react";
import { CERTIFICATES_PATH } from "~/rules/certificate-template";
import { COURSE_TYPES } from "~/rules/course-type";
import { fieldClass } from "./text-input";

/** Links to the real certificate PDF for a sample learner, one per course type, with the saved template. */
export function SavedTemplatePreview({ templateId }: { templateId: string }) {
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="font-serif text-2xl font-bold">
        Preview
      </h2>
      <p className="text-sm text-ink-muted">
        The real certificate PDF for a sample learner, with the saved template. To see unsaved changes, use Preview PDF of this form above.
      </p>
      <ul className="flex flex-wrap gap-2">
        {COURSE_TYPES.map((type) => (
          <li key={type}>
            <a
              href={`${CERTIFICATES_PATH}/${templateId}/preview.pdf?courseType=${encodeURIComponent(type)}`}
              className="btn-secondary"
              target="_blank"
              rel="noreferrer"
            >
              Preview PDF ({type})
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Course = { id: string; title: string };

/** The courses that print this template, each removable, and a picker to link another. */
export function TemplateCourses({ courses, courseChoices }: { courses: Course[]; courseChoices: (Course & { hasTemplate: boolean })[] }) {
  return (
    <section aria-labelledby="courses-heading" className="space-y-3">
      <h2 id="courses-heading" className="font-serif text-2xl font-bold">
        Courses using this template
      </h2>
      {courses.length === 0 ? <p className="text-ink-muted">No course uses this template.</p> : null}
      <ul className="space-y-2">
        {courses.map((course) => (
          <li key={course.id} className="card flex flex-wrap items-center justify-between gap-2 p-3">
            <span>{course.title}</span>
            <Form method="post">
              <input type="hidden" name="intent" value="unlink" />
              <input type="hidden" name="courseId" value={course.id} />
              <button type="submit" className="btn-ghost min-h-[36px] px-2 py-1" aria-label={`Remove from ${course.title}`}>
                Remove
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="card flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="link" />
        <div className="min-w-0 flex-1">
          <label htmlFor="template-course" className="block text-sm font-medium">
            Use for course
          </label>
          <select id="template-course" name="courseId" required className={fieldClass}>
            <option value="">Choose a course</option>
            {courseChoices.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
                {course.hasTemplate ? " (replaces its template)" : ""}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Link course
        </button>
      </Form>
    </section>
  );
}
