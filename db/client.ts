import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { measuredPglite, measuredPostgres } from "./metrics";
import { preparedStatements } from "./prepared";
import { retryOnLostConnection } from "./reconnect";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against: PGlite and postgres.js both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Connection = {
  db: Db;
  driver: "postgres" | "pglite";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own statements (pg-boss, decision 0094): `$1` parameters, or
   * several statements in one text without parameters. Runs on this connection's pool / PGlite instance.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: the data directory as an uncompressed tarball (a template for `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
};

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");
export const DEFAULT_PGLITE_DIR = "./data/pglite";

const options = { schema, casing: "snake_case" } as const;

/**
 * How the pool connects after PostgreSQL ended its connections (a failover, a restart; decision 0083).
 * - `connect_timeout`: a handshake that has not finished in 5 s fails (postgres.js waits 30 s), so a
 *   request meets a database that does not answer with an error, not a wait past Fly's 5-second check.
 * - `backoff`: how long a connection that ended with a socket error waits before it connects again, in
 *   seconds. postgres.js counts these errors across the whole pool (reset by the next handshake that
 *   succeeds) and waits up to 20 s (3^n / 100): ten connections reset ten times put every request on the
 *   next connections 10–20 s behind. Here 50 ms, doubling, at most 1 s: a database that is down is still
 *   tried at most once a second per connection.
 */
export const CONNECTION_LIMITS = {
  connect_timeout: 5,
  backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
} as const;

/**
 * Opens a database. With a postgres URL it uses postgres.js; otherwise PGlite, either in a
 * folder (created if missing) or in memory ("memory://"), optionally starting from a dumped data directory.
 */
export function connect(config: { databaseUrl?: string; pgliteDir?: string; loadDataDir?: Blob }): Connection {
  if (config.databaseUrl) {
    // A read (or a transaction's BEGIN) that meets a connection PostgreSQL ended is sent again on
    // another one, up to three times (db/reconnect.ts, decision 0054).
    // Every statement is a named prepared statement (db/prepared.ts, decision 0071).
    // Every statement is timed, with its wait for a connection (db/metrics.ts, decision 0091).
    const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    const client = retryOnLostConnection(
      preparedStatements(
        measuredPostgres(postgres(config.databaseUrl, { max: poolSize, onnotice: () => {}, ...CONNECTION_LIMITS }), poolSize),
      ),
    );
    const db = drizzlePostgres(client, options);
    return {
      db: db as unknown as Db,
      driver: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.end({ timeout: 5 }),
      // With parameters, one statement (prepared). Without, a script (pg-boss's BEGIN; …; COMMIT) in the
      // simple protocol on a connection of its own: postgres.js refuses a transaction's BEGIN on the pool.
      executeSql: async (text, values) => {
        // node-postgres' conventions, which such libraries expect: a plain object parameter is sent as JSON text.
        if (values?.length) return { rows: await client.unsafe(text, values.map(asPgParameter) as postgres.ParameterOrJSON<never>[]) };
        const reserved = await client.reserve();
        try {
          return { rows: await reserved.unsafe(text).simple() };
        } finally {
          reserved.release();
        }
      },
    };
  }
  const dir = config.pgliteDir ?? DEFAULT_PGLITE_DIR;
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  // loadDataDir starts from a dumped data directory (the tests' migrated template) instead of initdb.
  const client = measuredPglite(new PGlite(dir, config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}));
  const db = drizzlePglite(client, options);
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    executeSql: async (text, values) => (values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] })),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

function asPgParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== "object" || value instanceof Date || Array.isArray(value) || ArrayBuffer.isView(value))
    return value;
  return JSON.stringify(value);
}

/** Connection settings from the environment: DATABASE_URL wins, else PGLITE_DIR, else ./data/pglite. */
export function connectFromEnv(): Connection {
  return connect({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR,
  });
}

declare global {
  // One connection per process, kept across development rebuilds of the server bundle.
  var __pelicanConnection: Connection | undefined;
}

/** The process-wide connection (tests install their own with `useConnection`). */
export function getConnection(): Connection {
  globalThis.__pelicanConnection ??= connectFromEnv();
  return globalThis.__pelicanConnection;
}

/** Closes the process-wide connection, if one was opened (postgres.js waits up to 5 s for running queries). */
export async function closeConnection(): Promise<void> {
  const connection = globalThis.__pelicanConnection;
  globalThis.__pelicanConnection = undefined;
  await connection?.close();
}

export function useConnection(connection: Connection | undefined) {
  globalThis.__pelicanConnection = connection;
}

export function getDb(): Db {
  return getConnection().db;
}
