// The course's ordered lessons: up/down buttons (plain forms) and, with JavaScript, dragging; required or optional, the lesson quiz
// after each lesson, remove (asked first: ?remove=<lessonId>); add an existing lesson or a new one.
import { Form, Link } from "@remix-run/react";
import { SortableList } from "~/components/admin/sortable-list";
import type { CourseStructure } from "~/models/catalogue/admin-courses.server";
import { completedByMessage } from "~/rules/admin-content";
import { ConfirmPanel } from "~/components/admin/confirm-panel";

type Option = { id: string; title: string };

export function LessonsSection({
  structure,
  lessons,
  lessonQuizzes,
}: {
  structure: CourseStructure;
  lessons: Option[];
  lessonQuizzes: Option[];
}) {
  const inCourse = new Set(structure.lessons.map((l) => l.lessonId));
  const available = lessons.filter((l) => !inCourse.has(l.id));
  return (
    <section aria-labelledby="lessons-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="lessons-heading" className="font-serif text-xl font-bold">
        Lessons
      </h2>
      {structure.lessons.length === 0 ? <p className="mt-2 text-ink-muted">No lessons yet. Add the first one below.</p> : null}
      <SortableList
        items={structure.lessons.map((lesson) => ({ ...lesson, id: lesson.lessonId }))}
        labelOf={(lesson) => lesson.title}
        intent="reorder-lessons"
        className="mt-4 space-y-3"
        rowClassName="rounded-md border border-line bg-surface p-3"
        testId="course-lessons"
        renderRow={(lesson, index, handle) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <span className="text-sm text-ink-muted">Lesson {index + 1}: </span>
                <Link to={`/admin/lessons/${lesson.lessonId}/topics`} className="font-medium text-brand underline hover:no-underline">
                  {lesson.title}
                </Link>
                <span className="ml-2 text-sm text-ink-muted">
                  ({lesson.topics === 1 ? "1 topic" : `${lesson.topics} topics`}, {lesson.isRequired ? "required" : "optional"})
                </span>
              </div>
              <div className="flex flex-wrap gap-1">
                {handle}
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="lessonId" value={lesson.lessonId} />
                  <input type="hidden" name="direction" value="up" />
                  <button
                    type="submit"
                    name="intent"
                    value="move-lesson"
                    className="btn-secondary px-2 py-1 text-sm"
                    disabled={index === 0}
                    aria-label={`Move ${lesson.title} up`}
                  >
                    ↑ Up
                  </button>
                </Form>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="lessonId" value={lesson.lessonId} />
                  <input type="hidden" name="direction" value="down" />
                  <button
                    type="submit"
                    name="intent"
                    value="move-lesson"
                    className="btn-secondary px-2 py-1 text-sm"
                    disabled={index === structure.lessons.length - 1}
                    aria-label={`Move ${lesson.title} down`}
                  >
                    ↓ Down
                  </button>
                </Form>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="lessonId" value={lesson.lessonId} />
                  <input type="hidden" name="required" value={lesson.isRequired ? "false" : "true"} />
                  <button
                    type="submit"
                    name="intent"
                    value="set-required"
                    className="btn-secondary px-2 py-1 text-sm"
                    aria-label={`${lesson.isRequired ? "Make optional" : "Make required"}: ${lesson.title}`}
                  >
                    {lesson.isRequired ? "Make optional" : "Make required"}
                  </button>
                </Form>
                {/* A GET form: the page asks first (?remove=<lessonId>), with or without JavaScript. */}
                <Form method="get" preventScrollReset>
                  <input type="hidden" name="remove" value={lesson.lessonId} />
                  <button
                    type="submit"
                    className="btn-secondary px-2 py-1 text-sm text-danger"
                    aria-label={`Remove ${lesson.title} from the course`}
                  >
                    Remove
                  </button>
                </Form>
              </div>
            </div>
            <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="lessonId" value={lesson.lessonId} />
              <div>
                <label htmlFor={`quiz-${lesson.lessonId}`} className="block text-sm font-medium">
                  Lesson quiz
                </label>
                <select
                  id={`quiz-${lesson.lessonId}`}
                  name="quizId"
                  defaultValue={lesson.quizId ?? ""}
                  className="mt-1 rounded-md border border-line bg-surface px-3 py-2"
                >
                  <option value="">No quiz</option>
                  {lessonQuizzes.map((quiz) => (
                    <option key={quiz.id} value={quiz.id}>
                      {quiz.title}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" name="intent" value="lesson-quiz" className="btn-secondary">
                Save quiz
              </button>
            </Form>
          </>
        )}
      />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
          <div className="grow">
            <label htmlFor="add-lesson" className="block text-sm font-medium">
              Add an existing lesson
            </label>
            <select id="add-lesson" name="lessonId" className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2">
              <option value="">Choose a lesson</option>
              {available.map((lesson) => (
                <option key={lesson.id} value={lesson.id}>
                  {lesson.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="add-lesson" className="btn-secondary">
            Add lesson
          </button>
        </Form>
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
          <div className="grow">
            <label htmlFor="new-lesson" className="block text-sm font-medium">
              New lesson title
            </label>
            <input
              id="new-lesson"
              name="title"
              maxLength={200}
              className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
            />
          </div>
          <button type="submit" name="intent" value="new-lesson" className="btn-secondary">
            Create and add
          </button>
        </Form>
      </div>
    </section>
  );
}

/** The question before a lesson leaves the course: how many learners completed topics in it. */
export function RemoveLessonDialog({ lesson, base }: { lesson: { lessonId: string; title: string; completedBy: number }; base: string }) {
  return (
    <ConfirmPanel
      id="remove-lesson"
      title={<>Remove “{lesson.title}” from the course?</>}
      action={base}
      intent="remove-lesson"
      fields={{ lessonId: lesson.lessonId }}
      confirm={lesson.completedBy > 0 ? "Archive lesson on this course" : "Remove lesson"}
    >
      {completedByMessage(lesson.completedBy, "lesson")}
    </ConfirmPanel>
  );
}
