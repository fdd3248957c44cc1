// E-mail delivery through a durable Postgres outbox (decision 0064; README, Real services): callers enqueue a rendered
// message in their own transaction; a worker in every app process claims due rows with
// FOR UPDATE SKIP LOCKED, sends them through Postmark (or the local stand-in) and retries
// failures with exponential backoff.
import { and, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { ServerClient } from "postmark";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { DEFAULT_SITE_NAME, renderEmail, type EmailMessage } from "~/emails/templates";
import { env } from "~/utils/env.server";
import { isUuid } from "~/rules/ids";

const { emailOutbox, siteSettings } = schema;

export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;
/**
 * A claimed row not finished within this time is considered abandoned (a crashed process) and claimed
 * again. Longer than a send can take (POSTMARK_TIMEOUT_SECONDS) plus its outcome's retries
 * (OUTCOME_RETRY_DELAYS_MS, each attempt bounded by the pool's 5-second connect timeout), with room;
 * short, so a crash delays its claimed messages by two minutes, not ten (decision 0084). A graceful
 * stop (SIGTERM: a deploy, an auto-stop) leaves no claim behind: drainEmailWorker.
 */
export const LEASE_MS = 2 * 60_000;
/**
 * Waits before each new attempt at recording a send's outcome ("sent", or the retry's schedule) when
 * the update fails — a connection PostgreSQL ended (a failover) — so a message Postmark accepted is not
 * sent again when its lease runs out. The update is idempotent (one row by id).
 */
export const OUTCOME_RETRY_DELAYS_MS = [100, 300, 1000, 2000, 4000];
const WORKER_INTERVAL_MS = 15_000;
const BATCH_SIZE = 20;

export type OutboundEmail = EmailMessage & { to: string; replyTo?: string };

/**
 * Renders and queues many messages in one statement (a bulk import's invitations), in the caller's
 * transaction like enqueueEmail.
 */
export async function enqueueEmails(executor: Db | Tx, messages: OutboundEmail[]): Promise<number> {
  if (messages.length === 0) return 0;
  const [settings] = await executor.select({ siteName: siteSettings.siteName }).from(siteSettings).where(eq(siteSettings.id, 1));
  const siteName = settings?.siteName || DEFAULT_SITE_NAME;
  const now = new Date();
  const rows = messages.map(({ to, replyTo, ...email }) => {
    const variables = { ...email.variables, siteName: email.variables.siteName || siteName };
    const rendered = renderEmail({ ...email, variables } as EmailMessage);
    return {
      template_key: email.templateKey,
      recipient: to.trim(),
      subject: rendered.subject,
      html_body: rendered.html,
      text_body: rendered.text,
      reply_to: replyTo?.trim() || null,
      variables,
    };
  });
  // One statement, the rows travelling as one JSON parameter.
  await executor.execute(sql`
    insert into ${emailOutbox} (template_key, recipient, subject, html_body, text_body, reply_to, variables, next_attempt_at)
    select x.template_key, x.recipient, x.subject, x.html_body, x.text_body, x.reply_to, x.variables, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(template_key text, recipient text, subject text, html_body text, text_body text, reply_to text, variables jsonb)`);
  kickEmailDelivery();
  return rows.length;
}

/** Renders the message and queues it; pass the caller's transaction so the e-mail commits (or not) with it. */
export async function enqueueEmail(executor: Db | Tx, message: OutboundEmail): Promise<string> {
  const { to, replyTo, ...email } = message;
  let siteName = email.variables.siteName;
  if (!siteName) {
    const [settings] = await executor.select({ siteName: siteSettings.siteName }).from(siteSettings).where(eq(siteSettings.id, 1));
    siteName = settings?.siteName || DEFAULT_SITE_NAME;
  }
  const variables = { ...email.variables, siteName };
  const rendered = renderEmail({ ...email, variables } as EmailMessage);
  const [row] = await executor
    .insert(emailOutbox)
    .values({
      templateKey: email.templateKey,
      recipient: to.trim(),
      subject: rendered.subject,
      htmlBody: rendered.html,
      textBody: rendered.text,
      replyTo: replyTo?.trim() || null,
      variables,
      // Due times are compared with the app's clock (deliverDueEmails' `now`), so set it from there too.
      nextAttemptAt: new Date(),
    })
    .returning({ id: emailOutbox.id });
  kickEmailDelivery();
  return row.id;
}

// ---- transports ----

export type TransportMessage = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  tag?: string;
  /** Extra headers, e.g. a reminder's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: { name: string; value: string }[];
};

/**
 * A reminder's one-click unsubscribe (RFC 2369 + RFC 8058, decision 0093): the link the template shows
 * is also the List-Unsubscribe header, and List-Unsubscribe-Post tells the mail client it may POST to it.
 */
export function unsubscribeHeaders(variables: unknown): TransportMessage["headers"] {
  const url = (variables as { unsubscribeUrl?: unknown } | null)?.unsubscribeUrl;
  if (typeof url !== "string" || !/^https?:\/\//i.test(url)) return undefined;
  return [
    { name: "List-Unsubscribe", value: `<${url}>` },
    { name: "List-Unsubscribe-Post", value: "List-Unsubscribe=One-Click" },
  ];
}

export type EmailTransport = {
  name: string;
  /** Resolves with the provider's message id; throws to have the message retried. */
  send(message: TransportMessage): Promise<{ messageId: string }>;
};

/**
 * Postmark refused the message itself (HTTP 422: an invalid or inactive recipient, an unconfirmed
 * sender, a malformed field): sending it again gets the same answer, so the outbox marks it failed at
 * once (the Health Monitor lists it, with Retry). Anything else (5xx, 429, a timeout, the network) is
 * retried with backoff. Decision 0064.
 */
export class EmailRefusedError extends Error {
  override name = "EmailRefusedError";
}

/** Seconds a Postmark request may take before it counts as failed (and is retried); the SDK's default is 180. */
export const POSTMARK_TIMEOUT_SECONDS = 30;

/**
 * The SDK's own client options: `apiUrl` (POSTMARK_API_URL, default https://api.postmarkapp.com)
 * split into its scheme and host — the tests point the SDK at a local endpoint with it.
 */
export function postmarkClientOptions({ apiUrl, timeoutSeconds = POSTMARK_TIMEOUT_SECONDS }: { apiUrl?: string; timeoutSeconds?: number }) {
  const options: { useHttps?: boolean; requestHost?: string; timeout: number } = { timeout: timeoutSeconds };
  if (apiUrl) {
    const url = new URL(apiUrl);
    options.useHttps = url.protocol === "https:";
    options.requestHost = url.host + url.pathname.replace(/\/+$/, "");
  }
  return options;
}

export function postmarkTransport(token: string, options: { apiUrl?: string; timeoutSeconds?: number } = {}): EmailTransport {
  const client = new ServerClient(token, postmarkClientOptions(options));
  return {
    name: "postmark",
    async send(m) {
      try {
        const response = await client.sendEmail({
          From: m.from,
          To: m.to,
          Subject: m.subject,
          HtmlBody: m.html,
          TextBody: m.text,
          ReplyTo: m.replyTo,
          Tag: m.tag,
          Headers: m.headers?.map((h) => ({ Name: h.name, Value: h.value })),
          MessageStream: "outbound",
        });
        return { messageId: response.MessageID };
      } catch (error) {
        const { statusCode, code } = error as { statusCode?: number; code?: number };
        const message = `Postmark ${statusCode ? `HTTP ${statusCode}` : "request failed"}${code ? ` (ErrorCode ${code})` : ""}: ${
          error instanceof Error ? error.message : String(error)
        }`;
        throw statusCode === 422 ? new EmailRefusedError(message, { cause: error }) : new Error(message, { cause: error });
      }
    },
  };
}

/** The stand-in without Postmark credentials: the message stays in the outbox, readable at /dev/mailbox. */
export const localTransport: EmailTransport = {
  name: "local",
  async send(m) {
    if (env().NODE_ENV === "development") console.info(`[email] ${m.to}: ${m.subject} (see /dev/mailbox)`);
    return { messageId: `local-${crypto.randomUUID()}` };
  },
};

let transport: EmailTransport | undefined;
export function getTransport(): EmailTransport {
  const { POSTMARK_SERVER_TOKEN: token, POSTMARK_API_URL: apiUrl } = env();
  transport ??= token ? postmarkTransport(token, { apiUrl }) : localTransport;
  return transport;
}

// ---- delivery ----

export type DeliveryResult = { sent: number; failed: number; retried: number };

/** Sends the messages that are due; safe to run on many machines at once. */
export async function deliverDueEmails(options: { now?: Date; limit?: number; transport?: EmailTransport } = {}): Promise<DeliveryResult> {
  const { now = new Date(), limit = BATCH_SIZE } = options;
  const db = getDb();
  const due = and(inArray(emailOutbox.status, ["pending", "sending"]), lte(emailOutbox.nextAttemptAt, now));
  const result: DeliveryResult = { sent: 0, failed: 0, retried: 0 };

  // Abandoned claims that already used their last attempt are given up on, not sent again.
  const abandoned = await db
    .update(emailOutbox)
    .set({ status: "failed", lastError: sql`coalesce(${emailOutbox.lastError}, 'Delivery interrupted')` })
    .where(and(eq(emailOutbox.status, "sending"), lte(emailOutbox.nextAttemptAt, now), gte(emailOutbox.attempts, MAX_ATTEMPTS)))
    .returning({ id: emailOutbox.id });
  result.failed += abandoned.length;

  // Claim: each row goes to exactly one caller; the lease (next_attempt_at) lets another
  // process take it over if this one dies before finishing.
  const claimable = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(due, lt(emailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(and(inArray(emailOutbox.id, claimable), due))
    .returning();
  if (claimed.length === 0) return result;

  const via = options.transport ?? getTransport();
  const from = env().EMAIL_FROM;
  // Every claimed message is sent and its outcome recorded before this returns, even when one outcome
  // cannot be written (allSettled): a graceful stop waits for this, and nothing may still be in flight.
  const outcomes = await Promise.allSettled(
    claimed.map(async (row) => {
      let messageId: string;
      try {
        ({ messageId } = await via.send({
          from,
          to: row.recipient,
          subject: row.subject,
          html: row.htmlBody,
          text: row.textBody,
          replyTo: row.replyTo ?? undefined,
          tag: row.templateKey,
          headers: unsubscribeHeaders(row.variables),
        }));
      } catch (error) {
        // row.attempts already counts this attempt (incremented when claimed): 1 min, 2, 4 … capped at 1 h.
        const giveUp = row.attempts >= MAX_ATTEMPTS || error instanceof EmailRefusedError;
        const delay = Math.min(BASE_DELAY_MS * 2 ** (row.attempts - 1), MAX_DELAY_MS);
        await recordOutcome(() =>
          db
            .update(emailOutbox)
            .set({
              lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
              ...(giveUp ? { status: "failed" } : { status: "pending", nextAttemptAt: new Date(now.getTime() + delay) }),
            })
            .where(eq(emailOutbox.id, row.id)),
        );
        if (giveUp) result.failed++;
        else result.retried++;
        return;
      }
      // Outside the try: a database error here must not turn a delivered message into a retry. Retried
      // while it fails: if every attempt fails the row stays claimed and is sent again when its lease
      // runs out — the one duplicate left (README, Real services).
      await recordOutcome(() =>
        db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: now, providerMessageId: messageId, lastError: null })
          .where(eq(emailOutbox.id, row.id)),
      );
      result.sent++;
    }),
  );
  const failed = outcomes.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `write` (an idempotent update), again after each of OUTCOME_RETRY_DELAYS_MS while it fails. */
async function recordOutcome(write: () => PromiseLike<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      const delay = OUTCOME_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      console.warn(
        `[email] recording a delivery's outcome failed (${(error as { code?: string }).code ?? String(error)}); again in ${delay} ms`,
      );
      await sleep(delay);
    }
  }
}

// ---- background worker (one per process) ----

type WorkerState = {
  running: boolean;
  again: boolean;
  /** Set by stopEmailWorker: no new claim; the run in progress finishes its batch and ends. */
  stopping: boolean;
  /** The run in progress, which drainEmailWorker waits for. */
  run?: Promise<void>;
  /** The provider's client (tests give their own); getTransport() when absent. */
  transport?: EmailTransport;
  kick?: NodeJS.Timeout;
  interval?: NodeJS.Timeout;
};

declare global {
  var __pelicanEmailWorker: WorkerState | undefined;
}

function runWorker(state: WorkerState): void {
  if (state.stopping) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  state.run = (async () => {
    try {
      do {
        state.again = false;
        const { sent, failed, retried } = await deliverDueEmails({ transport: state.transport });
        if (sent + failed + retried >= BATCH_SIZE) state.again = true; // a full batch: there may be more
      } while (state.again && !state.stopping);
    } catch (error) {
      console.error("[email] delivery run failed", error);
    } finally {
      state.running = false;
      state.run = undefined;
    }
  })();
}

/** Starts delivering queued e-mail every 15 s in this process; calling it again does nothing. */
export function startEmailWorker({ transport }: { transport?: EmailTransport } = {}): void {
  if (globalThis.__pelicanEmailWorker) return;
  const state: WorkerState = { running: false, again: false, stopping: false, transport };
  state.interval = setInterval(() => runWorker(state), WORKER_INTERVAL_MS).unref();
  globalThis.__pelicanEmailWorker = state;
  kickEmailDelivery();
}

/** Stops claiming e-mail in this process at once; a batch being sent goes on (drainEmailWorker waits for it). */
export function stopEmailWorker(): void {
  const state = globalThis.__pelicanEmailWorker;
  if (!state) return;
  state.stopping = true;
  if (state.interval) clearInterval(state.interval);
  if (state.kick) clearTimeout(state.kick);
  globalThis.__pelicanEmailWorker = undefined;
}

/**
 * A graceful stop's part for e-mail (server.js on SIGTERM/SIGINT; decision 0084): claims nothing more,
 * and resolves once every message this process claimed has been handed to the provider (or failed) and
 * its outcome recorded. Messages queued meanwhile stay pending for the other machines, or the next start.
 */
export async function drainEmailWorker(): Promise<void> {
  const state = globalThis.__pelicanEmailWorker;
  stopEmailWorker();
  await state?.run;
}

/**
 * Asks the worker to deliver soon (debounced); a no-op when the worker is not running in this
 * process. A message enqueued in a transaction that has not committed yet goes on the next tick.
 */
export function kickEmailDelivery(): void {
  const state = globalThis.__pelicanEmailWorker;
  if (!state || state.kick) return;
  state.kick = setTimeout(() => {
    state.kick = undefined;
    runWorker(state);
  }, 50);
  state.kick.unref();
}

// ---- reading, for /dev/mailbox ----

export async function listOutbox({ limit = 50 }: { limit?: number } = {}) {
  return getDb()
    .select({
      id: emailOutbox.id,
      templateKey: emailOutbox.templateKey,
      recipient: emailOutbox.recipient,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

export type OutboxMessage = typeof emailOutbox.$inferSelect;

export async function getOutboxMessage(id: string): Promise<OutboxMessage | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
