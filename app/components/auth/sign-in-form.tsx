import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field, FormError } from "~/components/forms/field";
import { HumanCheck } from "~/components/forms/human-check";
import { emailOnlySchema, REQUIRED_CONSTRAINT, signInSchema } from "~/rules/account-forms";
import { AuthCard, loginHref, ModeLink } from "./auth-card";
import { SubmitButton } from "./submit-button";
import { FORM_VALIDATION } from "~/components/forms/validation";

const parseSignIn = (formData: FormData) => parseWithZod(formData, { schema: signInSchema });

type Props = {
  lastResult?: SubmissionResult<string[]> | null;
  redirectTo: string | null;
  siteKey: string | null;
  /** Set after a sign-in refused because the address is not confirmed: offer a new link. */
  unconfirmed: boolean;
};

/**
 * Sign in (the default /login mode). The "Resend Confirmation Email" button shares this form (and
 * its human check), posting intent=resend with the e-mail field only.
 */
export function SignInForm({ lastResult, redirectTo, siteKey, unconfirmed }: Props) {
  const [form, fields] = useForm({
    id: "signin-form",
    lastResult,
    constraint: REQUIRED_CONSTRAINT.signIn,
    ...FORM_VALIDATION,
    onValidate({ formData }) {
      if (formData.get("intent") === "resend") {
        // The resend button needs only the e-mail address.
        return parseWithZod(formData, { schema: emailOnlySchema }) as unknown as ReturnType<typeof parseSignIn>;
      }
      return parseSignIn(formData);
    },
  });

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back! Sign in to continue your real estate education."
      footer={
        <p>
          Don&apos;t have an account? <ModeLink to={loginHref("signup", redirectTo)}>Sign up</ModeLink>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        <div className="text-right text-sm">
          <ModeLink to={loginHref("forgot", redirectTo)}>Forgot your password?</ModeLink>
        </div>
        <HumanCheck siteKey={siteKey} />
        <FormError id={form.errorId} errors={form.errors} />
        <SubmitButton intent="signin" pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
        {unconfirmed ? (
          <SubmitButton intent="resend" pendingLabel="Sending..." className="btn-secondary w-full">
            Resend Confirmation Email
          </SubmitButton>
        ) : null}
      </Form>
    </AuthCard>
  );
}
