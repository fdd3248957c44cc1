// The list kit's data side (decision 0097): one select gives a page with its total and page count,
// the count alone, and the pages of an export — the same rows in the same order, none twice.
import { beforeAll, describe, expect, it } from "vitest";
import { asc, like } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { countRows, exportPages, listPage } from "~/models/list-page.server";
import { createLearner } from "../learners";

const { profiles } = schema;
const TAG = `Listkit${Date.now()}`;

const select = () =>
  getDb()
    .select({ id: profiles.id, lastName: profiles.lastName })
    .from(profiles)
    .where(like(profiles.lastName, `${TAG}%`))
    .orderBy(asc(profiles.lastName), asc(profiles.id))
    .$dynamic();

beforeAll(async () => {
  for (let i = 1; i <= 7; i++) await createLearner({ lastName: `${TAG}-${String(i).padStart(2, "0")}` });
});

describe("listPage, countRows and exportPages", () => {
  it("pages the select, counts it, and keeps a page past the end on the last one", async () => {
    expect(await countRows(select())).toBe(7);
    const first = await listPage(select(), { page: 1, pageSize: 3 });
    expect(first).toMatchObject({ total: 7, page: 1, pages: 3 });
    expect(first.rows.map((r) => r.lastName)).toEqual([`${TAG}-01`, `${TAG}-02`, `${TAG}-03`]);
    const last = await listPage(select(), { page: 9, pageSize: 3 });
    expect(last).toMatchObject({ total: 7, page: 3, pages: 3 });
    expect(last.rows.map((r) => r.lastName)).toEqual([`${TAG}-07`]);
  });

  it("gives an empty list one page", async () => {
    const none = getDb()
      .select({ id: profiles.id })
      .from(profiles)
      .where(like(profiles.lastName, `${TAG}-none%`))
      .$dynamic();
    expect(await listPage(none, { page: 2, pageSize: 3 })).toEqual({ rows: [], total: 0, page: 1, pages: 1 });
    expect(await countRows(none)).toBe(0);
  });

  it("exports every row once, in the list's order, a page at a time", async () => {
    const pages: number[] = [];
    const names: string[] = [];
    for await (const rows of exportPages(select(), 3)) {
      pages.push(rows.length);
      names.push(...rows.map((r) => r.lastName));
    }
    expect(pages).toEqual([3, 3, 1]);
    expect(names).toEqual(Array.from({ length: 7 }, (_, i) => `${TAG}-${String(i + 1).padStart(2, "0")}`));
    const exact: number[] = [];
    for await (const rows of exportPages(select(), 7)) exact.push(rows.length);
    expect(exact).toEqual([7]);
  });
});
