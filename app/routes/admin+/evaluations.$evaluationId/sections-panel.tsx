// The sections of an evaluation and their questions: each section and each question is its own
// small form (save, move up/down, delete), with "Add question" under each section and "Add section"
// at the end. A refusal is shown beside the form it came from. Each section's and question's form
// carries the version it was loaded with and is keyed by it (decision 0085); a stale save's entries
// are drawn again in its form.
import { Form } from "@remix-run/react";
import { EditVersionField, useEditVersion } from "~/components/forms/edit-version";
import { OVERALL_RATING_NOTE, QUESTION_TYPE_LABELS, type EvaluationQuestionType } from "~/rules/evaluation-authoring";

type Question = {
  id: string;
  version: string;
  questionText: string;
  questionType: EvaluationQuestionType;
  isRequired: boolean;
  answers: number;
  overallRating: boolean;
};
type Section = { id: string; version: string; title: string; description: string; questions: Question[] };
type Refusal = { target: string; problems: string[]; entries?: Record<string, unknown> | null } | null;

/** A refused save's entries for the form `target`, if that is the form it came from. */
function entriesFor(refusal: Refusal, target: string): Record<string, unknown> | null {
  return refusal && refusal.target === target && refusal.entries ? refusal.entries : null;
}
const text = (value: unknown) => (typeof value === "string" ? value : "");

const input = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink";

function Problems({ refusal, target }: { refusal: Refusal; target: string }) {
  if (!refusal || refusal.target !== target || refusal.problems.length === 0) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {refusal.problems.join(" ")}
    </p>
  );
}

function Move({
  intent,
  name,
  value,
  label,
  first,
  last,
}: {
  intent: string;
  name: string;
  value: string;
  label: string;
  first: boolean;
  last: boolean;
}) {
  return (
    <>
      <Form method="post">
        <input type="hidden" name={name} value={value} />
        <button type="submit" name="intent" value={`${intent}-up`} className="btn-secondary px-2 py-1 text-sm" disabled={first}>
          Up<span className="sr-only"> {label}</span>
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name={name} value={value} />
        <button type="submit" name="intent" value={`${intent}-down`} className="btn-secondary px-2 py-1 text-sm" disabled={last}>
          Down<span className="sr-only"> {label}</span>
        </button>
      </Form>
    </>
  );
}

type QuestionValues = Pick<Question, "questionText" | "questionType" | "isRequired">;

function QuestionFields({ question, idPrefix, label }: { question?: QuestionValues; idPrefix: string; label: string }) {
  const type = question?.questionType ?? "star_rating";
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={`${idPrefix}-text`} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={`${idPrefix}-text`}
          name="questionText"
          required
          maxLength={500}
          defaultValue={question?.questionText ?? ""}
          className={input}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Answer</legend>
        <div className="mt-1 flex flex-col gap-1 text-sm">
          {(Object.keys(QUESTION_TYPE_LABELS) as EvaluationQuestionType[]).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="questionType" value={value} defaultChecked={type === value} />
              {QUESTION_TYPE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isRequired" defaultChecked={question?.isRequired ?? true} />
        Required
      </label>
    </div>
  );
}

function SectionForm({ section, refusal }: { section: Section; refusal: Refusal }) {
  const version = useEditVersion(section.version, section.id);
  const entries = entriesFor(refusal, section.id);
  const values = entries ? { title: text(entries.title), description: text(entries.description) } : section;
  return (
    <Form key={section.version} method="post" className="space-y-3" aria-label={`Section ${section.title}`}>
      <input type="hidden" name="intent" value="section" />
      <input type="hidden" name="sectionId" value={section.id} />
      <EditVersionField version={version} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`section-${section.id}-title`} className="block text-sm font-medium">
            Section title
          </label>
          <input id={`section-${section.id}-title`} name="title" required maxLength={200} defaultValue={values.title} className={input} />
        </div>
        <div>
          <label htmlFor={`section-${section.id}-description`} className="block text-sm font-medium">
            Description (optional)
          </label>
          <input
            id={`section-${section.id}-description`}
            name="description"
            maxLength={2000}
            defaultValue={values.description}
            className={input}
          />
        </div>
      </div>
      <Problems refusal={refusal} target={section.id} />
      <button type="submit" className="btn-secondary">
        Save section<span className="sr-only"> {section.title}</span>
      </button>
    </Form>
  );
}

function QuestionForm({ section, question, number, refusal }: { section: Section; question: Question; number: number; refusal: Refusal }) {
  const version = useEditVersion(question.version, question.id);
  const entries = entriesFor(refusal, question.id);
  const values: QuestionValues = entries
    ? {
        questionText: text(entries.questionText),
        questionType:
          entries.questionType === "open_ended" || entries.questionType === "star_rating" ? entries.questionType : question.questionType,
        isRequired: entries.isRequired === "on",
      }
    : question;
  return (
    <Form key={question.version} method="post" className="space-y-2" aria-label={`Question ${question.questionText}`}>
      <input type="hidden" name="intent" value="question" />
      <input type="hidden" name="sectionId" value={section.id} />
      <input type="hidden" name="questionId" value={question.id} />
      <EditVersionField version={version} />
      <QuestionFields question={values} idPrefix={`question-${question.id}`} label={`Question ${number}`} />
      {question.answers > 0 ? (
        <p className="text-xs text-ink-muted">
          Answered {question.answers} time{question.answers === 1 ? "" : "s"}: only “Required” can change.
        </p>
      ) : null}
      {question.overallRating ? <p className="text-xs text-ink-muted">The overall rating: low ratings ask for a follow-up.</p> : null}
      <Problems refusal={refusal} target={question.id} />
      <button type="submit" className="btn-secondary px-2 py-1 text-sm">
        Save question<span className="sr-only"> {number}</span>
      </button>
    </Form>
  );
}

export function SectionsPanel({ sections, refusal }: { sections: Section[]; refusal: Refusal }) {
  return (
    <section aria-labelledby="sections-heading" className="space-y-4">
      <h2 id="sections-heading" className="font-serif text-2xl font-bold">
        Sections and questions
      </h2>
      <p className="text-sm text-ink-muted">{OVERALL_RATING_NOTE}</p>
      {sections.map((section, s) => (
        <div key={section.id} className="card space-y-4 p-4 sm:p-6" data-testid="evaluation-section">
          <SectionForm section={section} refusal={refusal} />
          <div className="flex flex-wrap gap-2">
            <Move
              intent="section"
              name="sectionId"
              value={section.id}
              label={`section ${section.title}`}
              first={s === 0}
              last={s === sections.length - 1}
            />
            <Form method="post">
              <input type="hidden" name="sectionId" value={section.id} />
              <button type="submit" name="intent" value="section-delete" className="btn-secondary px-2 py-1 text-sm text-danger">
                Delete section<span className="sr-only"> {section.title}</span>
              </button>
            </Form>
          </div>

          <ol className="space-y-3">
            {section.questions.map((question, q) => (
              <li key={question.id} className="rounded-md border border-line p-3" data-testid="evaluation-question">
                <QuestionForm section={section} question={question} number={q + 1} refusal={refusal} />
                <div className="mt-2 flex flex-wrap gap-2">
                  <Move
                    intent="question"
                    name="questionId"
                    value={question.id}
                    label={`question ${q + 1}`}
                    first={q === 0}
                    last={q === section.questions.length - 1}
                  />
                  <Form method="post">
                    <input type="hidden" name="questionId" value={question.id} />
                    <button type="submit" name="intent" value="question-delete" className="btn-secondary px-2 py-1 text-sm text-danger">
                      Delete question<span className="sr-only"> {q + 1}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ol>

          {/* Keyed by the count: once a question is added (with JavaScript, no page load), the form starts empty again. */}
          <Form
            key={section.questions.length}
            method="post"
            className="space-y-2 border-t border-line pt-3"
            aria-label={`Add a question to ${section.title}`}
          >
            <input type="hidden" name="intent" value="question" />
            <input type="hidden" name="sectionId" value={section.id} />
            <QuestionFields idPrefix={`new-question-${section.id}`} label="New question" />
            <Problems refusal={refusal} target={`new-${section.id}`} />
            <button type="submit" className="btn-primary">
              Add question<span className="sr-only"> to {section.title}</span>
            </button>
          </Form>
        </div>
      ))}
      <Form key={sections.length} method="post" className="card space-y-3 p-4 sm:p-6" aria-label="Add a section">
        <input type="hidden" name="intent" value="section" />
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="new-section-title" className="block text-sm font-medium">
              Section title
            </label>
            <input id="new-section-title" name="title" required maxLength={200} className={input} />
          </div>
          <div>
            <label htmlFor="new-section-description" className="block text-sm font-medium">
              Description (optional)
            </label>
            <input id="new-section-description" name="description" maxLength={2000} className={input} />
          </div>
        </div>
        <Problems refusal={refusal} target="new" />
        <button type="submit" className="btn-primary">
          Add section
        </button>
      </Form>
    </section>
  );
}
