// A connection PostgreSQL ended (a restart, a failover, pg_terminate_backend: 57P01) is found by the
// next query sent on it, which fails with CONNECTION_CLOSED — and that page answered 500 (decision
// 0054). postgres.js opens a new connection for the next query by itself; what this
// adds is a retry, on another connection (up to three attempts more, RETRY_DELAYS_MS), for the query
// that met the dead one, when a retry cannot do anything twice:
// - a read (one SELECT or WITH … SELECT statement, outside a transaction, that names nothing that
//   writes) is retried;
// - a transaction is retried only while its BEGIN is what failed, i.e. before its callback ran; a
//   transaction that had started is never retried (its writes may or may not have committed: the
//   error stands).
// A write outside a transaction is not retried either.
import type postgres from "postgres";

/** Codes of errors that mean the connection is gone, not that the statement failed. */
const CONNECTION_LOST = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "ECONNRESET",
  "EPIPE",
  "57P01", // admin_shutdown: terminated by an administrator (pg_terminate_backend) or a fast shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000", // connection_exception
  "08003", // connection_does_not_exist
  "08006", // connection_failure
]);

export function isConnectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && CONNECTION_LOST.has(code);
}

const WRITES = /\b(insert|update|delete|merge|truncate|nextval|setval|pg_advisory\w*|set_config|pg_notify|lock)\b/i;

/** One statement that only reads: SELECT (or WITH … SELECT) naming no writing statement or function. */
export function isReadOnlyStatement(query: string): boolean {
  const text = query.trim();
  if (!/^(select|with)\b/i.test(text)) return false;
  if (text.replace(/;\s*$/, "").includes(";")) return false;
  return !WRITES.test(text);
}

type Query = PromiseLike<unknown> & { values(): Query };

/**
 * How long to wait before each new attempt. PostgreSQL ends every connection of the pool at once,
 * but pg_terminate_backend (or a shutdown) returns before each backend has gone: a retry sent at
 * once can meet the next dead connection, or one that is about to be ended (57P01 mid-query). Each
 * failed attempt retires one dead connection, and the waits let the pool see the rest close; one
 * retry was not enough in the test (tests/integration/db-reconnect.test.ts), three were.
 */
export const RETRY_DELAYS_MS = [5, 50, 200];

const PROMISE_METHODS = new Set(["then", "catch", "finally"]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` again, after each delay, while it fails with a lost connection. */
async function withRetries<T>(attempt: () => PromiseLike<T>, first: PromiseLike<T> = attempt()): Promise<T> {
  let pending = first;
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await pending;
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      await sleep(delay);
      pending = attempt();
    }
  }
  return pending;
}

/**
 * The query `run()` makes, retried on another connection while an attempt meets a lost one.
 * It behaves as postgres.js's own lazy query for what drizzle uses (`.values()`, awaiting it); any
 * other use (`.cursor()`, `.describe()`…) gets the first attempt as it is, without a retry.
 */
function retriedOnce(run: () => Query): Query {
  const first = run();
  let arrayMode = false;
  let settled: Promise<unknown> | undefined;
  const settle = () =>
    (settled ??= withRetries(() => {
      const again = run();
      return arrayMode ? again.values() : again;
    }, first));
  const proxy: Query = new Proxy(first, {
    get(target, property, receiver) {
      if (property === "values")
        return () => {
          arrayMode = true;
          target.values();
          return proxy;
        };
      if (typeof property === "string" && PROMISE_METHODS.has(property)) {
        const promise = settle();
        const method = (promise as unknown as Record<string, (...args: unknown[]) => unknown>)[property]!;
        return method.bind(promise);
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return proxy;
}

/** Installs the retries above on a postgres.js client (its top level: a transaction's queries are not touched). */
export function retryOnLostConnection(client: postgres.Sql): postgres.Sql {
  const unsafe = client.unsafe.bind(client) as unknown as (...args: unknown[]) => Query;
  (client as unknown as { unsafe: unknown }).unsafe = (query: string, ...rest: unknown[]) =>
    isReadOnlyStatement(query) ? retriedOnce(() => unsafe(query, ...rest)) : unsafe(query, ...rest);

  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as { begin: unknown }).begin = async (...args: unknown[]) => {
    const callbackAt = args.findIndex((arg) => typeof arg === "function");
    const callback = args[callbackAt] as (...inner: unknown[]) => unknown;
    let started = false;
    const tracked = [...args];
    tracked[callbackAt] = (...inner: unknown[]) => {
      started = true;
      return callback(...inner);
    };
    // Only while BEGIN is what failed: once the callback has run, the first error stands.
    return withRetries(async () => {
      try {
        return await begin(...tracked);
      } catch (error) {
        if (started) throw Object.assign(new Error("The transaction failed after it started.", { cause: error }), { started: true });
        throw error;
      }
    }).catch((error: unknown) => {
      throw (error as { started?: boolean }).started ? (error as Error).cause : error;
    });
  };
  return client;
}
