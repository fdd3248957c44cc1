import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { connect, type Connection } from "../db/client";

/**
 * Migrating a database takes seconds; copying a migrated one takes a fraction of that. The
 * integration project's global setup (tests/global-setup-database.ts) migrates one template per run:
 * a dumped PGlite data directory, or a template database on the server named by DATABASE_URL.
 * Each test file then starts from a copy of it (createTestConnection).
 */
export type TestDatabaseTemplate = { kind: "pglite"; file: string } | { kind: "postgres"; database: string };

export async function createTestDatabaseTemplate(): Promise<{ template: TestDatabaseTemplate; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const name = `pelican_template_${randomBytes(6).toString("hex")}`;
  if (!url) {
    const connection = connect({ pgliteDir: "memory://" });
    await connection.migrate();
    const dump = await connection.dumpDataDir!();
    await connection.close();
    const file = path.join(os.tmpdir(), `${name}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { template: { kind: "pglite", file }, dispose: () => rm(file, { force: true }) };
  }
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const connection = connect({ databaseUrl: databaseUrl(url, name) });
  await connection.migrate();
  await connection.close();
  return {
    template: { kind: "postgres", database: name },
    async dispose() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * An isolated, migrated database for one test file: an in-memory PGlite by default, or a fresh
 * database created on the server named by DATABASE_URL (dropped again by `close`). Given a template,
 * it starts from a copy of it; without one (scripts), it migrates from scratch.
 */
export async function createTestConnection(template?: TestDatabaseTemplate): Promise<Connection> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (template?.kind === "pglite") {
      return connect({ pgliteDir: "memory://", loadDataDir: new Blob([await readFile(template.file)]) });
    }
    const connection = connect({ pgliteDir: "memory://" });
    await connection.migrate();
    return connection;
  }
  const name = `pelican_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const from = template?.kind === "postgres" ? ` template ${template.database}` : "";
  await admin.unsafe(`create database ${name}${from}`);
  const connection = connect({ databaseUrl: databaseUrl(url, name) });
  if (!from) await connection.migrate();
  return {
    ...connection,
    async close() {
      await connection.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function databaseUrl(url: string, name: string) {
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}
