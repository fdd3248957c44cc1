/// <reference types="vite/client" />
// Every admin screen is for admins only (requirement signed-in-route-table): each loader and action of every module under
// app/routes/admin+ — today's and every one added later, found by the glob — is refused to a visitor,
// a student, a company admin and a reviewer, and a refused action writes nothing.
import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { createLearner, sessionCookie } from "../learners";

type Handler = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>;
type RouteModule = { loader?: Handler; action?: Handler };

// Route modules are .tsx or .ts (a resource route needs no JSX); *.server.* and tests are not routes
// (vite.config.ts ignores them), so they are left out as the router leaves them out.
const modules = import.meta.glob<RouteModule>([
  "../../app/routes/admin+/**/*.{ts,tsx}",
  "!../../app/routes/admin+/**/*.server.{ts,tsx}",
  "!../../app/routes/admin+/**/*.test.{ts,tsx}",
]);

const ID = "6f9619ff-8b86-d011-b42d-00c04fc964ff";
function paramsOf(file: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of file.matchAll(/\$(\w+)/g)) params[name] = ID;
  return params;
}

/** The status and redirect target of what a handler answered or threw. */
async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  const withInit = value as { type?: string; init?: { status?: number } | null };
  if (withInit?.type === "DataWithResponseInit") return { status: withInit.init?.status ?? 200, location: null };
  return { status: value instanceof Error ? 500 : 200, location: null };
}

/** Rows in every table, in one statement (a refused action must leave every count as it was). */
async function rowCounts(): Promise<Record<string, number>> {
  const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  const tables = rowsOf<{ name: string }>(
    await getDb().execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const columns = tables.map(({ name }) => `(select count(*)::int from "${name}") as "${name}"`).join(", ");
  return rowsOf<Record<string, number>>(await getDb().execute(sql.raw(`select ${columns}`)))[0]!;
}

const who: [string, () => Promise<string | null>][] = [
  ["a visitor", async () => null],
  ["a student", async () => sessionCookie(await createLearner())],
  [
    "a company admin",
    async () => {
      const [company] = await getDb().insert(schema.companies).values({ name: "Access Test Realty" }).returning();
      return sessionCookie(await createLearner({ companyId: company!.id, role: "company_admin" }));
    },
  ],
  ["a reviewer", async () => sessionCookie(await createLearner({ role: "reviewer" }))],
];

const cookies = new Map<string, string | null>();
beforeAll(async () => {
  for (const [name, make] of who) cookies.set(name, await make());
});

describe("no admin route answers anyone but an admin", async () => {
  const handlers: [string, "loader" | "action", Handler][] = [];
  for (const [file, load] of Object.entries(modules)) {
    const module = await load();
    const name = file.replace("../../app/routes/", "");
    if (module.loader) handlers.push([name, "loader", module.loader]);
    if (module.action) handlers.push([name, "action", module.action]);
  }

  it("finds the admin routes", () => {
    expect(handlers.length).toBeGreaterThanOrEqual(3);
  });

  it("covers every .ts and .tsx module the router would load under admin+", () => {
    const onDisk = (readdirSync(new URL("../../app/routes/admin+/", import.meta.url), { recursive: true }) as string[])
      .map((path) => path.replaceAll("\\", "/"))
      .filter((path) => /\.tsx?$/.test(path) && !/\.(server|test)\.tsx?$/.test(path))
      .map((path) => `admin+/${path}`)
      .sort();
    expect(
      Object.keys(modules)
        .map((file) => file.replace("../../app/routes/", ""))
        .sort(),
    ).toEqual(onDisk);
  });

  it.each(handlers)("%s %s", async (file, kind, handler) => {
    for (const [name] of who) {
      const cookie = cookies.get(name);
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const before = kind === "action" ? await rowCounts() : null;
      const request =
        kind === "loader"
          ? new Request(`http://localhost/${file}`, { headers })
          : new Request(`http://localhost/${file}`, {
              method: "POST",
              headers,
              body: new URLSearchParams({ intent: "delete", id: ID, title: "Crafted", name: "Crafted" }),
            });
      const answer = await answerOf(() => handler({ request, params: paramsOf(file), context: {} }));
      const refused = answer.status === 403 || (answer.status === 302 && /^\/(login|dashboard)\b/.test(answer.location ?? ""));
      expect(refused, `${name}: ${answer.status} ${answer.location ?? ""}`).toBe(true);
      if (before) expect(await rowCounts(), name).toEqual(before);
    }
  });
});
