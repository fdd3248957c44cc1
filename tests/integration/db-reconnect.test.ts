// Decision 0054: after PostgreSQL ends the pool's connections (a restart, a failover, an admin's
// pg_terminate_backend), the next page reconnects instead of answering 500. PostgreSQL only: PGlite
// runs in the process and has no connection to lose.
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { getDb, rows } from "~/db.server";
import { sql } from "drizzle-orm";
import { getOptionalUser } from "~/utils/auth.server";
import { loader as homeLoader } from "~/routes/_public+/_index";
import { createLearner, request, sessionCookie } from "../learners";

const url = process.env.DATABASE_URL;
/**
 * postgres.js 3.4.9 throws from a setImmediate (an uncaught TypeError: the process exits) when a query
 * is written to a reserved connection whose backend was ended (porsager/postgres#1208);
 * patches/postgres+3.4.9.patch settles it with CONNECTION_CLOSED. `npm install` applies the patch.
 */
const postgresPatched = readFileSync("node_modules/postgres/src/connection.js", "utf8").includes("porsager/postgres\n    // issue #1208");
const other = url ? postgres(url, { max: 1, onnotice: () => undefined }) : null;
afterAll(() => other?.end({ timeout: 5 }));

/** Ends every connection to this file's database but the caller's own, as PostgreSQL does when told to. */
async function terminateAppConnections() {
  const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
  const ended = await other!.unsafe(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [name],
  );
  expect(ended.length).toBeGreaterThan(0);
  // no pause: the next read is sent before the pool has seen its sockets close, as a page that arrives at that moment
}

describe.skipIf(!url)("a terminated database connection (PostgreSQL; skipped on PGlite: no connection to lose)", () => {
  it("the next page's reads reconnect: the home page and the session user after every connection was ended", async () => {
    const learnerId = await createLearner();
    const cookie = await sessionCookie(learnerId);
    // Fill the pool: several reads at once, so more than one connection is open.
    await Promise.all([homeLoader(), homeLoader(), getOptionalUser(request("/", cookie))]);
    for (let round = 0; round < 3; round++) {
      await terminateAppConnections();
      const [home, user] = await Promise.all([homeLoader(), getOptionalUser(request("/", cookie))]);
      expect(home.siteName).toBe("Pelican Real Estate School");
      expect(user?.id).toBe(learnerId);
    }
  });

  it("a plain query reconnects too", async () => {
    await getDb().execute(sql`select 1`);
    await terminateAppConnections();
    const result = await rows<{ one: number }>(sql`select 1 as one`);
    expect(result[0]!.one).toBe(1);
  });

  it("a transaction whose BEGIN meets an ended connection starts on a new one", async () => {
    await rows(sql`select 1`);
    await terminateAppConnections();
    const result = await getDb().transaction(async (tx) => rows<{ one: number }>(sql`select 1 as one`, tx));
    expect(result[0]!.one).toBe(1);
  });

  it.skipIf(!postgresPatched)(
    "a transaction ended after it started is not run again: its error stands (needs patches/postgres+3.4.9.patch)",
    async () => {
      let runs = 0;
      const outcome = await getDb()
        .transaction(async (tx) => {
          runs++;
          const [{ pid }] = await rows<{ pid: number }>(sql`select pg_backend_pid() as pid`, tx);
          await other!.unsafe("select pg_terminate_backend($1)", [pid]);
          await rows(sql`select 1`, tx);
        })
        .then(
          () => "committed",
          (error: { code?: string; cause?: { code?: string } }) => error.code ?? error.cause?.code ?? "failed",
        );
      expect(["57P01", "CONNECTION_CLOSED", "ECONNRESET", "CONNECTION_ENDED"]).toContain(outcome);
      expect(runs).toBe(1);
    },
  );
});
