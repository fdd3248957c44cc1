// /login (requirements public-pages-and-routes, access-and-subscription-states, public-validation-rules, public-error-texts): sign in, sign up (?mode=signup), forgot password (?mode=forgot),
// "Check Your Email" after sign-up (?mode=check-email) and a new confirmation link (?mode=resend).
// Every form is a plain POST with name="intent" on its button, so all of it works without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loginHref } from "~/components/auth/auth-card";
import { CheckEmail } from "~/components/auth/check-email";
import { ForgotPassword } from "~/components/auth/forgot-password";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignUpForm } from "~/components/auth/sign-up-form";
import type { LoginIntent } from "~/components/auth/submit-button";
import { Toaster, type ToastMessage } from "~/components/ui/toaster";
import { recordSignIn, requestPasswordReset, resendConfirmation, signUp } from "~/models/accounts/account.server";
import {
  emailOnlySchema,
  INSECURE_PASSWORD_MESSAGE,
  MESSAGES,
  PASSWORD_TOAST_TITLES,
  passwordProblemToast,
  parseLoginMode,
  signInSchema,
  signUpSchema,
  type EmailOnlyInput,
  type LoginMode,
  type SignInInput,
  type SignUpInput,
} from "~/rules/account-forms";
import { checkNewPassword } from "~/services/password-breach.server";
import { turnstileSiteKey, VERIFICATION_FAILED, verifyHuman } from "~/services/captcha.server";
import { authenticateWithPassword } from "~/auth/authenticate.server";
import { getClientAddress } from "~/utils/client-address.server";
import { readForm } from "~/utils/form.server";
import { requireAnonymous } from "~/auth/permissions.server";
import { beginSignInAttempt, consumeRateLimits, retryMessage, type RateLimitName } from "~/utils/rate-limit.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { createUserSession } from "~/utils/session.server";
import { keepRetryAfter } from "~/utils/http.server";
import { logEvent } from "~/utils/log.server";

const TITLES: Record<LoginMode, string> = {
  signin: "Sign In",
  signup: "Sign Up",
  forgot: "Reset Your Password",
  "check-email": "Check Your Email",
  resend: "New Confirmation Link",
};

/** A refused attempt (429) tells the browser when to try again. */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = (matches.find((m) => m.id === "root")?.data as { siteName?: string } | undefined)?.siteName;
  return [{ title: [TITLES[data?.mode ?? "signin"], site].filter(Boolean).join(" | ") }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  const email = emailOnlySchema.safeParse({ email: url.searchParams.get("email") ?? undefined });
  return {
    mode: parseLoginMode(url.searchParams.get("mode")),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "") || null,
    email: email.success ? email.data.email : null,
    sent: url.searchParams.get("sent") === "1",
    resent: url.searchParams.get("resent") === "1",
    siteKey: turnstileSiteKey() ?? null,
  };
}

const SCHEMAS = { signin: signInSchema, signup: signUpSchema, forgot: emailOnlySchema, resend: emailOnlySchema } as const;
const INTENTS = Object.keys(SCHEMAS) as LoginIntent[];
/** Never sent back to the browser in a form's initial values. */
const HIDE_FIELDS = ["password", "confirmPassword"];

type ActionData = {
  intent: LoginIntent;
  result: SubmissionResult<string[]>;
  toast?: ToastMessage;
  unconfirmed?: boolean;
};

/** The toast title of an action that failed on the server (requirement public-error-texts: "Reset Password Error" for the reset link). */
const FAILURE_TITLES: Record<LoginIntent, string> = {
  signin: "Error",
  signup: "Sign Up Error",
  forgot: "Reset Password Error",
  resend: "Error",
};

const SIGN_UP_PASSWORD_MESSAGES = { tooShort: MESSAGES.passwordTooShort, mismatch: MESSAGES.passwordMismatch };

const toast = (title: string, description: string): ToastMessage => ({ id: crypto.randomUUID(), type: "error", title, description });

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "") as LoginIntent;
  if (!INTENTS.includes(intent)) throw data("Unknown action", { status: 400 });
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] });
  const ip = getClientAddress(request, context);

  /** Re-renders the form with its errors (no redirect), keeping what was typed except passwords. */
  const refuse = (
    status: number,
    {
      formErrors,
      fieldErrors,
      ...extra
    }: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
      toast?: ToastMessage;
      unconfirmed?: boolean;
      headers?: HeadersInit;
    },
  ) => {
    const { headers, ...rest } = extra;
    const body: ActionData = { intent, result: submission.reply({ formErrors, fieldErrors, hideFields: HIDE_FIELDS }), ...rest };
    return data(body, { status, headers });
  };
  const tooManyAttempts = (retryAfterSeconds: number) =>
    refuse(429, { formErrors: [retryMessage(retryAfterSeconds)], headers: { "Retry-After": String(retryAfterSeconds) } });
  const limited = async (checks: [RateLimitName, string | null][]) => {
    const limit = await consumeRateLimits(checks);
    return limit.ok ? null : tooManyAttempts(limit.retryAfterSeconds);
  };

  const human = await verifyHuman(formData, ip);
  if (!human.ok) {
    return refuse(400, { formErrors: [MESSAGES.verificationFailed], toast: { id: crypto.randomUUID(), ...VERIFICATION_FAILED } });
  }
  if (submission.status !== "success") {
    // Without JavaScript the sign-up's 'Password Too Short' / 'Password Mismatch' toasts come from here
    // (with it, from the form's own check before it is sent); the fields keep their messages.
    const problem = intent === "signup" ? passwordProblemToast(submission.error, SIGN_UP_PASSWORD_MESSAGES) : null;
    const body: ActionData = { intent, result: submission.reply({ hideFields: HIDE_FIELDS }) };
    if (problem) body.toast = toast(problem.title, problem.description);
    return data(body, { status: 400 });
  }

  try {
    switch (intent) {
      case "signin": {
        const { email, redirectTo } = submission.value as SignInInput;
        const attempt = await beginSignInAttempt(email, ip);
        if (!attempt.ok) return tooManyAttempts(attempt.retryAfterSeconds);
        const result = await authenticateWithPassword(request, formData);
        await attempt.settle("error" in result && result.error === "invalid_credentials" ? "wrong-credentials" : "right-password");
        if ("error" in result) {
          if (result.error === "unconfirmed") return refuse(403, { formErrors: [MESSAGES.unconfirmed], unconfirmed: true });
          if (result.error === "inactive") {
            return refuse(403, { formErrors: [MESSAGES.inactive], toast: toast("Account Inactive", MESSAGES.inactive) });
          }
          return refuse(400, { formErrors: [MESSAGES.invalidCredentials], toast: toast("Sign In Error", MESSAGES.invalidCredentials) });
        }
        await recordSignIn(result.userId);
        return createUserSession(request, context, result.userId, safeRedirect(redirectTo, "/dashboard"));
      }
      case "signup": {
        const input = submission.value as SignUpInput;
        const tooMany = await limited([["accountEmailsByIp", ip]]);
        if (tooMany) return tooMany;
        if (!(await checkNewPassword(input.password)).ok) {
          return refuse(400, {
            fieldErrors: { password: [INSECURE_PASSWORD_MESSAGE] },
            toast: toast(PASSWORD_TOAST_TITLES.insecure, INSECURE_PASSWORD_MESSAGE),
          });
        }
        const result = await signUp(input);
        if (!result.ok) return refuse(400, { fieldErrors: { email: [MESSAGES.emailTaken] } });
        return redirect(loginHref("check-email", null, { email: input.email }));
      }
      case "forgot":
      case "resend": {
        const { email } = submission.value as EmailOnlyInput;
        const tooMany = await limited([
          ["accountEmailsByIp", ip],
          ["accountEmailsByEmail", email],
        ]);
        if (tooMany) return tooMany;
        if (intent === "forgot") {
          await requestPasswordReset(email);
          return redirect(loginHref("forgot", null, { sent: "1" }));
        }
        await resendConfirmation(email);
        return redirect(loginHref("check-email", null, { email, resent: "1" }));
      }
    }
  } catch (error) {
    logEvent("error", "login_action_failed", { intent, error });
    const message = intent === "signup" ? MESSAGES.signUpFailed : "An unexpected error occurred. Please try again.";
    return refuse(500, { formErrors: [message], toast: toast(FAILURE_TITLES[intent], message) });
  }
}

export default function Login() {
  const { mode, redirectTo, email, sent, resent, siteKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  // One form per mode is on the page, so the last answer always belongs to it.
  const lastResult = actionData?.result;
  return (
    <>
      {mode === "signup" ? (
        <SignUpForm lastResult={lastResult} redirectTo={redirectTo} siteKey={siteKey} />
      ) : mode === "forgot" ? (
        <ForgotPassword lastResult={lastResult} redirectTo={redirectTo} siteKey={siteKey} sent={sent} />
      ) : mode === "check-email" || mode === "resend" ? (
        <CheckEmail lastResult={lastResult} siteKey={siteKey} email={email} resent={resent} asking={mode === "resend"} />
      ) : (
        <SignInForm lastResult={lastResult} redirectTo={redirectTo} siteKey={siteKey} unconfirmed={Boolean(actionData?.unconfirmed)} />
      )}
      {/* An action's toast (the root's Toaster shows only flash-cookie toasts from redirects). */}
      <Toaster toast={actionData?.toast ?? null} />
    </>
  );
}
