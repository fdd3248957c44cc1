// The app's metrics that read or measure the database (decision 0091), on PGlite and on PostgreSQL:
// the outbox's gauges at scrape time, and each statement's time and wait for a connection.
import { sql } from "drizzle-orm";
import client from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, rows, schema } from "~/db.server";
import { registerOutboxMetrics } from "~/models/operations/health.server";
import { connect, getConnection, type Connection } from "../../db/client";

const driver = process.env.DATABASE_URL ? "postgres" : "pglite";

/** A sample of the registry's text, as Prometheus reads it. */
async function sample(name: string, labels = ""): Promise<number> {
  const text = await client.register.metrics();
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels} `));
  if (!line) throw new Error(`no ${name}${labels} in:\n${text.slice(0, 2_000)}`);
  return Number(line.split(" ").at(-1));
}

describe("the e-mail outbox's gauges", () => {
  it("count what waits, how long the oldest has waited and what failed, at each scrape", async () => {
    registerOutboxMetrics();
    await getDb().delete(schema.emailOutbox);
    expect(await sample("email_outbox_backlog")).toBe(0);
    expect(await sample("email_outbox_oldest_pending_seconds")).toBe(0);

    const message = { templateKey: "contact", subject: "s", htmlBody: "<p>h</p>", textBody: "t" };
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    await getDb()
      .insert(schema.emailOutbox)
      .values([
        { ...message, recipient: "a@pelican.test", status: "pending", createdAt: minutesAgo(10) },
        { ...message, recipient: "b@pelican.test", status: "sending", createdAt: minutesAgo(2) },
        { ...message, recipient: "c@pelican.test", status: "failed", createdAt: minutesAgo(60) },
        { ...message, recipient: "d@pelican.test", status: "sent", createdAt: minutesAgo(120) },
      ]);
    // A reading serves one scrape (a second at most): the next scrape reads again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await sample("email_outbox_backlog")).toBe(2);
    expect(await sample("email_outbox_failed")).toBe(1);
    const oldest = await sample("email_outbox_oldest_pending_seconds");
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(660);
  });
});

describe(`the database's metrics (${driver})`, () => {
  it("time every statement, in a transaction or not", async () => {
    expect(
      await sample("db_info", `{driver="${driver}",pool_size="${driver === "pglite" ? 1 : (process.env.DATABASE_POOL_SIZE ?? 10)}"}`),
    ).toBe(1);
    const before = await sample("db_query_duration_seconds_count");
    await rows(sql`select 1`);
    await getDb().transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`select 3`);
    });
    // The select, and the transaction's two; postgres.js also sends BEGIN and COMMIT as statements.
    expect(await sample("db_query_duration_seconds_count")).toBeGreaterThanOrEqual(before + 3);
    expect(await sample("db_pool_waiting")).toBe(0);
  });

  describe("a statement waiting for the only connection, held by a transaction", () => {
    let connection: Connection;
    beforeAll(async () => {
      if (driver === "pglite") {
        connection = getConnection();
        return;
      }
      // This file's database on a pool of one connection.
      const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const pool = process.env.DATABASE_POOL_SIZE;
      process.env.DATABASE_POOL_SIZE = "1";
      connection = connect({ databaseUrl: url.toString() });
      if (pool === undefined) delete process.env.DATABASE_POOL_SIZE;
      else process.env.DATABASE_POOL_SIZE = pool;
    });
    afterAll(async () => {
      if (driver === "postgres") await connection.close();
    });

    it("is counted while it waits, and its wait is observed", async () => {
      const waitedBefore = await sample("db_pool_wait_seconds_sum");
      const waitsBefore = await sample("db_pool_wait_seconds_count");
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inside!: () => void;
      const started = new Promise<void>((resolve) => (inside = resolve));
      const transaction = connection.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        inside();
        await held;
      });
      await started;
      // Sent now (a drizzle query runs when awaited).
      const waiting = (async () => connection.db.execute(sql`select 2`))();
      try {
        await expect.poll(() => sample("db_pool_waiting")).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 150));
      } finally {
        release();
        await Promise.all([transaction, waiting]);
      }
      expect(await sample("db_pool_waiting")).toBe(0);
      // At least that one (on a fresh pool, the transaction's BEGIN also waited for its connection to open).
      expect(await sample("db_pool_wait_seconds_count")).toBeGreaterThanOrEqual(waitsBefore + 1);
      expect((await sample("db_pool_wait_seconds_sum")) - waitedBefore).toBeGreaterThanOrEqual(0.14);
    });
  });
});
