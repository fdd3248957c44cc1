import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { data } from "@remix-run/node";
import { z } from "zod";
import { queueTestEmail } from "./outbox-data.server";
import { listOutbox } from "~/services/email.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { env } from "~/utils/env.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readForm } from "~/utils/form.server";

export const meta: MetaFunction = () => [{ title: "Local mailbox" }, { name: "robots", content: "noindex" }];

const testMessageSchema = z.object({
  to: z.email({ message: "Please enter a valid email address" }),
});

export async function loader() {
  requireLocalStandins();
  return { messages: await listOutbox({ limit: 100 }) };
}

/** Queues a test message, to check the whole pipeline (outbox → worker → mailbox) by hand. */
export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const body = await readForm(request);
  const parsed = testMessageSchema.safeParse(Object.fromEntries(body));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Invalid address" }, { status: 400 });
  }
  await queueTestEmail(parsed.data.to, new URL("/login", env().APP_URL).toString());
  return redirectWithToast("/dev/mailbox", { type: "success", title: "Test e-mail queued", description: parsed.data.to });
}

const STATUS_STYLE: Record<string, string> = {
  sent: "border-success bg-success/10",
  pending: "border-brand bg-brand-soft",
  sending: "border-brand bg-brand-soft",
  failed: "border-danger bg-danger/10",
};

// One time zone on server and browser alike, so the server's HTML and the hydrated page agree
// (a mismatch makes React 18 re-render the page and lose what was typed).
const schoolTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Chicago" });
const formatSchoolTime = (value: string | Date) => `${schoolTime.format(new Date(value))} CT`;

export default function Mailbox() {
  const { messages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">Local mailbox</h1>
      <p className="mt-2 text-ink-muted">Without Postmark credentials every e-mail is kept here instead of being sent. Newest first.</p>

      <Form method="post" className="card mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="to" className="block text-sm font-medium">
            Send a test message to
          </label>
          <input
            id="to"
            name="to"
            type="email"
            required
            defaultValue="student@pelican.test"
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "to-error" : undefined}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          />
          {actionData?.error ? (
            <p id="to-error" className="mt-1 text-sm text-danger">
              {actionData.error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Sending..." : "Send test e-mail"}
        </button>
      </Form>

      {messages.length === 0 ? (
        <p className="mt-8 text-ink-muted">No messages yet.</p>
      ) : (
        <ul className="mt-8 divide-y divide-line rounded-lg border border-line bg-surface-raised">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link to={`/dev/mailbox/${message.id}`} className="font-semibold text-brand underline">
                  {message.subject}
                </Link>
                <p className="truncate text-sm text-ink-muted">
                  To {message.recipient} · {message.templateKey} · {formatSchoolTime(message.createdAt)}
                </p>
              </div>
              <span className={`w-fit rounded-full border px-2 py-0.5 text-xs font-semibold text-ink ${STATUS_STYLE[message.status]}`}>
                {message.status}
                {message.attempts > 1 ? ` (${message.attempts} attempts)` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
