// /unsubscribe?token=… (decision 0093): the reminder e-mails' link. The page asks for one click (a
// link scanner's GET changes nothing); the POST — the page's button, or a mail client's RFC 8058
// one-click POST ("List-Unsubscribe=One-Click", sent by the List-Unsubscribe-Post header) — turns the
// reminders off. The token, one per person, authenticates it: no sign-in, and no Origin check
// (server/origin-gate.js exempts this path). The profile turns them back on.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { unsubscribeByToken, unsubscribeStatus } from "~/models/operations/reminders.server";
import { readForm } from "~/utils/form.server";

export const meta: MetaFunction = () => [{ title: "Unsubscribe from reminders" }, { name: "robots", content: "noindex" }];

const tokenSchema = z.uuid();

function tokenOf(request: Request): string | null {
  const parsed = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  return parsed.success ? parsed.data : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const status = token ? await unsubscribeStatus(token) : null;
  if (!token || !status) return data({ state: "invalid" as const, token: null }, { status: 404 });
  return { state: status.unsubscribed ? ("done" as const) : ("ask" as const), token };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = tokenOf(request);
  await readForm(request); // the button's empty form or the mail client's List-Unsubscribe=One-Click
  const done = token ? await unsubscribeByToken(token) : null;
  if (!done)
    return data(
      { ok: false as const, message: "This unsubscribe link is not valid. Turn reminders off on your profile instead." },
      { status: 404 },
    );
  return { ok: true as const };
}

export default function Unsubscribe() {
  const { state, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const done = state === "done" || result?.ok === true;
  const invalid = state === "invalid" || result?.ok === false;
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      {invalid ? (
        <>
          <h1 className="font-serif text-2xl font-bold">Link not valid</h1>
          <p className="mt-3 text-ink-muted" role="alert">
            {result?.ok === false ? result.message : "This unsubscribe link is not valid. Turn reminders off on your profile instead."}
          </p>
        </>
      ) : done ? (
        <>
          <h1 className="font-serif text-2xl font-bold">You are unsubscribed</h1>
          <p className="mt-3 text-ink-muted" role="status">
            You will no longer receive deadline and renewal reminders. Emails about your account, payments and certificates still arrive.
            You can turn reminders back on from your profile.
          </p>
        </>
      ) : (
        <>
          <h1 className="font-serif text-2xl font-bold">Unsubscribe from reminders?</h1>
          <p className="mt-3 text-ink-muted">
            Stop the emails that remind you of license deadlines, renewals and invitations. Emails about your account, payments and
            certificates still arrive.
          </p>
          <Form method="post" action={`/unsubscribe?token=${token}`} className="mt-8">
            <button type="submit" className="btn-primary" disabled={busy}>
              Unsubscribe
            </button>
          </Form>
        </>
      )}
      <Link to="/dashboard" className="mt-8 inline-block text-sm font-semibold text-brand underline">
        Go to your dashboard
      </Link>
    </section>
  );
}
