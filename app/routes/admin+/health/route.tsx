// /admin/health — Health Monitor (decision 0029): the database (reachable, latency), migrations applied
// against the files shipped, the e-mail outbox (queued, failed, each failed e-mail's last error and a
// Retry button), webhook events not processed, the app's version and uptime, and the last server errors
// (decision 0036).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { AdminTable } from "~/components/admin/tables";
import {
  checkDatabase,
  migrationStatus,
  outboxHealth,
  recentServerErrors,
  retryFailedEmail,
  SERVER_ERROR_RETENTION_DAYS,
  unprocessedWebhookEvents,
} from "~/models/operations/health.server";
import { kickEmailDelivery } from "~/services/email.server";
import { readForm } from "~/utils/form.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "../admin.server";
import { appInfo, formatUptime } from "./app-info.server";

export const handle: PageTitleHandle = { pageTitle: "Health Monitor" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Health Monitor", matches);

const HEALTH_TOASTS = {
  retried: { type: "success", title: "Email queued for delivery", description: "It will be sent again in a moment." },
  notFailed: { type: "info", title: "Email not retried", description: "This email is no longer marked as failed." },
  badRequest: { type: "error", title: "Failed to retry email", description: "Choose a failed email from the list." },
} as const;

const timeFmt = (d: Date) => d.toLocaleString("en-US", { timeZone: "America/Chicago", dateStyle: "medium", timeStyle: "short" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [database, migrations, outbox, webhooks, serverErrors] = await Promise.all([
    checkDatabase(),
    migrationStatus(),
    outboxHealth(),
    unprocessedWebhookEvents(),
    recentServerErrors(),
  ]);
  const info = appInfo();
  return {
    database,
    migrations,
    outbox: {
      queued: outbox.queued,
      failed: outbox.failed,
      failedEmails: outbox.failedEmails.map((e) => ({ ...e, createdAt: timeFmt(e.createdAt) })),
    },
    webhooks: { count: webhooks.count, oldest: webhooks.oldest ? timeFmt(webhooks.oldest) : null },
    app: { version: info.version, buildId: info.buildId, node: info.node, uptime: formatUptime(info.uptimeSeconds) },
    serverErrors: {
      lastDay: serverErrors.lastDay,
      retentionDays: SERVER_ERROR_RETENTION_DAYS,
      errors: serverErrors.errors.map((e) => ({ ...e, occurredAt: timeFmt(e.occurredAt) })),
    },
  };
}

const retrySchema = z.object({ intent: z.literal("retry"), emailId: z.uuid() });

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const parsed = retrySchema.safeParse({ intent: form.get("intent"), emailId: form.get("emailId") });
  if (!parsed.success) return data({ toast: withId(HEALTH_TOASTS.badRequest) }, { status: 400 });
  const outcome = await retryFailedEmail(parsed.data.emailId, actor);
  if (outcome === "queued") kickEmailDelivery();
  return redirectWithToast("/admin/health", outcome === "queued" ? HEALTH_TOASTS.retried : HEALTH_TOASTS.notFailed);
}

function Status({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <p className={`mt-1 text-2xl font-semibold ${ok ? "text-success" : "text-danger"}`} data-ok={ok}>
      {children}
    </p>
  );
}

export default function HealthMonitor() {
  const { database, migrations, outbox, webhooks, app, serverErrors } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const migrationsOk = migrations.applied !== null && migrations.files !== null && migrations.applied >= migrations.files;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-serif text-3xl font-bold">Health Monitor</h1>
      <p className="mt-2 text-ink-muted">Figures as of this page load; reload to refresh.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <section className="card p-4" aria-labelledby="health-db" data-testid="health-database">
          <h2 id="health-db" className="text-sm font-medium text-ink-muted">
            Database
          </h2>
          {database.reachable ? (
            <Status ok>Reachable, {database.latencyMs} ms</Status>
          ) : (
            <>
              <Status ok={false}>Unreachable</Status>
              <p className="mt-1 text-sm break-words">{database.error}</p>
            </>
          )}
        </section>
        <section className="card p-4" aria-labelledby="health-migrations" data-testid="health-migrations">
          <h2 id="health-migrations" className="text-sm font-medium text-ink-muted">
            Migrations applied
          </h2>
          <Status ok={migrationsOk}>
            {migrations.applied ?? "?"} of {migrations.files ?? "?"}
          </Status>
          {!migrationsOk ? <p className="mt-1 text-sm">Run the migrations: the database is behind the files shipped.</p> : null}
        </section>
        <section className="card p-4" aria-labelledby="health-queue" data-testid="health-outbox">
          <h2 id="health-queue" className="text-sm font-medium text-ink-muted">
            Email outbox
          </h2>
          <Status ok={outbox.failed === 0}>
            {outbox.queued} queued, {outbox.failed} failed
          </Status>
        </section>
        <section className="card p-4" aria-labelledby="health-webhooks" data-testid="health-webhooks">
          <h2 id="health-webhooks" className="text-sm font-medium text-ink-muted">
            Webhook events failed
          </h2>
          <Status ok={webhooks.count === 0}>{webhooks.count}</Status>
          {webhooks.oldest ? <p className="mt-1 text-sm">Oldest unprocessed: {webhooks.oldest} (Central)</p> : null}
        </section>
        <section className="card p-4" aria-labelledby="health-app" data-testid="health-app">
          <h2 id="health-app" className="text-sm font-medium text-ink-muted">
            App
          </h2>
          <p className="mt-1 text-lg font-semibold">Up {app.uptime}</p>
          <p className="mt-1 text-sm">
            Version {app.version ?? "not set"}
            {app.buildId ? `, build ${app.buildId}` : ""}, Node {app.node}
          </p>
        </section>
      </div>

      <section className="mt-8" aria-labelledby="health-failed">
        <h2 id="health-failed" className="text-xl font-semibold">
          Failed emails
        </h2>
        {outbox.failedEmails.length === 0 ? (
          <p className="card mt-3 p-6 text-center text-ink-muted">No failed emails.</p>
        ) : (
          <div className="card relative mt-3 overflow-x-auto">
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">Failed emails, newest first</caption>
              <thead className="border-b border-line bg-surface-muted">
                <tr>
                  {["Recipient", "Subject", "Queued (Central)", "Attempts", "Last error", "Action"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {outbox.failedEmails.map((email) => (
                  <tr key={email.id} className="border-b border-line align-top last:border-0" data-testid="failed-email">
                    <td className="px-4 py-3 break-all">{email.recipient}</td>
                    <td className="px-4 py-3">{email.subject}</td>
                    <td className="px-4 py-3">{email.createdAt}</td>
                    <td className="px-4 py-3">{email.attempts}</td>
                    <td className="px-4 py-3 break-words">{email.lastError ?? "—"}</td>
                    <td className="px-4 py-3">
                      <Form method="post">
                        <input type="hidden" name="emailId" value={email.id} />
                        <button type="submit" name="intent" value="retry" className="btn-secondary" disabled={navigation.state !== "idle"}>
                          Retry<span className="sr-only"> the email to {email.recipient}</span>
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ServerErrors {...serverErrors} />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

function ServerErrors({
  lastDay,
  retentionDays,
  errors,
}: {
  lastDay: number;
  retentionDays: number;
  errors: { id: string; occurredAt: string; method: string; path: string; message: string; stack: string | null }[];
}) {
  return (
    <section className="mt-8" aria-labelledby="health-errors" data-testid="health-errors">
      <h2 id="health-errors" className="text-xl font-semibold">
        Server errors
      </h2>
      <p className={`mt-1 ${lastDay > 0 ? "font-semibold text-danger" : "text-ink-muted"}`}>
        {lastDay} in the last 24 hours. The newest 20 are listed; errors are kept {retentionDays} days.
      </p>
      {errors.length === 0 ? (
        <p className="card mt-3 p-6 text-center text-ink-muted">No server errors.</p>
      ) : (
        <AdminTable caption="Server errors, newest first" head={["When (Central)", "Request", "Error"]}>
          {errors.map((e) => (
            <tr key={e.id} className="border-b border-line align-top last:border-0" data-testid="server-error">
              <td className="whitespace-nowrap px-4 py-3">{e.occurredAt}</td>
              <td className="break-all px-4 py-3">
                {e.method} {e.path}
              </td>
              <td className="px-4 py-3">
                <p className="break-words">{e.message}</p>
                {e.stack ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-sm text-brand">Stack trace</summary>
                    <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-surface-muted p-2 text-xs">
                      {e.stack}
                    </pre>
                  </details>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
