import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FormError } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import type { EmailChangeState } from "~/rules/email-change";
import { emailChangeSchema, PROFILE_INTENTS } from "~/rules/profile-form";

/**
 * The e-mail address card of My Profile (requirements student-profile, signed-in-state-flows "Email change"): the change form when idle,
 * else the state of the change in progress with Resend / Try Again and Cancel. Plain form posts.
 */
export function EmailChangeCard({
  email,
  state,
  lastResult,
}: {
  email: string;
  state: EmailChangeState;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <section aria-labelledby="email-address-title" className="card mt-6 p-4 sm:p-6" data-testid="email-change">
      <h2 id="email-address-title" className="text-lg font-semibold">
        Email Address
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        You sign in with <span className="font-semibold text-ink">{email}</span>. A change is confirmed from both addresses: first the new
        one (step 1 of 2), then the current one (step 2 of 2).
      </p>
      {state.status === "idle" || state.status === "completed" ? (
        <>
          {state.status === "completed" ? (
            <p role="status" className="mt-4 rounded-md border-l-4 border-success bg-surface-muted p-3 text-sm">
              Your email address was changed to <span className="font-semibold">{state.newEmail}</span>.
            </p>
          ) : null}
          <RequestForm lastResult={lastResult} />
        </>
      ) : (
        <Pending state={state} email={email} />
      )}
    </section>
  );
}

function Pending({ state, email }: { state: EmailChangeState; email: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = state.status === "failed";
  return (
    <div
      role="status"
      className={`mt-4 rounded-md border-l-4 bg-surface-muted p-3 text-sm ${failed ? "border-danger" : "border-accent"}`}
      data-testid="email-change-status"
    >
      {state.status === "pending_new_confirmation" ? (
        <>
          <p className="font-semibold">Step 1 of 2: confirm your new address</p>
          <p className="mt-1">
            We sent a confirmation link to <span className="font-semibold">{state.newEmail}</span>. Open it within 24 hours.
          </p>
        </>
      ) : state.status === "pending_old_confirmation" ? (
        <>
          <p className="font-semibold">Step 2 of 2: approve the change from your current address</p>
          <p className="mt-1">
            <span className="font-semibold">{state.newEmail}</span> is confirmed. We sent a link to{" "}
            <span className="font-semibold">{email}</span> to approve the change. Open it within 24 hours.
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">Email Change Failed</p>
          <p className="mt-1">
            The change to <span className="font-semibold">{state.newEmail}</span> could not be completed.{" "}
            {state.failureReason ?? "Please try again."}
          </p>
        </>
      )}
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <button type="submit" name="intent" value={PROFILE_INTENTS.resendEmailChange} className="btn-secondary" disabled={busy}>
          {failed ? "Try Again" : "Resend"}
        </button>
        <button type="submit" name="intent" value={PROFILE_INTENTS.cancelEmailChange} className="btn-ghost" disabled={busy}>
          Cancel
        </button>
      </Form>
    </div>
  );
}

function RequestForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === PROFILE_INTENTS.emailChange;
  const [form, fields] = useForm({
    id: "email-change-form",
    lastResult,
    constraint: { newEmail: { required: true, maxLength: 254 } },
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" aria-labelledby="email-address-title">
      <Field meta={fields.newEmail} label="New Email Address" type="email" autoComplete="email" />
      <FormError id={form.errorId} errors={form.errors} />
      <button type="submit" name="intent" value={PROFILE_INTENTS.emailChange} className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? "Sending..." : "Change Email"}
      </button>
    </Form>
  );
}
