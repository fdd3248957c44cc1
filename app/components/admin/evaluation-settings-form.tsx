// The evaluation settings form (create and edit; /admin/evaluations): title, the rich-text
// introduction learners read above the questions, and published or draft. A page form (no
// JavaScript needed); conform checks it with the server's zod schema in the browser too.
import { EditVersionField } from "~/components/forms/edit-version";
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FormError } from "~/components/forms/field";
import { RichTextField } from "~/components/forms/rich-text-field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { evaluationSettingsSchema } from "~/rules/evaluation-authoring";

export type EvaluationSettingsValues = { title: string; description: string; status: "published" | "draft" };

export function EvaluationSettingsForm({
  defaultValue,
  lastResult,
  submitLabel,
  problems = [],
  version = null,
}: {
  defaultValue: EvaluationSettingsValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  problems?: string[];
  /** The version the form was loaded with (decision 0085); none for a new evaluation. */
  version?: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const [form, schemaFields] = useForm({
    id: "evaluation-settings-form",
    lastResult,
    defaultValue,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: evaluationSettingsSchema }),
  });
  // The schema preprocesses its text fields; in the form they are strings.
  const fields = schemaFields as unknown as Record<keyof EvaluationSettingsValues, FieldMetadata<string | undefined>>;
  const status = (fields.status.initialValue as string | undefined) ?? "published";
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5 p-4 sm:p-6">
      <input type="hidden" name="intent" value="settings" />
      <EditVersionField version={version} />
      <FormError id={form.errorId} errors={[...(form.errors ?? []), ...problems]} />
      <Field meta={fields.title} label="Title" autoComplete="off" />
      <RichTextField meta={fields.description} label="Introduction (optional)" hint="Shown to learners above the questions." rows={4} />
      <fieldset>
        <legend className="text-sm font-medium">Status</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(["published", "draft"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={fields.status.name} value={value} defaultChecked={status === value} />
              {value === "published" ? "Published" : "Draft"}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? "Saving…" : submitLabel}
      </button>
    </Form>
  );
}
