// The app's single entry to the database: models import from here, never from drivers.
import type { SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../db/client";

export { getDb, type Db, type Tx };
export * as schema from "../db/schema";

/**
 * The rows of a raw SQL query, from either driver: postgres.js answers an array, PGlite an object
 * with `rows`. On the app's connection, or on the given one (a transaction).
 */
export async function rows<T>(query: SQL, executor: Db | Tx = getDb()): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
