import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { NEW_PASSWORD_CONSTRAINT, PASSWORD_MIN_LENGTH, type NewPasswordMessages, type newPasswordSchema } from "~/rules/account-forms";
import { Toaster, type ToastMessage } from "~/components/ui/toaster";
import { usePasswordToast } from "./password-toast";
import { Field, FormError } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";

type Props = {
  id: string;
  /** The schema's wording of a short and a mismatched password, for the toasts that name them. */
  messages: Pick<NewPasswordMessages, "tooShort" | "mismatch">;
  /** The server's toast of the last answer ('Insecure Password', or the checks' without JavaScript). */
  serverToast?: ToastMessage | null;
  schema: ReturnType<typeof newPasswordSchema>;
  lastResult: SubmissionResult<string[]> | undefined;
  token: string;
  email: string;
  title: string;
  intro: ReactNode;
  labels: { password: string; confirm: string; submit: string; submitting: string };
};

/**
 * Choosing a password from an e-mailed link (/reset-password, /login/accept-invitation): a plain
 * POST with the token; conform validates on submit with JavaScript (FORM_VALIDATION), the server always.
 */
export function NewPasswordForm({ id, messages, serverToast, schema, lastResult, token, email, title, intro, labels }: Props) {
  const submitting = useNavigation().state !== "idle";
  const passwordToast = usePasswordToast(messages);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: NEW_PASSWORD_CONSTRAINT,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => passwordToast.check(parseWithZod(formData, { schema })),
  });
  return (
    <>
      <h1 className="font-serif text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-2 break-words text-ink-muted">{intro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <input type="hidden" name="token" value={token} />
        {/* Lets password managers store the password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} labels={labels} />
        <FormError id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? labels.submitting : labels.submit}
        </button>
      </Form>
      {passwordToast.toaster}
      <Toaster toast={serverToast ?? null} />
    </>
  );
}

/** The new password and its confirmation, as every password form shows them (the policy's hint, `new-password`). */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
}: {
  password: FieldMetadata<string | undefined>;
  confirmPassword: FieldMetadata<string | undefined>;
  labels: { password: string; confirm: string };
}) {
  return (
    <>
      <Field
        meta={password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Field meta={confirmPassword} label={labels.confirm} type="password" autoComplete="new-password" />
    </>
  );
}
