// The question bank of a quiz: in the editor's order (by section, then order), each with edit,
// duplicate, delete and move up/down — every button its own small form.
import { Form, Link } from "@remix-run/react";
import { plainQuestionText as plain } from "~/rules/question-analytics";

type Question = { id: string; questionText: string; correctAnswer: string; sectionId: string | null; answered: boolean };

function Action({ intent, questionId, label, children }: { intent: string; questionId: string; label: string; children: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="questionId" value={questionId} />
      <button type="submit" className="btn-ghost min-h-[36px] px-2 py-1" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export function QuestionsPanel({
  quizId,
  questions,
  sections,
}: {
  quizId: string;
  questions: Question[];
  sections: { id: string; title: string }[];
}) {
  const sectionTitle = new Map(sections.map((s) => [s.id, s.title]));
  return (
    <section aria-labelledby="questions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="questions-heading" className="font-serif text-2xl font-bold">
          Questions
        </h2>
        <Link to={`/admin/quizzes/${quizId}/questions/new`} className="btn-primary">
          Add question
        </Link>
      </div>
      {questions.length === 0 ? <p className="text-ink-muted">No questions yet.</p> : null}
      <ol className="space-y-2">
        {questions.map((question, index) => {
          const text = plain(question.questionText);
          const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
          return (
            <li
              key={question.id}
              className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="quiz-question"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {index + 1}. {text}
                </p>
                <p className="text-sm text-ink-muted">
                  Correct: {question.correctAnswer}
                  {question.sectionId ? ` · Section: ${sectionTitle.get(question.sectionId) ?? "—"}` : " · No section"}
                  {question.answered ? " · Answered by learners" : ""}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <Link
                  to={`/admin/quizzes/${quizId}/questions/${question.id}`}
                  className="btn-ghost min-h-[36px] px-2 py-1 text-brand"
                  aria-label={`Edit question ${index + 1}: ${short}`}
                >
                  Edit
                </Link>
                <Action intent="question-up" questionId={question.id} label={`Move question ${index + 1} up`}>
                  ↑ Up
                </Action>
                <Action intent="question-down" questionId={question.id} label={`Move question ${index + 1} down`}>
                  ↓ Down
                </Action>
                <Action intent="question-duplicate" questionId={question.id} label={`Duplicate question ${index + 1}`}>
                  Duplicate
                </Action>
                <Action intent="question-delete" questionId={question.id} label={`Delete question ${index + 1}`}>
                  Delete
                </Action>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
