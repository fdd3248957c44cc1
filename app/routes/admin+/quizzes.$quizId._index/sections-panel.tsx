// The sections of a quiz (final exams draw each section's own number of questions; decision 0011).
import { Form } from "@remix-run/react";

type Section = { id: string; title: string; orderIndex: number; questionsToPull: number | null; questions: number };

function SectionFields({ section, idPrefix }: { section?: Section; idPrefix: string }) {
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
          defaultValue={section?.title ?? ""}
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
          defaultValue={section ? String(section.orderIndex) : ""}
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
          defaultValue={section?.questionsToPull ? String(section.questionsToPull) : ""}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
        />
      </div>
    </div>
  );
}

export function SectionsPanel({
  quizType,
  sections,
  error,
}: {
  quizType: string;
  sections: Section[];
  error: { sectionId: string; problems: string[] } | null;
}) {
  const errorFor = (id: string) =>
    error && error.sectionId === id && error.problems.length ? (
      <p role="alert" className="text-sm text-danger">
        {error.problems.join(" ")}
      </p>
    ) : null;
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
        <div key={section.id} className="card space-y-3" data-testid="quiz-section">
          <Form method="post" className="space-y-3" aria-label={`Section ${section.title}`}>
            <input type="hidden" name="intent" value="section" />
            <input type="hidden" name="sectionId" value={section.id} />
            <SectionFields section={section} idPrefix={`section-${section.id}`} />
            <p className="text-sm text-ink-muted">
              {section.questions} question{section.questions === 1 ? "" : "s"} in this section
            </p>
            {errorFor(section.id)}
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
      ))}
      <Form method="post" className="card space-y-3" aria-label="Add a section">
        <h3 className="font-semibold">Add a section</h3>
        <input type="hidden" name="intent" value="section" />
        <SectionFields idPrefix="section-new" />
        {errorFor("")}
        <button type="submit" className="btn-secondary">
          Add section
        </button>
      </Form>
    </section>
  );
}
