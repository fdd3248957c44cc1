// The app's single entry to the database: models import from here, never from drivers.
import { sql, type SQL } from "drizzle-orm";
import { closeConnection, getConnection, getDb, type Db, type Tx } from "../db/client";

export { getConnection, getDb, type Db, type Tx };
/** Closes this process's database pool (a graceful stop's last step: server.js). */
export const closeDatabase = closeConnection;
export * as schema from "../db/schema";

/**
 * The rows of a raw SQL query, from either driver: postgres.js answers an array, PGlite an object
 * with `rows`. On the app's connection, or on the given one (a transaction).
 */
export async function rows<T>(query: SQL, executor: Db | Tx = getDb()): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * A select field whose columns keep their table name. In a select from one table, drizzle writes
 * the columns at the top level of each field's SQL bare (`"id"`), and a subquery in that field then
 * resolves them against its own tables (`from course_reviews r where r.course_id = "id"` is
 * ambiguous, or silently the review's id). Nested once, they stay `"courses"."id"`.
 */
export function qualified<T>(field: SQL<T>): SQL<T> {
  return sql<T>`${field}`;
}

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per connection and run with `.execute({ ...placeholders })`: drizzle skips
 * building its SQL on every call (decision 0051). For a query every page runs, whose shape never
 * changes; values go in as `sql.placeholder(name)`. A placeholder is sent to the driver as given
 * (no column encoder), so a timestamp goes as an ISO string and is cast in the SQL.
 */
export function prepared<T>(name: string, build: (db: Db) => T): T {
  const db = getDb();
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
