// The course's final exam, evaluation and certificate template: pickers over what the assessment
// editors created.
import { Form } from "@remix-run/react";
import type { CourseStructure } from "~/models/catalogue/admin-courses.server";

type Pickers = {
  finalExams: { id: string; title: string }[];
  evaluations: { id: string; title: string }[];
  templates: { id: string; name: string }[];
};

function Picker({
  id,
  name,
  label,
  value,
  options,
  none,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
  options: { id: string; label: string }[];
  none: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2">
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LinksSection({ structure, pickers }: { structure: CourseStructure; pickers: Pickers }) {
  return (
    <section aria-labelledby="links-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="links-heading" className="font-serif text-xl font-bold">
        Final exam, evaluation and certificate
      </h2>
      <Form method="post" preventScrollReset className="mt-4 grid gap-4 sm:grid-cols-3">
        <Picker
          id="final-exam"
          name="finalExamId"
          label="Final exam"
          value={structure.finalExamId}
          none="No final exam"
          options={pickers.finalExams.map((q) => ({ id: q.id, label: q.title }))}
        />
        <Picker
          id="evaluation"
          name="evaluationId"
          label="Evaluation"
          value={structure.evaluationId}
          none="No evaluation"
          options={pickers.evaluations.map((e) => ({ id: e.id, label: e.title }))}
        />
        <Picker
          id="template"
          name="templateId"
          label="Certificate template"
          value={structure.templateId}
          none="No certificate template"
          options={pickers.templates.map((t) => ({ id: t.id, label: t.name }))}
        />
        <div className="sm:col-span-3">
          <button type="submit" name="intent" value="links" className="btn-secondary">
            Save assessments
          </button>
        </div>
      </Form>
    </section>
  );
}
