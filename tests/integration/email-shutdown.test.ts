// Decision 0084: a rolling deploy sends no e-mail twice. SIGTERM stops a process's outbox worker from
// claiming and waits for every message it claimed to be handed to Postmark and recorded as sent (the
// "sent" update retried when PostgreSQL ends the connection under it). Through a local
// Postmark-compatible endpoint and the real SDK. PostgreSQL only: the worker processes and this test
// share the database, which PGlite (one process's in-memory database) cannot.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, rows, schema } from "~/db.server";
import { deliverDueEmails, drainEmailWorker, enqueueEmails, LEASE_MS, postmarkTransport, startEmailWorker } from "~/services/email.server";

const url = process.env.DATABASE_URL;
const TOKEN = "pm-server-token-for-shutdown-tests";
const WORKER_APP = "pelican-email-worker";
const { emailOutbox } = schema;

/** Every POST /email the endpoint received, by recipient. */
const received: string[] = [];
let answerAfterMs = 0;
/** Runs once every expected message is held by the endpoint, before it answers any of them. */
let beforeAnswering: (() => Promise<void>) | null = null;
/** Runs once every held message has been answered. */
let afterAnswering: (() => Promise<void>) | null = null;
let expected = 0;
const held: { res: ServerResponse; to: string }[] = [];
let apiUrl: string;

function answer({ res, to }: { res: ServerResponse; to: string }) {
  res
    .writeHead(200, { "Content-Type": "application/json" })
    .end(JSON.stringify({ To: to, SubmittedAt: new Date().toISOString(), MessageID: `pm-${to}`, ErrorCode: 0, Message: "OK" }));
}

const endpoint = createServer((req, res) => {
  let raw = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (raw += chunk));
  req.on("end", () => {
    const to = (JSON.parse(raw) as { To: string }).To;
    received.push(to);
    held.push({ res, to });
    // Postmark takes a while: every message is in flight at once before any is answered.
    if (held.length === expected) {
      void (async () => {
        await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
        await beforeAnswering?.();
        for (const message of held.splice(0)) answer(message);
        await afterAnswering?.();
      })();
    }
  });
});

const messages = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    to: `learner-${tag}-${i}@example.com`,
    templateKey: "password_reset" as const,
    variables: { firstName: "Ana", resetUrl: "https://pelican.example/reset-password?token=t" },
  }));

const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : null;

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});
afterAll(async () => {
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
  await admin?.end({ timeout: 5 });
});
beforeEach(async () => {
  received.length = 0;
  held.length = 0;
  beforeAnswering = null;
  afterAnswering = null;
  answerAfterMs = 0;
  await getDb().delete(emailOutbox);
});

/** Ends every connection of this file's database opened by `application_name` (all of them without one). */
async function terminate(applicationName?: string) {
  const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
  return admin!.unsafe(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()${applicationName ? " and application_name = $2" : ""}`,
    applicationName ? [name, applicationName] : [name],
  );
}

async function outbox() {
  return getDb().select({ recipient: emailOutbox.recipient, status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox);
}

describe.skipIf(!url)("the outbox on a graceful stop (PostgreSQL; skipped on PGlite: processes cannot share it)", () => {
  it("a 'sent' update that meets a connection PostgreSQL ended is retried: the message is recorded once, never re-sent", async () => {
    await enqueueEmails(getDb(), messages(20, "dropped"));
    expected = 20;
    // PostgreSQL ends the app's connections while their "sent" updates are running: a lock taken before
    // Postmark answers holds the updates until the connections are ended, then goes.
    const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
    const fileUrl = new URL(url!);
    fileUrl.pathname = `/${name}`;
    const lockHolder = postgres(fileUrl.toString(), { max: 1, onnotice: () => {} });
    const locker = await lockHolder.reserve();
    const [{ pid: lockerPid }] = await locker<{ pid: number }[]>`select pg_backend_pid() as pid`;
    let ended = 0;
    beforeAnswering = async () => {
      await locker`begin`;
      await locker`lock table email_outbox in exclusive mode`;
    };
    const updatesEnded = new Promise<void>((resolve) => {
      afterAnswering = async () => {
        await vi.waitFor(
          async () => {
            const waiting = await admin!.unsafe(
              "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and query like 'update \"email_outbox\"%'",
              [name],
            );
            expect(waiting[0]!.n).toBeGreaterThan(0);
          },
          { timeout: 5000, interval: 20 },
        );
        ended = (
          await admin!.unsafe("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2", [name, lockerPid])
        ).length;
        await locker`rollback`;
        resolve();
      };
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const result = await deliverDueEmails({ transport: postmarkTransport(TOKEN, { apiUrl, timeoutSeconds: 10 }) });
      expect(result).toEqual({ sent: 20, failed: 0, retried: 0 });
      // Some of the updates did meet an ended connection (and were written on the next attempt).
      expect(
        warn.mock.calls.filter(([message]) => String(message).startsWith("[email] recording a delivery's outcome failed")).length,
      ).toBeGreaterThan(0);
    } finally {
      warn.mockRestore();
      await updatesEnded;
      locker.release();
      await lockHolder.end({ timeout: 5 });
    }
    expect(ended).toBeGreaterThan(0);
    const rowsNow = await outbox();
    expect(rowsNow.filter((r) => r.status === "sent")).toHaveLength(20);
    expect(rowsNow.every((r) => r.attempts === 1)).toBe(true);
    // Nothing left claimed: after the lease, nothing is sent again.
    expect(
      await deliverDueEmails({ now: new Date(Date.now() + LEASE_MS + 60_000), transport: postmarkTransport(TOKEN, { apiUrl }) }),
    ).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(received).toHaveLength(20);
  });

  it("drainEmailWorker: no claim after it is called; it resolves once the claimed batch is sent and recorded", async () => {
    await enqueueEmails(getDb(), messages(5, "drain"));
    expected = 5;
    answerAfterMs = 500;
    startEmailWorker({ transport: postmarkTransport(TOKEN, { apiUrl, timeoutSeconds: 10 }) });
    try {
      await vi.waitFor(() => expect(held.length).toBe(5), { timeout: 5000, interval: 10 });
    } finally {
      // Called while the five are held at the endpoint, unanswered.
      const drained = drainEmailWorker();
      await enqueueEmails(getDb(), messages(3, "after")); // queued while stopping: left for another machine
      await drained;
    }
    const now = await outbox();
    const byStatus = { sent: now.filter((r) => r.status === "sent"), pending: now.filter((r) => r.status === "pending") };
    expect(now.filter((r) => r.status === "sending")).toEqual([]);
    expect(byStatus.sent?.map((r) => r.recipient).sort()).toEqual(
      messages(5, "drain")
        .map((m) => m.to)
        .sort(),
    );
    expect(byStatus.pending).toHaveLength(3);
  });

  describe("processes", () => {
    const children: ChildProcess[] = [];
    afterEach(() => {
      for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
    });

    async function machine(databaseUrl: string) {
      const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/email-worker-process.ts"], {
        env: {
          ...process.env,
          NODE_ENV: "test",
          DATABASE_URL: databaseUrl,
          POSTMARK_SERVER_TOKEN: TOKEN,
          POSTMARK_API_URL: apiUrl,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; ms: number; output: string }>((resolve) => {
        let signalledAt = 0;
        child.once("exit", (code) => resolve({ code, ms: signalledAt ? performance.now() - signalledAt : -1, output }));
        (child as ChildProcess & { signalled?: () => void }).signalled = () => (signalledAt = performance.now());
      });
      // Ready: its SIGTERM handler is installed.
      await vi.waitFor(() => expect(output).toContain("[email-worker-process] ready"), { timeout: 60_000, interval: 20 });
      const sigterm = () => {
        (child as ChildProcess & { signalled?: () => void }).signalled!();
        child.kill("SIGTERM");
      };
      return { child, exited, sigterm, output: () => output };
    }

    it(
      "SIGTERM to three machines while 60 e-mails are in flight, a new one starting meanwhile: each e-mail delivered exactly once, every machine exits 0",
      { timeout: 180_000 },
      async () => {
        const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
        const databaseUrl = new URL(url!);
        databaseUrl.pathname = `/${name}`;
        databaseUrl.searchParams.set("application_name", WORKER_APP);
        const sixty = messages(60, "deploy");
        await enqueueEmails(getDb(), sixty);
        expected = 60;
        answerAfterMs = 1500;
        // Three machines of the old release each claim a batch of 20: all 60 are in flight at Postmark.
        const old = await Promise.all([0, 1, 2].map(() => machine(databaseUrl.toString())));
        await vi.waitFor(() => expect(received.length).toBe(60), { timeout: 45_000, interval: 20 });
        // The rolling deploy: each old machine is told to stop while its sends are held, the new one starts;
        // and PostgreSQL ends the old machines' connections as Postmark accepts the messages (a failover).
        beforeAnswering = async () => {
          await terminate(WORKER_APP);
        };
        for (const m of old) m.sigterm();
        const next = await machine(databaseUrl.toString());
        const stops = await Promise.all(old.map((m) => m.exited));
        for (const stop of stops) {
          expect(stop.code, stop.output).toBe(0);
          expect(stop.ms).toBeLessThan(30_000);
        }
        // The new machine has had time to claim anything left claimable; then it stops too.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        next.sigterm();
        expect((await next.exited).code).toBe(0);

        const counts = new Map<string, number>();
        for (const to of received) counts.set(to, (counts.get(to) ?? 0) + 1);
        expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
        expect([...counts.keys()].sort()).toEqual(sixty.map((m) => m.to).sort());
        const rowsNow = await outbox();
        expect(rowsNow.filter((r) => r.status === "sent")).toHaveLength(60);
        expect(rowsNow.every((r) => r.attempts === 1)).toBe(true);
        console.info(
          `[email-shutdown] 60 in flight at SIGTERM: ${received.length} deliveries; old machines stopped in ${stops.map((s) => Math.round(s.ms)).join(", ")} ms`,
        );
      },
    );
  });
});
