// /admin/health (decision 0029): what an operator checks first — the database and its latency, the
// migrations applied, the e-mail outbox (queued, failed, the last error) and webhook events not
// processed, the last server errors — and retrying a failed e-mail.
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { describeServerError, isServerError } from "~/rules/server-errors";
import { logEvent } from "~/utils/log.server";
import { collectedGauges } from "~/utils/metrics.server";

const { emailOutbox, paymentEvents, serverErrors } = schema;

export type DatabaseHealth = { reachable: true; latencyMs: number } | { reachable: false; error: string };

/** One round trip (`select 1`); throws when the database does not answer. */
export async function pingDatabase(): Promise<void> {
  await getDb().execute(sql`select 1`);
}

/** One round trip (`select 1`), timed. */
export async function checkDatabase(): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await pingDatabase();
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { reachable: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Migrations recorded by drizzle's migrator against the files in db/migrations (its journal). */
export async function migrationStatus(): Promise<{ applied: number | null; files: number | null }> {
  let files: number | null = null;
  try {
    const journal = JSON.parse(readFileSync(path.resolve(process.cwd(), "db/migrations/meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    files = journal.entries.length;
  } catch {
    files = null;
  }
  try {
    const result = await getDb().execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    return { applied: Number(rows[0]?.n ?? 0), files };
  } catch {
    return { applied: null, files };
  }
}

export type FailedEmail = { id: string; recipient: string; subject: string; attempts: number; lastError: string | null; createdAt: Date };

/** Queued (pending or sending) and failed counts, and the 20 newest failed e-mails with their last error. */
export async function outboxHealth(): Promise<{ queued: number; failed: number; failedEmails: FailedEmail[] }> {
  const [counts] = await getDb()
    .select({
      queued: sql<number>`(count(*) filter (where ${inArray(emailOutbox.status, ["pending", "sending"])}))::int`,
      failed: sql<number>`(count(*) filter (where ${eq(emailOutbox.status, "failed")}))::int`,
    })
    .from(emailOutbox);
  const failedEmails = await getDb()
    .select({
      id: emailOutbox.id,
      recipient: emailOutbox.recipient,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "failed"))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(20);
  return { queued: Number(counts?.queued ?? 0), failed: Number(counts?.failed ?? 0), failedEmails };
}

export type OutboxBacklog = { backlog: number; oldestPendingSeconds: number; failed: number };

/**
 * The outbox's figures for the metrics (read at every scrape, so only the rows not sent, through the
 * status index): e-mails waiting to be delivered (pending or being sent), how long the oldest of them
 * has waited (0 when none), and the failed ones.
 */
export async function outboxBacklog(): Promise<OutboxBacklog> {
  const waiting = inArray(emailOutbox.status, ["pending", "sending"]);
  const [row] = await getDb()
    .select({
      backlog: sql<number>`(count(*) filter (where ${waiting}))::int`,
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt}) filter (where ${waiting})), 0)::float8`,
      failed: sql<number>`(count(*) filter (where ${eq(emailOutbox.status, "failed")}))::int`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending", "failed"]));
  return {
    backlog: Number(row?.backlog ?? 0),
    oldestPendingSeconds: Math.max(0, Number(row?.oldestPendingSeconds ?? 0)),
    failed: Number(row?.failed ?? 0),
  };
}

/** The outbox's figures as gauges of /metrics, read at each scrape (entry.server registers them at start). */
export function registerOutboxMetrics(): void {
  collectedGauges(
    {
      email_outbox_backlog: "E-mails waiting to be delivered (pending or being sent).",
      email_outbox_oldest_pending_seconds: "How long the oldest e-mail still waiting has waited, in seconds (0 when none waits).",
      email_outbox_failed: "E-mails that failed for good (the Health Monitor lists them, with Retry).",
    },
    async () => {
      const { backlog, oldestPendingSeconds, failed } = await outboxBacklog();
      return { email_outbox_backlog: backlog, email_outbox_oldest_pending_seconds: oldestPendingSeconds, email_outbox_failed: failed };
    },
  );
}

/**
 * Webhook events received but not processed after five minutes. A webhook is recorded and applied in
 * one transaction (billing.server), so a failure leaves no row and the provider retries; a row
 * counted here means processing stopped half-way outside that transaction.
 */
export async function unprocessedWebhookEvents(now = new Date()): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await getDb()
    .select({ n: count(), oldest: sql<string | null>`min(${paymentEvents.receivedAt})` })
    .from(paymentEvents)
    .where(and(isNull(paymentEvents.processedAt), lt(paymentEvents.receivedAt, new Date(now.getTime() - 5 * 60_000))));
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Puts a failed e-mail back in the queue for delivery now, with a fresh set of attempts; its last
 * error stays until a delivery replaces it. "not_failed" when it is not (or no longer) failed.
 */
export async function retryFailedEmail(id: string, actor: AuditActor): Promise<"queued" | "not_failed"> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date() })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
      .returning({ id: emailOutbox.id, recipient: emailOutbox.recipient, templateKey: emailOutbox.templateKey });
    if (!row) return "not_failed" as const;
    await recordAudit(tx, {
      actor,
      action: "email.retry",
      entityType: "email_outbox",
      entityId: id,
      before: { status: "failed" },
      after: { status: "pending" },
      details: { recipient: row.recipient, templateKey: row.templateKey },
    });
    return "queued" as const;
  });
}

/** How long server errors are kept, and how much of a stack. */
export const SERVER_ERROR_RETENTION_DAYS = 30;
const STACK_LIMIT = 8_000;

export type ServerErrorInput = { method: string; path: string; message: string; stack: string | null };

/**
 * Records an error the server did not handle (entry.server's handleError), and forgets those older than
 * the retention. Never throws: an error while recording an error (the database is down) is only logged.
 */
export async function recordServerError(input: ServerErrorInput, now = new Date()): Promise<void> {
  try {
    const cutoff = new Date(now.getTime() - SERVER_ERROR_RETENTION_DAYS * 86_400_000);
    await getDb().transaction(async (tx) => {
      await tx.insert(serverErrors).values({
        occurredAt: now,
        method: input.method.slice(0, 16),
        path: input.path.slice(0, 2_000),
        message: input.message.slice(0, 2_000) || "(no message)",
        stack: input.stack ? input.stack.slice(0, STACK_LIMIT) : null,
      });
      await tx.delete(serverErrors).where(lt(serverErrors.occurredAt, cutoff));
    });
  } catch (error) {
    logEvent("error", "server_error_not_recorded", { error });
  }
}

/**
 * What entry.server's handleError does with an error no loader, action or render handled: a server
 * error (5xx or an exception) is logged and kept; a 4xx thrown on purpose is the client's and is not.
 */
export async function recordUnhandledError(error: unknown, request: { method: string; url: string }, now = new Date()): Promise<boolean> {
  if (!isServerError(error)) return false;
  console.error(error);
  await recordServerError(describeServerError(error, request), now);
  return true;
}

export type ServerErrorRow = { id: string; occurredAt: Date; method: string; path: string; message: string; stack: string | null };

/** The 20 newest server errors and how many there were in the last 24 hours. */
export async function recentServerErrors(now = new Date()): Promise<{ lastDay: number; errors: ServerErrorRow[] }> {
  const since = new Date(now.getTime() - 86_400_000);
  const [[counted], errors] = await Promise.all([
    getDb()
      .select({ n: count() })
      .from(serverErrors)
      .where(sql`${serverErrors.occurredAt} >= ${since.toISOString()}::timestamptz`),
    getDb().select().from(serverErrors).orderBy(desc(serverErrors.occurredAt), desc(serverErrors.id)).limit(20),
  ]);
  return { lastDay: Number(counted?.n ?? 0), errors };
}
