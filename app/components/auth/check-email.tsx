import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { MESSAGES } from "~/rules/account-forms";
import { linkValidText } from "~/rules/one-time-tokens";
import { AuthCard, loginHref, StatusMessage } from "./auth-card";
import { EmailOnlyForm } from "./email-only-form";

type Props = {
  lastResult?: SubmissionResult<string[]> | null;
  siteKey: string | null;
  email: string | null;
  resent: boolean;
  /** ?mode=resend: asking for a new link (from an expired or used confirmation link). */
  asking: boolean;
};

/**
 * After sign-up ("Check Your Email", requirement public-pages-and-routes) and ?mode=resend. Back to Sign In is a plain link
 * to /login, so the sign-in form comes back empty.
 */
export function CheckEmail({ lastResult, siteKey, email, resent, asking }: Props) {
  // Asking for a link: the form is the main action. After sign-up: going back to sign in is.
  const askingForLink = asking && !resent;
  const title = askingForLink ? "Get a New Confirmation Link" : "Check Your Email";
  return (
    <AuthCard
      title={title}
      description={
        askingForLink ? (
          "Enter the email address you signed up with and we'll send you a new link to confirm it."
        ) : resent ? (
          // Neutral: the same words whether or not the address has an account waiting.
          email ? (
            <>
              Look for the link in the inbox of <strong className="break-all text-ink">{email}</strong>.
            </>
          ) : (
            "Look for the link in your inbox."
          )
        ) : email ? (
          <>
            We&apos;ve sent a confirmation link to <strong className="break-all text-ink">{email}</strong>. Click the link in that email to
            activate your account; it is valid for {linkValidText("email_confirmation")}.
          </>
        ) : (
          `We've sent you a confirmation link. Click the link in that email to activate your account; it is valid for ${linkValidText("email_confirmation")}.`
        )
      }
    >
      <div className="space-y-4">
        {resent ? <StatusMessage>{MESSAGES.confirmationResent}</StatusMessage> : null}
        {!askingForLink ? <p className="text-sm text-ink-muted">Didn&apos;t get it? Check your spam folder, or send a new link.</p> : null}
        <EmailOnlyForm
          id="resend-form"
          intent="resend"
          label={askingForLink ? "Send New Link" : "Resend Confirmation Email"}
          pendingLabel="Sending..."
          lastResult={lastResult}
          siteKey={siteKey}
          email={email}
          buttonClassName={askingForLink ? "btn-primary w-full" : "btn-secondary w-full"}
        />
        <Link to={loginHref("signin")} className={askingForLink ? "btn-secondary w-full" : "btn-primary w-full"}>
          Back to Sign In
        </Link>
      </div>
    </AuthCard>
  );
}
