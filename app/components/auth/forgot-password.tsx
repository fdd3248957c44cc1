import type { SubmissionResult } from "@conform-to/react";
import { MESSAGES } from "~/rules/account-forms";
import { AuthCard, loginHref, ModeLink, StatusMessage } from "./auth-card";
import { EmailOnlyForm } from "./email-only-form";

type Props = { lastResult?: SubmissionResult<string[]> | null; redirectTo: string | null; siteKey: string | null; sent: boolean };

/** Forgot password (?mode=forgot): always the same neutral answer, whether the address exists or not. */
export function ForgotPassword({ lastResult, redirectTo, siteKey, sent }: Props) {
  return (
    <AuthCard
      title="Reset Your Password"
      description="Enter the email address you signed up with and we'll send you a link to choose a new password."
      footer={
        <p>
          <ModeLink to={loginHref("signin", redirectTo)}>Back to Sign In</ModeLink>
        </p>
      }
    >
      <div className="space-y-4">
        {sent ? <StatusMessage>{MESSAGES.resetSent}</StatusMessage> : null}
        <EmailOnlyForm
          id="forgot-form"
          intent="forgot"
          label={sent ? "Send Another Link" : "Send Reset Link"}
          pendingLabel="Sending..."
          lastResult={lastResult}
          siteKey={siteKey}
          buttonClassName={sent ? "btn-secondary w-full" : "btn-primary w-full"}
        />
      </div>
    </AuthCard>
  );
}
