// /confirm-email-change/new?token=… (step 1 of 2, from the new address) and /confirm-email-change/old?token=…
// (step 2 of 2, from the current address): requirement signed-in-state-flows "Email change", docs/decisions/0024-student-area.md.
// Like /confirm-email, the link is used once when opened, then the page redirects to its result
// (Post/Redirect/Get: a reload never tries the used link again, and the token leaves the address bar).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { confirmNewEmail, confirmOldEmail } from "~/models/accounts/email-change.server";
import { linkValidText } from "~/rules/one-time-tokens";
import { getSessionId } from "~/utils/session.server";

const RESULTS = {
  "new-confirmed": {
    title: "New email confirmed (step 1 of 2)",
    text: "We sent a link to your current email address. Open it to approve the change (step 2 of 2); until then your account keeps its current address.",
  },
  "old-confirmed": {
    title: "Your email address was changed",
    text: "Your account now uses your new email address. Sign in with it from now on; other devices were signed out.",
  },
  taken: {
    title: "Email Change Failed",
    text: "This email address is already used by another account. Choose another one on your profile.",
  },
  invalid: {
    title: "Email Change Failed",
    text: `This link is not valid any more: it was already used, it expired (links last ${linkValidText("email_change_new")}), or a newer one replaced it. You can send a new one from your profile.`,
  },
} as const;
type Result = keyof typeof RESULTS;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? RESULTS[data.result].title : "Email change" },
  { name: "robots", content: "noindex" },
];

export const shouldRevalidate = () => false;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const step = params.step;
  if (step !== "new" && step !== "old") throw data("Not Found", { status: 404 });
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token !== null) {
    if (token.length === 0 || token.length > 128) return data({ result: "invalid" as Result }, { status: 400 });
    const outcome = step === "new" ? await confirmNewEmail(token) : await confirmOldEmail(token, await getSessionId(request));
    if (outcome.ok) return redirect(`/confirm-email-change/${step}?result=${step}-confirmed`);
    return data({ result: outcome.reason as Result }, { status: outcome.reason === "taken" ? 409 : 400 });
  }
  const result = url.searchParams.get("result");
  if (result !== `${step}-confirmed`) return data({ result: "invalid" as Result }, { status: 400 });
  return { result: result as Result };
}

export default function ConfirmEmailChange() {
  const { result } = useLoaderData<typeof loader>();
  const text = RESULTS[result];
  const ok = result === "new-confirmed" || result === "old-confirmed";
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="font-serif text-2xl font-bold">{text.title}</h1>
      <p className="mt-3 text-ink-muted" role={ok ? "status" : "alert"}>
        {text.text}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/dashboard" className="btn-primary">
          Go to your dashboard
        </Link>
        {result === "old-confirmed" ? (
          <Link to="/login" className="btn-secondary">
            Go to Sign In
          </Link>
        ) : null}
      </div>
    </section>
  );
}
