import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { emailOutbox, siteSettings } from "../../db/schema";
import {
  deliverDueEmails,
  enqueueEmail,
  getOutboxMessage,
  listOutbox,
  localTransport,
  MAX_ATTEMPTS,
  startEmailWorker,
  stopEmailWorker,
  type EmailTransport,
  type TransportMessage,
} from "~/services/email.server";

const reset = (to = "ana@example.com") =>
  ({
    to,
    templateKey: "password_reset",
    variables: { firstName: "Ana", resetUrl: "https://pelican.example/reset-password?token=t" },
  }) as const;

function recordingTransport(fail: (m: TransportMessage) => boolean = () => false) {
  const calls: TransportMessage[] = [];
  const transport: EmailTransport = {
    name: "recording",
    async send(m) {
      calls.push(m);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail(m)) throw new Error("provider unavailable");
      return { messageId: `msg-${calls.length}` };
    },
  };
  return { transport, calls };
}

const row = async (id: string) => (await getOutboxMessage(id))!;
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);

beforeAll(async () => {
  await getDb()
    .insert(siteSettings)
    .values({ premiumMembershipPrice: 199, supportEmail: "help@pelican.example", siteName: "Pelican Test School" });
});

beforeEach(async () => {
  await getDb().delete(emailOutbox);
});

describe("email outbox", () => {
  it("writes nothing when the caller's transaction rolls back", async () => {
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueEmail(tx, reset());
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await listOutbox()).toHaveLength(0);
  });

  it("renders with the site name from settings and delivers through the local transport", async () => {
    const id = await getDb().transaction((tx) => enqueueEmail(tx, reset()));
    const queued = await row(id);
    expect(queued).toMatchObject({ status: "pending", attempts: 0, recipient: "ana@example.com", templateKey: "password_reset" });
    expect(queued.subject).toBe("Reset your Pelican Test School password");
    expect(queued.textBody).toContain("https://pelican.example/reset-password?token=t");

    expect(await deliverDueEmails({ transport: localTransport })).toEqual({ sent: 1, failed: 0, retried: 0 });
    const sent = await row(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.providerMessageId).toMatch(/^local-/);

    const [listed] = await listOutbox({ limit: 10 });
    expect(listed).toMatchObject({ id, status: "sent", subject: sent.subject });
    expect(await getOutboxMessage("not-a-uuid")).toBeNull();
  });

  it("passes reply-to and sender to the transport", async () => {
    await enqueueEmail(getDb(), {
      to: "help@pelican.example",
      replyTo: "ana@example.com",
      templateKey: "contact_message",
      variables: {
        name: "Ana",
        email: "ana@example.com",
        subject: "Question",
        professionalStatus: "agent",
        message: "Hello there, school",
      },
    });
    const { transport, calls } = recordingTransport();
    await deliverDueEmails({ transport });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ to: "help@pelican.example", replyTo: "ana@example.com", tag: "contact_message" });
    expect(calls[0].from).toContain("@");
  });

  it("retries a failed send with backoff, then sends", async () => {
    const id = await enqueueEmail(getDb(), reset());
    const failing = recordingTransport(() => true);
    const now = new Date();
    expect(await deliverDueEmails({ now, transport: failing.transport })).toEqual({ sent: 0, failed: 0, retried: 1 });
    const pending = await row(id);
    expect(pending).toMatchObject({ status: "pending", attempts: 1, lastError: "provider unavailable" });
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    // Not due yet: nothing happens.
    const working = recordingTransport();
    expect(await deliverDueEmails({ now, transport: working.transport })).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(working.calls).toHaveLength(0);

    expect(await deliverDueEmails({ now: minutes(2, now), transport: working.transport })).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, providerMessageId: "msg-1", lastError: null });
  });

  it("sends each message exactly once when several workers run at the same time", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => enqueueEmail(getDb(), reset(`user${i}@example.com`))));
    const { transport, calls } = recordingTransport();
    const results = await Promise.all([
      deliverDueEmails({ transport, limit: 5 }),
      deliverDueEmails({ transport, limit: 5 }),
      deliverDueEmails({ transport, limit: 5 }),
      deliverDueEmails({ transport, limit: 5 }),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(12);
    expect(calls).toHaveLength(12);
    expect(new Set(calls.map((c) => c.to)).size).toBe(12);
    for (const id of ids) expect((await row(id)).status).toBe("sent");
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts`, async () => {
    const id = await enqueueEmail(getDb(), reset());
    const { transport, calls } = recordingTransport(() => true);
    let now = new Date();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await deliverDueEmails({ now, transport });
      const current = await row(id);
      expect(current.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(result.retried).toBe(1);
        expect(current.status).toBe("pending");
        delays.push((current.nextAttemptAt.getTime() - now.getTime()) / 60_000);
        now = current.nextAttemptAt;
      } else {
        expect(result.failed).toBe(1);
        expect(current.status).toBe("failed");
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(calls).toHaveLength(MAX_ATTEMPTS);
    expect(await deliverDueEmails({ now: minutes(600), transport })).toEqual({ sent: 0, failed: 0, retried: 0 });
  });

  it("takes over a message left in 'sending' by a crashed process after the lease expires", async () => {
    const id = await enqueueEmail(getDb(), reset());
    const now = new Date();
    // A process claims the row and dies before finishing.
    await getDb()
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: minutes(10, now) })
      .where(eq(emailOutbox.id, id));
    const { transport, calls } = recordingTransport();
    expect(await deliverDueEmails({ now: minutes(5, now), transport })).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(await deliverDueEmails({ now: minutes(11, now), transport })).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(calls).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });

    // A crashed claim that was already the last attempt is marked failed, not sent again.
    const last = await enqueueEmail(getDb(), reset());
    await getDb()
      .update(emailOutbox)
      .set({ status: "sending", attempts: MAX_ATTEMPTS, nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(emailOutbox.id, last));
    expect(await deliverDueEmails({ transport })).toEqual({ sent: 0, failed: 1, retried: 0 });
    expect(await row(last)).toMatchObject({ status: "failed", lastError: "Delivery interrupted" });
  });

  it("delivers soon after an enqueue once the worker is started (local transport)", async () => {
    startEmailWorker();
    startEmailWorker(); // idempotent
    try {
      const id = await enqueueEmail(getDb(), reset());
      await expect.poll(async () => (await row(id)).status, { timeout: 3000, interval: 20 }).toBe("sent");
    } finally {
      stopEmailWorker();
    }
  });
});
