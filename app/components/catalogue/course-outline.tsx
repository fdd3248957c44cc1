import type { CourseOutlineLesson } from "~/models/catalogue/course.server";
import { countOf } from "~/rules/plural";

/** Course Outline (requirement public-pages-and-routes): each lesson is a `<details>` that opens to its topics and quizzes. */
export function CourseOutline({ lessons, finalExams }: { lessons: CourseOutlineLesson[]; finalExams: string[] }) {
  const topicCount = lessons.reduce((n, lesson) => n + lesson.topics.length, 0);
  return (
    <section id="course-outline" className="card scroll-mt-24" aria-labelledby="outline-heading">
      <h2 id="outline-heading" className="font-serif text-2xl font-bold">
        Course Outline
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {countOf(lessons.length, "lesson", "lessons")} · {countOf(topicCount, "topic", "topics")}
        {finalExams.length > 0 ? " · final exam" : ""}
      </p>
      {lessons.length === 0 ? (
        <p className="mt-4 text-ink-muted">The outline of this course is being prepared.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {lessons.map((lesson, index) => (
            // The outline is read-only and ordered: an entry's place is its key.
            <li key={index}>
              <details className="group rounded-md border border-line bg-surface">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3 p-4 font-semibold [&::-webkit-details-marker]:hidden">
                  <span>
                    Lesson {index + 1}: {lesson.title}
                  </span>
                  <span className="shrink-0 text-sm font-normal text-ink-muted">
                    {countOf(lesson.topics.length, "topic", "topics")}
                    <span aria-hidden="true" className="ml-2 inline-block transition-transform group-open:rotate-180">
                      ▾
                    </span>
                  </span>
                </summary>
                <div className="border-t border-line px-4 pb-4 pt-3">
                  {lesson.description ? <p className="text-sm text-ink-muted">{lesson.description}</p> : null}
                  {/* One element a topic, its bullet drawn by CSS: a 200-topic course page was 830 elements (issue 34). */}
                  <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-ink-muted">
                    {lesson.topics.map((topic, i) => (
                      <li key={i}>{topic}</li>
                    ))}
                    {lesson.quizzes.map((quiz, i) => (
                      <li key={`quiz-${i}`} className="list-['✎_']">
                        <span className="sr-only">Quiz: </span>
                        {quiz}
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      {finalExams.map((exam, i) => (
        <p key={i} className="mt-4 rounded-md border border-line bg-surface-muted p-4 font-semibold">
          <span className="text-sm font-normal text-ink-muted">Final exam: </span>
          {exam}
        </p>
      ))}
    </section>
  );
}
