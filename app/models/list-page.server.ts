// The list kit's data side (decision 0097): one Drizzle select — its joins, search and filters and
// its order (ending on a unique column, so pages never overlap) — gives both the page a list screen
// shows, with the total and the page count, and the pages an export streams (csvDownload pulls
// them one at a time, as fast as the client reads). Build the select with `.$dynamic()`.
import { count } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { getDb, type Db, type Tx } from "~/db.server";
import { pageWindow } from "~/rules/list-query";

export type ListPage<Row> = { rows: Row[]; total: number; page: number; pages: number };

/** How many rows the select returns (its limit, if any, ignored: count the select before limiting it). */
export async function countRows(query: PgSelect, executor: Db | Tx = getDb()): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(query.as("list_rows"));
  return Number(row?.total ?? 0);
}

/**
 * One page of the select's rows (`page` clamped to the last page) with the total and the page count.
 * The select is limited in place: pass a fresh one.
 */
export async function listPage<Q extends PgSelect>(
  query: Q,
  { page, pageSize }: { page: number; pageSize: number },
  executor: Db | Tx = getDb(),
): Promise<ListPage<Awaited<Q>[number]>> {
  const total = await countRows(query, executor);
  const window = pageWindow(total, page, pageSize);
  const rows = (await query.limit(pageSize).offset(window.offset)) as Awaited<Q>[number][];
  return { rows, total, page: window.page, pages: window.pages };
}

/** Every row of the select, `pageSize` at a time, for an export (csvDownload). */
export async function* exportPages<Q extends PgSelect>(query: Q, pageSize = 1000): AsyncGenerator<Awaited<Q>[number][]> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = (await query.limit(pageSize).offset(offset)) as Awaited<Q>[number][];
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}
