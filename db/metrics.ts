// The database's Prometheus metrics (decision 0091), for both drivers, measured around the queries
// the app sends — nothing is sent to the database to collect them:
// - db_query_duration_seconds: from a statement being sent for execution to its answer (any wait for
//   a connection included), one observation per statement;
// - db_pool_wait_seconds: statements that found no free connection, and how long they waited —
//   postgres.js: until it wrote the statement on one of its pool's connections (a free connection,
//   or one it pipelines on, takes it at once: not a wait); PGlite (one connection): until the
//   statement held PGlite's lock, which a transaction keeps to its end;
// - db_pool_waiting: statements waiting for a connection now; db_info: the driver and pool size.
// A process has one driver, so the histograms carry no label (a label costs a hash per observation).
// The cost: two timestamps, three closures and one histogram observation per statement, about 1–3 µs
// against 40 µs of postgres.js's own CPU time per statement here (decision 0091's figures).
import { performance } from "node:perf_hooks";
import type { PGlite } from "@electric-sql/pglite";
import client from "prom-client";
import type postgres from "postgres";

type Driver = "postgres" | "pglite";

/** A metric by name, created once (a development rebuild or a second connection gets the same one). */
const metric = <T>(name: string, create: () => T): T => (client.register.getSingleMetric(name) as T | undefined) ?? create();

const queryDuration = metric(
  "db_query_duration_seconds",
  () =>
    new client.Histogram({
      name: "db_query_duration_seconds",
      help: "Database statements: time from being sent for execution to the answer (waits for a connection included).",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);
const poolWait = metric(
  "db_pool_wait_seconds",
  () =>
    new client.Histogram({
      name: "db_pool_wait_seconds",
      help: "Database statements that found no free connection: how long each waited for one.",
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);
/** Statements waiting for a connection now: a plain number, read at scrape time. */
let waitingNow = 0;
metric(
  "db_pool_waiting",
  () =>
    new client.Gauge({
      name: "db_pool_waiting",
      help: "Database statements waiting for a connection now.",
      collect() {
        this.set(waitingNow);
      },
    }),
);
const info = metric(
  "db_info",
  () =>
    new client.Gauge({
      name: "db_info",
      help: "The database driver of this process (postgres.js or PGlite) and its pool size; always 1.",
      labelNames: ["driver", "pool_size"],
    }),
);

function meters(driver: Driver, poolSize: number) {
  info.set({ driver, pool_size: poolSize }, 1);
  return {
    duration: queryDuration,
    wait: poolWait,
    waiting: { inc: () => void waitingNow++, dec: () => void waitingNow-- },
  };
}

type Meters = ReturnType<typeof meters>;

const seconds = (from: number) => (performance.now() - from) / 1000;

type PgQuery = {
  handler: ((query: PgQuery) => unknown) & { debug?: unknown };
  state: unknown;
  resolve: (value: unknown) => unknown;
  reject: (error: unknown) => unknown;
};
type Unsafe = (...args: unknown[]) => PgQuery;
type Scoped = (...args: unknown[]) => unknown;

/**
 * One postgres.js query, measured: it starts when postgres.js is asked to run it (its handler), has a
 * connection when postgres.js writes it on one — at once, inside the handler, unless every connection
 * is taken (postgres.js sets the query's `state` to the connection's backend then) — and ends when
 * postgres.js settles it. Only a query that had to wait gets an accessor to see when it is written.
 */
function measureQuery(query: PgQuery, m: Meters) {
  const { handler, resolve, reject } = query;
  let started = 0;
  let sentAt = 0;
  let waited = false;
  const sent = () => {
    if (sentAt || !waited) return;
    sentAt = performance.now();
    m.waiting.dec();
    m.wait.observe((sentAt - started) / 1000);
  };
  const measured = ((q: PgQuery) => {
    started = performance.now();
    const result = handler(q);
    if (q.state === null) {
      waited = true;
      m.waiting.inc();
      watchState(q, sent);
    }
    return result;
  }) as PgQuery["handler"];
  // Query.origin reads it (postgres.js's `debug` option; the app leaves it off). Set only when on:
  // a property added to each fresh function costs more than everything else here together.
  if (handler.debug) measured.debug = handler.debug;
  query.handler = measured;
  const settled = () => {
    if (!started) return;
    sent();
    m.duration.observe(seconds(started));
  };
  query.resolve = (value) => {
    settled();
    return resolve(value);
  };
  query.reject = (error) => {
    settled();
    return reject(error);
  };
  return query;
}

/** Calls `onSet` when postgres.js writes a waiting query on a connection (it sets `state` then). */
function watchState(query: PgQuery, onSet: () => void) {
  let state = query.state;
  Object.defineProperty(query, "state", {
    configurable: true,
    enumerable: true,
    get: () => state,
    set(value: unknown) {
      state = value;
      onSet();
    },
  });
}

function measureClient(sql: postgres.Sql, m: Meters) {
  const unsafe = sql.unsafe.bind(sql) as unknown as Unsafe;
  (sql as unknown as { unsafe: Unsafe }).unsafe = (...args) => measureQuery(unsafe(...args), m);
  // A transaction's (or savepoint's) statements run on a client postgres.js makes for its connection.
  for (const method of ["begin", "savepoint"] as const) {
    const original = (sql as unknown as Record<string, Scoped | undefined>)[method];
    if (typeof original !== "function") continue;
    (sql as unknown as Record<string, Scoped>)[method] = (...args: unknown[]) =>
      original.apply(
        sql,
        args.map((arg) =>
          typeof arg === "function"
            ? (scoped: postgres.Sql) => {
                measureClient(scoped, m);
                return (arg as (scoped: postgres.Sql) => unknown)(scoped);
              }
            : arg,
        ),
      );
  }
}

/** Measures every statement a postgres.js client sends (drizzle sends them all through `unsafe`); returns it. */
export function measuredPostgres(sql: postgres.Sql, poolSize: number): postgres.Sql {
  measureClient(sql, meters("postgres", poolSize));
  return sql;
}

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;
type PgliteInternals = { _runExclusiveTransaction: Exclusive };
type Runner = Pick<PGlite, "query" | "exec">;

function timeStatements(runner: Runner, m: Meters) {
  for (const method of ["query", "exec"] as const) {
    const original = runner[method].bind(runner) as (...args: unknown[]) => Promise<unknown>;
    (runner as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        m.duration.observe(seconds(started));
      }
    };
  }
}

/**
 * Measures a PGlite database's statements, in a transaction or not, and the waits for its lock (every
 * query, exec and transaction takes it; a transaction holds it to its end); returns it.
 */
export function measuredPglite(db: PGlite): PGlite {
  const m = meters("pglite", 1);
  timeStatements(db, m);
  const internals = db as unknown as PgliteInternals;
  const exclusive = internals._runExclusiveTransaction.bind(db) as Exclusive;
  // Asked for the lock and not done with it yet: one asking while another holds it (or waits) waits.
  let holders = 0;
  internals._runExclusiveTransaction = (fn) => {
    const asked = performance.now();
    let waiting = holders > 0;
    holders++;
    if (waiting) m.waiting.inc();
    const granted = () => {
      if (!waiting) return;
      waiting = false;
      m.waiting.dec();
      m.wait.observe(seconds(asked));
    };
    return exclusive(() => {
      granted();
      return fn();
    }).finally(() => {
      granted();
      holders--;
    });
  };
  const transaction = db.transaction.bind(db);
  db.transaction = (callback) =>
    transaction((tx) => {
      timeStatements(tx, m);
      return callback(tx);
    });
  return db;
}
