import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { connect, type Connection } from "../db/client";

/**
 * An isolated, migrated database for one test file: an in-memory PGlite by default, or a fresh
 * database created on the server named by DATABASE_URL (dropped again by `close`).
 */
export async function createTestConnection(): Promise<Connection> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const connection = connect({ pgliteDir: "memory://" });
    await connection.migrate();
    return connection;
  }
  const name = `pelican_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const connection = connect({ databaseUrl: dbUrl.toString() });
  await connection.migrate();
  return {
    ...connection,
    async close() {
      await connection.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
