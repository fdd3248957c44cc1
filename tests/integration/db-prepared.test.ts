// Decision 0071: every Drizzle statement goes to PostgreSQL as a named prepared statement, at the top
// level and inside transactions and savepoints, so a repeated query is one round trip and is not
// parsed again. PostgreSQL only: PGlite has no postgres.js client.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "~/db.server";
import { connect, type Connection } from "../../db/client";
import * as schema from "../../db/schema";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("prepared statements (PostgreSQL; skipped on PGlite)", () => {
  // This file's database, on one connection, so the session-local pg_prepared_statements view is
  // that of every query here.
  let connection: Connection;
  let db: Connection["db"];
  beforeAll(async () => {
    const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
    const fileUrl = new URL(url!);
    fileUrl.pathname = `/${name}`;
    const pool = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = "1";
    connection = connect({ databaseUrl: fileUrl.toString() });
    if (pool === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = pool;
    db = connection.db;
  });
  afterAll(() => connection?.close());

  const prepared = async (like: string) => {
    const result = await rows<{ statement: string }>(sql`select statement from pg_prepared_statements where statement like ${like}`, db);
    return result.map((row) => row.statement);
  };

  it("a query with parameters is prepared once on its connection and reused", async () => {
    const slug = `prepared-${Date.now()}`;
    for (let i = 0; i < 3; i++) {
      await db.select({ id: schema.courses.id }).from(schema.courses).where(eq(schema.courses.slug, slug));
    }
    expect(await prepared(`select "id" from "courses" where "courses"."slug" = $1%`)).toHaveLength(1);
  });

  it("inside a transaction and a savepoint too", async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, "nobody@example.test"));
      await tx.transaction(async (savepoint) => {
        await savepoint
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, "00000000-0000-0000-0000-000000000000"));
      });
      const result = await rows<{ statement: string }>(
        sql`select statement from pg_prepared_statements where statement like ${'select "%" from "users" where "users".%'}`,
        tx,
      );
      return result.map((row) => row.statement);
    });
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`select "id" from "users" where "users"."email" = $1`),
        expect.stringContaining(`select "email" from "users" where "users"."id" = $1`),
      ]),
    );
  });
});
