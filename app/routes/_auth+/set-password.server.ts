// The action both e-mailed-link pages share (/reset-password, /login/accept-invitation): read the
// form, check it, set the password from the token (one transaction in the model), then sign this
// browser in. A refused token goes back to the page (its own address, token included, so the page
// explains the problem); any other failure keeps the form with a message.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { ZodType } from "zod";
import type { CredentialResult, TokenProblem } from "~/models/accounts/password-reset.server";
import { readForm } from "~/utils/form.server";
import { createSessionCookie, destroySessionHeader, getSessionId } from "~/utils/session.server";
import { createToastHeader, redirectWithToast, withId, type ToastInput } from "~/utils/toast.server";
import { INSECURE_PASSWORD_MESSAGE, PASSWORD_TOAST_TITLES, passwordProblemToast, type NewPasswordMessages } from "~/rules/account-forms";
import { checkNewPassword } from "~/services/password-breach.server";
import { logEvent } from "~/utils/log.server";

const HIDE_FIELDS = ["password", "confirmPassword"];

export async function setPasswordAction(
  request: Request,
  context: AppLoadContext | undefined,
  {
    schema,
    setPassword,
    page,
    failed,
    problems,
    success,
    messages,
  }: {
    schema: ZodType<{ token: string; password: string }>;
    /** The model call: uses the token and stores the password. */
    setPassword: (input: { token: string; password: string }) => Promise<CredentialResult>;
    /** The page's own address, to come back to with the token when it is refused. */
    page: string;
    /** Title of the refusal toast, and the form message for an unexpected failure. */
    failed: { title: string; unexpected: string };
    problems: Record<TokenProblem, { message: string }>;
    /** Where the signed-in user goes, with which toast. */
    success: { to: string; toast: ToastInput };
    /** The schema's wording of a short and a mismatched password (the toasts name them without JavaScript). */
    messages: Pick<NewPasswordMessages, "tooShort" | "mismatch">;
  },
) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    const problem = passwordProblemToast(submission.error, messages);
    return data(
      { result: submission.reply({ hideFields: HIDE_FIELDS }), toast: problem ? withId({ type: "error" as const, ...problem }) : null },
      { status: 400 },
    );
  }
  const { token, password } = submission.value;
  // 'Insecure Password': a common or breached password is refused before the token is used (decision 0081).
  if (!(await checkNewPassword(password)).ok) {
    return data(
      {
        result: submission.reply({ fieldErrors: { password: [INSECURE_PASSWORD_MESSAGE] }, hideFields: HIDE_FIELDS }),
        toast: withId({ type: "error" as const, title: PASSWORD_TOAST_TITLES.insecure, description: INSECURE_PASSWORD_MESSAGE }),
      },
      { status: 400 },
    );
  }
  let result: CredentialResult;
  try {
    result = await setPassword({ token, password });
  } catch (error) {
    logEvent("error", "set_password_failed", { page, error });
    return data({ result: submission.reply({ formErrors: [failed.unexpected], hideFields: HIDE_FIELDS }), toast: null }, { status: 500 });
  }
  if (!result.ok) {
    return redirectWithToast(`${page}?${new URLSearchParams({ token })}`, {
      type: "error",
      title: failed.title,
      description: problems[result.reason].message,
    });
  }
  // A session this browser held (perhaps someone else's) ends; the user of the link is signed in.
  if (await getSessionId(request)) await destroySessionHeader(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await createSessionCookie(request, context, result.userId));
  headers.append("Set-Cookie", await createToastHeader(success.toast));
  return redirect(success.to, { headers });
}
