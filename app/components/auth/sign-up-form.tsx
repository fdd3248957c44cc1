import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field, FormError } from "~/components/forms/field";
import { HumanCheck } from "~/components/forms/human-check";
import { MESSAGES, PASSWORD_MIN_LENGTH, REQUIRED_CONSTRAINT, signUpSchema } from "~/rules/account-forms";
import { usePasswordToast } from "./password-toast";
import { AuthCard, loginHref, ModeLink } from "./auth-card";
import { SubmitButton } from "./submit-button";
import { FORM_VALIDATION } from "~/components/forms/validation";

const PASSWORD_MESSAGES = { tooShort: MESSAGES.passwordTooShort, mismatch: MESSAGES.passwordMismatch };

type Props = { lastResult?: SubmissionResult<string[]> | null; redirectTo: string | null; siteKey: string | null };

/** Sign up (?mode=signup): the fields and messages of requirement public-validation-rules. */
export function SignUpForm({ lastResult, redirectTo, siteKey }: Props) {
  const passwordToast = usePasswordToast(PASSWORD_MESSAGES);
  const [form, fields] = useForm({
    id: "signup-form",
    lastResult,
    constraint: REQUIRED_CONSTRAINT.signUp,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => passwordToast.check(parseWithZod(formData, { schema: signUpSchema })),
  });

  return (
    <AuthCard
      title="Create Your Account"
      description="Start your Louisiana real estate education today."
      footer={
        <p>
          Already have an account? <ModeLink to={loginHref("signin", redirectTo)}>Sign in</ModeLink>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <p className="text-sm text-ink-muted">
          Fields marked{" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.firstName} label="First Name" autoComplete="given-name" />
          <Field meta={fields.lastName} label="Last Name" autoComplete="family-name" />
        </div>
        <Field meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <Field
          meta={fields.licenseNumber}
          label="License Number (optional)"
          hint="Enter your license number exactly as it appears on your license."
          inputProps={{ autoCapitalize: "characters", spellCheck: false }}
          autoComplete="off"
        />
        <Field
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <Field meta={fields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" />
        <HumanCheck siteKey={siteKey} />
        <FormError id={form.errorId} errors={form.errors} />
        <SubmitButton intent="signup" pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </Form>
      {passwordToast.toaster}
    </AuthCard>
  );
}
