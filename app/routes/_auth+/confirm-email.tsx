// /confirm-email?token=… (requirements access-and-subscription-states, email-confirmation-page): the
// link's GET only shows "Confirming Your Email" with the token in a form; the POST uses the sign-up
// link once, signs the user in, queues the welcome e-mail, then goes to /dashboard after 1.5 s — by a
// timer with JavaScript, by a meta refresh without it. With JavaScript the form sends itself as the
// page loads; without it, one "Confirm My Email" button. A GET never spends the single-use token, so a
// mail scanner that opens links cannot use it up (decision 0081).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useSubmit, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { loginHref } from "~/components/auth/auth-card";
import { confirmSignup } from "~/models/accounts/account.server";
import { linkValidText } from "~/rules/one-time-tokens";
import { readForm } from "~/utils/form.server";
import { createSessionCookie } from "~/utils/session.server";
import { logEvent } from "~/utils/log.server";

const REDIRECT_DELAY_MS = 1_500;
const DESTINATION = "/dashboard";

const TITLES = { pending: "Confirming Your Email", confirmed: "Email Confirmed" } as const;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.status === "pending" || data?.status === "confirmed" ? TITLES[data.status] : "Email confirmation failed" },
  { name: "robots", content: "noindex" },
];

type Failure = "invalid" | "used" | "expired" | "error";
const STATUSES = ["confirmed", "invalid", "used", "expired", "error"] as const;

// The page's state must not change under the user: its loader runs again only for a new address (the
// confirmed page after the POST's redirect), never after a refused POST.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href;

/** A link's token: what /login/callback forwards (64 url-safe characters today; anything else is refused). */
const tokenSchema = z.object({ token: z.string().trim().min(1).max(200) });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token) {
    const parsed = tokenSchema.safeParse({ token });
    return parsed.success
      ? { status: "pending" as const, token: parsed.data.token }
      : data({ status: "invalid" as Failure }, { status: 400 });
  }
  const status = url.searchParams.get("status");
  const known = STATUSES.find((s) => s === status);
  // Without a token there is nothing to confirm.
  if (!known || known === "error") return data({ status: "invalid" as Failure }, { status: 400 });
  return { status: known };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = tokenSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ status: "invalid" as Failure }, { status: 400 });
  try {
    const result = await confirmSignup(parsed.data.token);
    if (result.ok) {
      // Post/Redirect/Get: a reload never tries the used link again, and the token leaves the address bar.
      return redirect("/confirm-email?status=confirmed", {
        headers: { "Set-Cookie": await createSessionCookie(request, context, result.userId) },
      });
    }
    return data({ status: result.reason as Failure }, { status: 400 });
  } catch (error) {
    logEvent("error", "confirm_email_failed", { error });
    return data({ status: "error" as Failure }, { status: 500 });
  }
}

const FAILURES: Record<Failure, string> = {
  expired: `This confirmation link has expired. Links are valid for ${linkValidText("email_confirmation")}; request a new one below.`,
  used: "This confirmation link has already been used. If you confirmed your email, you can sign in now.",
  invalid: "This confirmation link is not valid. Make sure you opened the whole link from the email, or request a new one.",
  error: "An unexpected error occurred. Please try again.",
};

export default function ConfirmEmail() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  if (refused) return <Failed reason={refused.status} />;
  if (loaded.status === "pending") return <Confirming token={loaded.token} />;
  if (loaded.status !== "confirmed") return <Failed reason={loaded.status} />;
  return <Confirmed />;
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-10 w-10 animate-spin rounded-full border-4 border-brand-soft border-t-brand motion-reduce:animate-none"
    />
  );
}

/** The link's landing state: the token in a form that JavaScript sends at once; without it, one button. */
function Confirming({ token }: { token: string }) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  useEffect(() => {
    if (form.current) submit(form.current, { replace: true });
  }, [submit]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <Spinner />
      <h1 className="mt-6 font-serif text-2xl font-bold">{TITLES.pending}</h1>
      <p className="mt-3 text-ink-muted" role="status">
        Please wait while we confirm your email address...
      </p>
      <Form method="post" ref={form} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <noscript>
          <button type="submit" className="btn-primary">
            Confirm My Email
          </button>
        </noscript>
      </Form>
    </section>
  );
}

function Confirmed() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(DESTINATION, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      {/* Without JavaScript the browser follows this after 1.5 s (allowed by our CSP). */}
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${DESTINATION}`} />
      </noscript>
      <Spinner />
      <h1 className="mt-6 font-serif text-2xl font-bold">Email Confirmed</h1>
      <p className="mt-3 text-ink-muted" role="status">
        Processing your email confirmation. You will be redirected shortly.
      </p>
      <Link to={DESTINATION} className="mt-6 text-sm font-semibold text-brand underline">
        Continue to your dashboard
      </Link>
    </section>
  );
}

function Failed({ reason }: { reason: Failure }) {
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="font-serif text-2xl font-bold">Email confirmation failed</h1>
      <p className="mt-3 text-ink-muted">{FAILURES[reason]}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={loginHref("resend")} className="btn-primary">
          Send a New Link
        </Link>
        <Link to={loginHref("signin")} className="btn-secondary">
          Go to Sign In
        </Link>
      </div>
    </section>
  );
}
