import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { NewPasswordForm } from "~/components/auth/new-password-form";
import { MESSAGES, newPasswordSchema } from "~/rules/account-forms";
import { linkValidText } from "~/rules/one-time-tokens";
import { privatePageMeta } from "~/components/area/page";
import { checkResetToken, resetPassword, type TokenProblem } from "~/models/accounts/password-reset.server";
import { getOptionalUser } from "~/auth/authenticate.server";
import { useHydrated } from "~/utils/use-hydrated";
import { setPasswordAction } from "./set-password.server";

// requirements reset-password-page, signed-in-state-flows, signed-in-validation-rules, signed-in-error-texts. The e-mailed link (/login forgot mode) carries a single-use token valid
// for 1 hour (LINK_VALID_HOURS.password_reset); the token, not a session, is what lets the visitor set a new password.

export const RESET_MESSAGES = {
  tooShort: MESSAGES.passwordTooShort,
  tooLong: MESSAGES.passwordTooLong,
  mismatch: "Passwords do not match.",
  failedTitle: "Password Reset Failed",
  unexpected: "An unexpected error occurred. Please try again.",
  successTitle: "Password Updated Successfully",
  successDescription: "Your password has been updated. Redirecting to dashboard...",
} as const;

export const TOKEN_PROBLEMS: Record<TokenProblem, { title: string; message: string }> = {
  invalid: {
    title: "Invalid Reset Link",
    message: "This password reset link is not valid. Make sure you opened the whole link from the email.",
  },
  expired: {
    title: "Reset Link Expired",
    message: `This password reset link has expired. Reset links are valid for ${linkValidText("password_reset")}.`,
  },
  used: {
    title: "Reset Link Already Used",
    message: "This password reset link has already been used. Each link works only once.",
  },
};

export const resetPasswordSchema = newPasswordSchema({ ...RESET_MESSAGES, invalidToken: TOKEN_PROBLEMS.invalid.message });

const REDIRECT_MS = 2_000;

export const meta: MetaFunction = ({ matches }) => privatePageMeta("Reset Password", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // After a successful reset (Post/Redirect/Get): the toast shows here, then the dashboard.
  if (url.searchParams.get("done") === "1" && (await getOptionalUser(request))) {
    return { state: "done" as const };
  }
  const token = url.searchParams.get("token")?.trim();
  if (!token) return { state: "problem" as const, reason: "invalid" as const };
  const check = await checkResetToken(token);
  if (!check.ok) return { state: "problem" as const, reason: check.reason };
  return { state: "form" as const, token, email: check.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return setPasswordAction(request, context, {
    schema: resetPasswordSchema,
    setPassword: resetPassword,
    page: "/reset-password",
    failed: { title: RESET_MESSAGES.failedTitle, unexpected: `${RESET_MESSAGES.failedTitle}: ${RESET_MESSAGES.unexpected}` },
    messages: RESET_MESSAGES,
    problems: TOKEN_PROBLEMS,
    success: {
      to: "/reset-password?done=1",
      toast: { type: "success", title: RESET_MESSAGES.successTitle, description: RESET_MESSAGES.successDescription },
    },
  });
}

export default function ResetPassword() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="card p-5 sm:p-8">
        {loaderData.state === "done" ? (
          <Done />
        ) : loaderData.state === "problem" ? (
          <Problem reason={loaderData.reason} />
        ) : (
          <ResetForm token={loaderData.token} email={loaderData.email} />
        )}
      </div>
      <nav aria-label="Account links" className="mt-6 flex justify-center gap-6 text-sm">
        {loaderData.state === "done" ? null : (
          <Link to="/login" className="font-semibold text-brand underline hover:no-underline">
            Back to Sign In
          </Link>
        )}
        <Link to="/" className="font-semibold text-brand underline hover:no-underline">
          Home
        </Link>
      </nav>
    </div>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const actionData = useActionData<typeof action>();
  return (
    <NewPasswordForm
      id="reset-password-form"
      schema={resetPasswordSchema}
      messages={RESET_MESSAGES}
      lastResult={actionData?.result}
      serverToast={actionData?.toast}
      token={token}
      email={email}
      title="Reset Password"
      intro={`Choose a new password for ${email}.`}
      labels={{ password: "New Password", confirm: "Confirm New Password", submit: "Update Password", submitting: "Updating password..." }}
    />
  );
}

function Problem({ reason }: { reason: TokenProblem }) {
  const problem = TOKEN_PROBLEMS[reason];
  return (
    <>
      <h1 className="font-serif text-2xl font-bold sm:text-3xl">{problem.title}</h1>
      <p className="mt-2 text-ink-muted">{problem.message}</p>
      <Link to="/login?mode=forgot" className="btn-primary mt-6 w-full">
        Request a New Link
      </Link>
    </>
  );
}

/** Shown after a reset: the toast carries the message; the dashboard follows after 2 seconds. */
function Done() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/dashboard"), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      {/* Without JavaScript the browser follows this; with it, the timer above navigates. */}
      {hydrated ? null : <meta httpEquiv="refresh" content={`${REDIRECT_MS / 1000};url=/dashboard`} />}
      <h1 className="font-serif text-2xl font-bold sm:text-3xl">Your New Password Is Saved</h1>
      <p className="mt-2 text-ink-muted">You are signed in, and every other device has been signed out.</p>
      <Link to="/dashboard" className="btn-primary mt-6 w-full">
        Go to Dashboard
      </Link>
    </>
  );
}
