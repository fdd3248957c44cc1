// The question editor (requirement signed-in-route-table /admin/quizzes): rich-text question and explanation
// (RichTextField), choices A–D, the correct answer, section and order. A page form; conform checks
// it with the server's zod schema.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { EditVersionField } from "~/components/forms/edit-version";
import { Field, FormError } from "~/components/forms/field";
import { RichTextField } from "~/components/forms/rich-text-field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { questionSchema } from "~/rules/quiz-authoring";

export type QuestionValues = {
  questionText: string;
  choiceA: string;
  choiceB: string;
  choiceC: string;
  choiceD: string;
  correctAnswer: string;
  explanation: string;
  sectionId: string;
  orderIndex: string;
};

export function QuestionForm({
  defaultValue,
  sections,
  lastResult,
  problems = [],
  version = null,
  answered,
}: {
  defaultValue: QuestionValues;
  sections: { id: string; title: string }[];
  lastResult?: SubmissionResult<string[]> | null;
  problems?: string[];
  /** The version the form was loaded with (decision 0085); none for a new record. */
  version?: string | null;
  answered: boolean;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "question-form",
    lastResult,
    defaultValue,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: questionSchema }),
  });
  const correct = (fields.correctAnswer.initialValue as string | undefined) ?? "A";
  const section = (fields.sectionId.initialValue as string | undefined) ?? "";
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5 p-4 sm:p-6">
      <EditVersionField version={version} />
      <FormError id={form.errorId} errors={[...(form.errors ?? []), ...problems]} />
      {answered ? (
        <p className="rounded-md border border-line bg-surface-muted p-3 text-sm" data-testid="history-note">
          Learners have already answered this question. Saving keeps their past attempts exactly as they saw them; new attempts use your
          edit.
        </p>
      ) : null}
      <RichTextField meta={fields.questionText} label="Question" hint="The question as learners see it." rows={5} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.choiceA} label="Choice A" autoComplete="off" />
        <Field meta={fields.choiceB} label="Choice B" autoComplete="off" />
        <Field meta={fields.choiceC} label="Choice C (optional)" autoComplete="off" />
        <Field meta={fields.choiceD} label="Choice D (optional)" autoComplete="off" />
      </div>
      <fieldset aria-describedby={fields.correctAnswer.errors?.length ? fields.correctAnswer.errorId : undefined}>
        <legend className="text-sm font-medium">Correct answer</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(["A", "B", "C", "D"] as const).map((letter) => (
            <label key={letter} className="flex items-center gap-2">
              <input type="radio" name={fields.correctAnswer.name} value={letter} defaultChecked={correct === letter} />
              {letter}
            </label>
          ))}
        </div>
        {fields.correctAnswer.errors?.length ? (
          <p id={fields.correctAnswer.errorId} className="mt-1 text-sm text-danger">
            {fields.correctAnswer.errors.join(" ")}
          </p>
        ) : null}
      </fieldset>
      <RichTextField meta={fields.explanation} label="Explanation (optional)" hint="Shown in the review after the attempt." rows={4} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="question-section" className="block text-sm font-medium">
            Section
          </label>
          <select
            id="question-section"
            name={fields.sectionId.name}
            defaultValue={section}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
          >
            <option value="">No section</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
        <Field
          meta={fields.orderIndex}
          label="Order"
          hint="Lower numbers come first. Leave empty to add at the end."
          inputProps={{ inputMode: "numeric" }}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? "Saving…" : "Save question"}
      </button>
    </Form>
  );
}
