import { getTableColumns, sql, type Column } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, type PgColumn, type PgTable, type PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../client";

const CHUNK = 200;

function sqlName(column: Column): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The table's primary-key columns (single or composite). */
function primaryKey(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((c) => c.primary);
  return single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
}

/**
 * Inserts rows, or overwrites every non-key column of rows that already exist (matched on the
 * primary key) with the seed's values. Rows that are already identical are left untouched
 * (`setWhere … is distinct from excluded`), so a second run writes nothing.
 */
export async function upsert<T extends PgTable>(tx: Tx, table: T, rows: readonly T["$inferInsert"][]) {
  if (rows.length === 0) return;
  const key = primaryKey(table);
  const keyNames = new Set(key.map((c) => c.name));
  const { name: tableName } = getTableConfig(table);
  const set: PgUpdateSetSource<T> = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !keyNames.has(column.name))
      .map(([property, column]) => [property, sql.raw(`excluded."${sqlName(column)}"`)]),
  ) as PgUpdateSetSource<T>;
  for (const chunk of chunks(rows)) {
    const insert = tx.insert(table).values(chunk);
    if (Object.keys(set).length === 0) {
      await insert.onConflictDoNothing();
      continue;
    }
    await insert.onConflictDoUpdate({
      target: key,
      set,
      setWhere: sql.raw(`"${tableName}" is distinct from excluded`),
    });
  }
}

/** Inserts rows that do not exist yet and leaves existing ones alone (accounts and learner state). */
export async function insertMissing<T extends PgTable>(tx: Tx, table: T, rows: readonly T["$inferInsert"][]) {
  for (const chunk of chunks(rows)) {
    if (chunk.length > 0) await tx.insert(table).values(chunk).onConflictDoNothing();
  }
}
