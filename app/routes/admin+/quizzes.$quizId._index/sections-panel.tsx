// The sections of a quiz (final exams draw each section's own number of questions; decision 0011).
// Each section's form carries the version it was loaded with (decision 0085) and is keyed by it.
import { Form } from "@remix-run/react";
import { EditVersionField, useEditVersion } from "~/components/forms/edit-version";

type Section = { id: string; title: string; orderIndex: number; questionsToPull: number | null; questions: number; version: string };
type SectionValues = { title: string; orderIndex: string; questionsToPull: string };
type SectionError = { sectionId: string; problems: string[]; entries: Record<string, unknown> | null } | null;

const valuesOf = (section: Section): SectionValues => ({
  title: section.title,
  orderIndex: String(section.orderIndex),
  questionsToPull: section.questionsToPull ? String(section.questionsToPull) : "",
});

/** A refused save's entries (conform's initialValue), as the form's values. */
function entriesOf(entries: Record<string, unknown>): SectionValues {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { title: text(entries.title), orderIndex: text(entries.orderIndex), questionsToPull: text(entries.questionsToPull) };
}

function SectionFields({ values, idPrefix }: { values?: SectionValues; idPrefix: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <div>
        <label htmlFor={`${idPrefix}-title`} className="block text-sm font-medium">
          Section title
        </label>
        <input
          id={`${idPrefix}-title`}
          name="title"
          required
          defaultValue={values?.title ?? ""}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-order`} className="block text-sm font-medium">
          Order
        </label>
        <input
          id={`${idPrefix}-order`}
          name="orderIndex"
          inputMode="numeric"
          defaultValue={values?.orderIndex ?? ""}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-pull`} className="block text-sm font-medium">
          Questions to pull
        </label>
        <input
          id={`${idPrefix}-pull`}
          name="questionsToPull"
          inputMode="numeric"
          defaultValue={values?.questionsToPull ?? ""}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
        />
      </div>
    </div>
  );
}

function Problems({ error, sectionId }: { error: SectionError; sectionId: string }) {
  if (!error || error.sectionId !== sectionId || error.problems.length === 0) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {error.problems.join(" ")}
    </p>
  );
}

function SectionCard({ section, error }: { section: Section; error: SectionError }) {
  const version = useEditVersion(section.version, `section:${section.id}`);
  const entries = error?.sectionId === section.id && error.entries ? entriesOf(error.entries) : null;
  return (
    <div className="card space-y-3" data-testid="quiz-section">
      <Form key={section.version} method="post" className="space-y-3" aria-label={`Section ${section.title}`}>
        <input type="hidden" name="intent" value="section" />
        <input type="hidden" name="sectionId" value={section.id} />
        <EditVersionField version={version} />
        <SectionFields values={entries ?? valuesOf(section)} idPrefix={`section-${section.id}`} />
        <p className="text-sm text-ink-muted">
          {section.questions} question{section.questions === 1 ? "" : "s"} in this section
        </p>
        <Problems error={error} sectionId={section.id} />
        <button type="submit" className="btn-secondary">
          Save section
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="section-delete" />
        <input type="hidden" name="sectionId" value={section.id} />
        <button type="submit" className="btn-ghost text-danger" aria-label={`Delete section ${section.title}`}>
          Delete section
        </button>
      </Form>
    </div>
  );
}

export function SectionsPanel({ quizType, sections, error }: { quizType: string; sections: Section[]; error: SectionError }) {
  return (
    <section aria-labelledby="sections-heading" className="space-y-3">
      <h2 id="sections-heading" className="font-serif text-2xl font-bold">
        Sections
      </h2>
      <p className="text-sm text-ink-muted">
        {quizType === "final_exam"
          ? "Each attempt draws the number to pull from every section (all of a section’s questions when empty). Questions without a section are not used once the exam has sections."
          : "Sections are usually used for final exams. A quiz with sections draws from each section instead of the quiz-wide number."}
      </p>
      {sections.map((section) => (
        <SectionCard key={section.id} section={section} error={error} />
      ))}
      <Form method="post" className="card space-y-3" aria-label="Add a section">
        <h3 className="font-semibold">Add a section</h3>
        <input type="hidden" name="intent" value="section" />
        <SectionFields idPrefix="section-new" />
        <Problems error={error} sectionId="" />
        <button type="submit" className="btn-secondary">
          Add section
        </button>
      </Form>
    </section>
  );
}
