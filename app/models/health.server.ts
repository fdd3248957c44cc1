// /admin/health (issue 20): what an operator checks first — the database and its latency, the
// migrations applied, the e-mail outbox (queued, failed, the last error) and webhook events not
// processed — and retrying a failed e-mail.
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";

const { emailOutbox, paymentEvents } = schema;

export type DatabaseHealth = { reachable: true; latencyMs: number } | { reachable: false; error: string };

/** One round trip (`select 1`), timed. */
export async function checkDatabase(): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await getDb().execute(sql`select 1`);
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
