import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NewPasswordForm } from "~/components/auth/new-password-form";
import { newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/rules/account-forms";
import { privatePageMeta } from "~/components/area/page";
import { acceptInvitation, checkInvitation } from "~/models/accounts/invitation.server";
import type { TokenProblem } from "~/models/accounts/password-reset.server";
import { setPasswordAction } from "./set-password.server";

// /login/accept-invitation (requirements set-password-page, signed-in-validation-rules, signed-in-error-texts): someone invited by a company admin or an admin
// chooses a password. The e-mailed link carries a single-use invitation token (7 days).

/** This page's messages have no final period (requirement signed-in-validation-rules). */
export const INVITATION_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  mismatch: "Passwords do not match",
  failed: "Failed to set password. Please try again.",
} as const;

export const INVITATION_PROBLEMS: Record<TokenProblem, { title: string; message: string }> = {
  invalid: {
    title: "Invalid Invitation Link",
    message: "This invitation link is not valid. Make sure you opened the whole link from the email.",
  },
  expired: {
    title: "Invitation Expired",
    // An invitation lasts 7 days, a resent verification link 24 hours: the message names neither.
    message: "This invitation has expired. Ask whoever invited you to send a new one.",
  },
  used: {
    title: "Invitation Already Used",
    message: "This invitation has already been used. Sign in with the password you chose, or reset it.",
  },
};

export const acceptInvitationSchema = newPasswordSchema({ ...INVITATION_MESSAGES, invalidToken: INVITATION_PROBLEMS.invalid.message });

export const meta: MetaFunction = ({ matches }) => privatePageMeta("Set Your Password", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim();
  if (!token) return { state: "problem" as const, reason: "invalid" as const };
  const check = await checkInvitation(token);
  if (!check.ok) return { state: "problem" as const, reason: check.reason };
  // The address shown is the invited account's own, so a hand-edited `email` parameter cannot
  // make the page name someone else.
  return { state: "form" as const, token, email: check.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return setPasswordAction(request, context, {
    schema: acceptInvitationSchema,
    setPassword: acceptInvitation,
    page: "/login/accept-invitation",
    failed: { title: INVITATION_MESSAGES.failed, unexpected: INVITATION_MESSAGES.failed },
    messages: INVITATION_MESSAGES,
    problems: INVITATION_PROBLEMS,
    success: { to: "/dashboard", toast: { type: "success", title: "Password Set", description: "Welcome! Your account is ready." } },
  });
}

export default function AcceptInvitation() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="card p-5 sm:p-8">
        {loaderData.state === "problem" ? (
          <Problem reason={loaderData.reason} />
        ) : (
          <SetPasswordForm token={loaderData.token} email={loaderData.email} />
        )}
      </div>
      <nav aria-label="Account links" className="mt-6 flex justify-center gap-6 text-sm">
        <Link to="/login" className="font-semibold text-brand underline hover:no-underline">
          Sign In
        </Link>
        <Link to="/" className="font-semibold text-brand underline hover:no-underline">
          Home
        </Link>
      </nav>
    </div>
  );
}

function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const actionData = useActionData<typeof action>();
  return (
    <NewPasswordForm
      id="accept-invitation-form"
      schema={acceptInvitationSchema}
      messages={INVITATION_MESSAGES}
      lastResult={actionData?.result}
      serverToast={actionData?.toast}
      token={token}
      email={email}
      title="Set Your Password"
      intro={`Account: ${email}`}
      labels={{ password: "Password", confirm: "Confirm Password", submit: "Set Password & Continue", submitting: "Setting password..." }}
    />
  );
}

function Problem({ reason }: { reason: TokenProblem }) {
  const problem = INVITATION_PROBLEMS[reason];
  return (
    <>
      <h1 className="font-serif text-2xl font-bold sm:text-3xl">{problem.title}</h1>
      <p className="mt-2 text-ink-muted">{problem.message}</p>
      {reason === "used" ? (
        <div className="mt-6 flex flex-col gap-2">
          <Link to="/login" className="btn-primary w-full">
            Sign In
          </Link>
          <Link to="/login?mode=forgot" className="btn-secondary w-full">
            Reset Password
          </Link>
        </div>
      ) : null}
    </>
  );
}
