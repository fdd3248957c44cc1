import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field, FormError } from "~/components/forms/field";
import { HumanCheck } from "~/components/forms/human-check";
import { emailOnlySchema, REQUIRED_CONSTRAINT } from "~/rules/account-forms";
import { SubmitButton, type LoginIntent } from "./submit-button";
import { FORM_VALIDATION } from "~/components/forms/validation";

type Props = {
  id: string;
  intent: Extract<LoginIntent, "forgot" | "resend">;
  label: string;
  pendingLabel: string;
  lastResult?: SubmissionResult<string[]> | null;
  siteKey: string | null;
  /** When the address is already known (the "Check Your Email" screen) it is sent hidden. */
  email?: string | null;
  buttonClassName?: string;
};

/** One e-mail address and a button: forgot password, and resend the confirmation link. */
export function EmailOnlyForm({ id, intent, label, pendingLabel, lastResult, siteKey, email, buttonClassName }: Props) {
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: REQUIRED_CONSTRAINT.emailOnly,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailOnlySchema }),
  });

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
      )}
      <HumanCheck siteKey={siteKey} />
      <FormError id={form.errorId} errors={email ? [...(form.errors ?? []), ...(fields.email.errors ?? [])] : form.errors} />
      <SubmitButton intent={intent} pendingLabel={pendingLabel} className={buttonClassName}>
        {label}
      </SubmitButton>
    </Form>
  );
}
