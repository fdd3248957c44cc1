// The quiz settings form (create and edit; requirement signed-in-route-table /admin/quizzes): a page form, so it works
// without JavaScript; conform checks it with the same zod schema in the browser and on the server.
import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { EditVersionField } from "~/components/forms/edit-version";
import { Field, FormError } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { QUIZ_TYPE_LABELS, QUIZ_TYPES, quizSettingsSchema } from "~/rules/quiz-authoring";

export type QuizSettingsValues = {
  title: string;
  quizType: string;
  passingScorePercentage: string;
  durationMinutes: string;
  randomizeQuestions: boolean;
  randomizeAnswerChoices: boolean;
  questionsToPull: string;
};

export function QuizSettingsForm({
  defaultValue,
  lastResult,
  submitLabel,
  problems = [],
  version = null,
}: {
  defaultValue: QuizSettingsValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  problems?: string[];
  /** The version the form was loaded with (decision 0085); none for a new record. */
  version?: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const [form, schemaFields] = useForm({
    id: "quiz-settings-form",
    lastResult,
    defaultValue: {
      ...defaultValue,
      randomizeQuestions: defaultValue.randomizeQuestions ? "on" : undefined,
      randomizeAnswerChoices: defaultValue.randomizeAnswerChoices ? "on" : undefined,
    },
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: quizSettingsSchema }),
  });
  // Numbers and checkboxes are text in the form; the schema coerces them.
  const fields = schemaFields as unknown as Record<keyof QuizSettingsValues, FieldMetadata<string | undefined>>;
  const quizType = (fields.quizType.initialValue as string | undefined) ?? "regular";
  const number = { inputMode: "numeric" as const };
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5 p-4 sm:p-6">
      <input type="hidden" name="intent" value="settings" />
      <EditVersionField version={version} />
      <FormError id={form.errorId} errors={[...(form.errors ?? []), ...problems]} />
      <Field meta={fields.title} label="Title" autoComplete="off" />
      <fieldset>
        <legend className="text-sm font-medium">Type</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {QUIZ_TYPES.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={fields.quizType.name} value={value} defaultChecked={quizType === value} />
              {QUIZ_TYPE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field meta={fields.passingScorePercentage} label="Passing score (%)" inputProps={number} />
        <Field meta={fields.durationMinutes} label="Duration (minutes)" hint="Leave empty for no time limit." inputProps={number} />
        <Field
          meta={fields.questionsToPull}
          label="Questions to pull"
          hint="Leave empty to use every question. With sections, each section’s own number is used."
          inputProps={number}
        />
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2">
          <input {...getInputProps(fields.randomizeQuestions, { type: "checkbox" })} key={fields.randomizeQuestions.key} />
          Randomise question order
        </label>
        <label className="flex items-center gap-2">
          <input {...getInputProps(fields.randomizeAnswerChoices, { type: "checkbox" })} key={fields.randomizeAnswerChoices.key} />
          Randomise answer choices
        </label>
      </div>
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? "Saving…" : submitLabel}
      </button>
    </Form>
  );
}
