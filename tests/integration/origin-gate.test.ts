// Decision 0076: every route module with an action — today's and every one added later, found as the
// build finds them — refuses a request from another site at the server's edge with 403, before its
// action runs, writing nothing and recording no server error; and a request from the app's own
// origin reaches the action, as a page's form (JavaScript off) and as Remix's data request
// (JavaScript on), without the 500 Remix's own origin check used to throw.
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { USER_ADMIN_MESSAGES } from "~/rules/admin-users";
import { CROSS_SITE_EXEMPTIONS, CROSS_SITE_MESSAGE } from "../../server/origin-gate.js";
import { addressOf, appRoutes, startAppServer, TEST_APP_URL, type AppRoute } from "../app-server";
import { createLearner, sessionCookie } from "../learners";

type Server = Awaited<ReturnType<typeof startAppServer>>;
let server: Server;

const ID = "6f9619ff-8b86-d011-b42d-00c04fc964ff";
/** The route's address with plausible parameters. */
function sampleAddress(route: AppRoute, routes: AppRoute[]): string {
  return addressOf(route, routes)
    .replace(/:course\b/, "quick-start-agency-basics")
    .replace(/:\w+\??/g, ID)
    .replace(/\*$/, "anything");
}

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/** A POST (or with `body` null, a GET) over HTTP with exactly these headers (node:http adds or refuses none). */
function post(path: string, headers: Record<string, string>, body: string | null = "intent=submit&email=a%40b.c"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.base);
    const request = http.request(
      url,
      body === null
        ? { method: "GET", headers }
        : {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)), ...headers },
          },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
      },
    );
    request.on("error", reject);
    request.end(body ?? undefined);
  });
}

/** Rows in every table, in one statement. */
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

const FOREIGN: [string, Record<string, string>][] = [
  ["a foreign Origin", { Origin: "http://evil.test", "Sec-Fetch-Site": "cross-site" }],
  ["a foreign Origin, no Sec-Fetch-Site", { Origin: "http://evil.test" }],
  ["a sibling subdomain", { Origin: "http://admin.localhost:3999", "Sec-Fetch-Site": "same-site" }],
  ["Origin: null", { Origin: "null" }],
  ["Origin: null, cross-site", { Origin: "null", "Sec-Fetch-Site": "cross-site" }],
  ["no Origin, Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["no Origin, a foreign Referer", { Referer: "http://evil.test/page" }],
];

const cookies: Record<string, string> = {};
beforeAll(async () => {
  server = await startAppServer();
  const [company] = await getDb().insert(schema.companies).values({ name: "Origin Test Realty" }).returning();
  cookies.admin = await sessionCookie(await createLearner({ role: "admin" }));
  cookies.company = await sessionCookie(await createLearner({ companyId: company!.id, role: "company_admin" }));
  cookies.learner = await sessionCookie(await createLearner());
});
afterAll(() => server?.close());

/** The cookie of someone the route's action is for. */
const cookieFor = (route: AppRoute) =>
  route.id.startsWith("routes/admin+")
    ? cookies.admin!
    : route.id.startsWith("routes/company-dashboard+")
      ? cookies.company!
      : cookies.learner!;

describe("every action refuses another site's request at the edge", async () => {
  const routes = await appRoutes();
  const withActions = routes.filter((route) => typeof route.module.action === "function").map((route) => [route.id, route] as const);

  it("finds the actions, and the only exemptions are the signed webhooks and the reminders' one-click unsubscribe", () => {
    expect(withActions.length).toBeGreaterThanOrEqual(90);
    expect([...CROSS_SITE_EXEMPTIONS.keys()]).toEqual(["/webhooks/stripe", "/webhooks/proctoring", "/unsubscribe"]);
    const addresses = withActions.map(([, route]) => addressOf(route, routes));
    expect(addresses).toContain("/admin/users/:userId/courses");
    expect(addresses).toContain("/webhooks/stripe");
    expect(addresses).toContain("/webhooks/proctoring");
    expect(addresses).toContain("/unsubscribe");
  });

  it.each(withActions.filter(([, route]) => !CROSS_SITE_EXEMPTIONS.has(addressOf(route, routes))))("%s", async (id, route) => {
    const address = sampleAddress(route, routes);
    // An index route's form posts to its address with ?index (without it, to the layout around it).
    const paths = [address, `${address === "/" ? "/_root" : address}.data`].map((path) => (route.index ? `${path}?index` : path));
    const before = await rowCounts();
    for (const path of paths) {
      for (const [name, headers] of FOREIGN) {
        const answer = await post(path, { ...headers, Cookie: cookieFor(route) });
        expect(answer.status, `${path}, ${name}: ${answer.body}`).toBe(403);
        expect(answer.body, `${path}, ${name}`).toBe(CROSS_SITE_MESSAGE);
      }
    }
    expect(server.calls.get(id) ?? 0, "the action never ran").toBe(0);
    expect(await rowCounts()).toEqual(before);

    // Its own origin reaches the action, as a form post (JS off) and as a data request (JS on), and
    // `Origin: null` from the app's own page (a no-referrer policy) too: never a 403 from the edge,
    // never a 500 (Remix's own check compared Origin with Host and threw).
    const own: Record<string, string>[] = [
      { Origin: TEST_APP_URL, "Sec-Fetch-Site": "same-origin" },
      { Origin: "null", "Sec-Fetch-Site": "same-origin" },
      { Referer: `${TEST_APP_URL}/somewhere` },
      {},
    ];
    let calls = 0;
    for (const path of paths) {
      for (const headers of own) {
        const answer = await post(path, headers);
        expect(answer.body, `${path} ${JSON.stringify(headers)}`).not.toBe(CROSS_SITE_MESSAGE);
        expect(answer.status, `${path} ${JSON.stringify(headers)}: ${answer.body}`).toBeLessThan(500);
        expect(server.calls.get(id) ?? 0, `${path} ${JSON.stringify(headers)} reached the action`).toBe(++calls);
      }
    }
  });
});

describe("what is refused writes nothing anywhere", () => {
  it("a flood of refused requests (403, 400, 413, 405) leaves every table as it was, the server-error list included", async () => {
    // A Remix 1 data request (?_data=) was answered, and reported to handleError as an Error: a
    // server-error row per request, from a link anyone could send. It is a 400 at the edge now.
    const before = await rowCounts();
    const flood: Promise<Answer>[] = [];
    for (let i = 0; i < 20; i++) {
      flood.push(post("/login", { Origin: "http://evil.test" }, `email=a${i}%40b.c&password=x`));
      flood.push(post(`/admin/users/${ID}/courses`, { Origin: "null", Cookie: cookies.admin! }, `intent=grant&courseId=${ID}`));
      flood.push(post("/course-player-progress", { "Sec-Fetch-Site": "cross-site", Cookie: cookies.learner! }));
      flood.push(post("/contact%00", { Origin: TEST_APP_URL }));
      flood.push(post("/contact", { Origin: TEST_APP_URL }, `message=${"a".repeat(200_000)}`));
      flood.push(post("/louisiana-real-estate-courses", { Origin: TEST_APP_URL }));
      flood.push(post(`/?_data=root&n=${i}`, {}, null));
    }
    const statuses = (await Promise.all(flood)).map((answer) => answer.status);
    expect(new Set(statuses)).toEqual(new Set([403, 400, 413, 405]));
    expect(await rowCounts()).toEqual(before);
    expect(server.refusals.length).toBeGreaterThanOrEqual(60);
  });
});

describe("an admin's own form still works, another site's does not", () => {
  it("grants a course from the admin's page; the same post from another site is refused and writes nothing", async () => {
    const learner = await createLearner({ subscribed: false });
    const [course] = await getDb()
      .insert(schema.courses)
      .values({
        title: "Origin Course",
        slug: `origin-course-${Date.now()}`,
        hours: 1,
        courseType: "Continuing Education",
        status: "published",
      })
      .returning();
    const path = `/admin/users/${learner}/courses`;
    const body = `intent=grant&courseId=${course!.id}`;
    const enrollments = () =>
      getDb()
        .select()
        .from(schema.studentCourseAccess)
        .where(sql`${schema.studentCourseAccess.userId} = ${learner}`);

    const foreign = await post(path, { Origin: "http://evil.test", Cookie: cookies.admin! }, body);
    expect(foreign.status).toBe(403);
    expect(await enrollments()).toHaveLength(0);

    const own = await post(path, { Origin: TEST_APP_URL, "Sec-Fetch-Site": "same-origin", Cookie: cookies.admin! }, body);
    expect(own.status).toBe(302);
    expect(own.headers.location).toBe(`/admin/users/${learner}`);
    expect(await enrollments()).toHaveLength(1);
  });
});

describe("a route without a page answers a refusal with its message", () => {
  it("a 404 from /admin/users/{id}/courses says what was not found, not 'Unexpected Server Error'", async () => {
    const answer = await post(
      `/admin/users/${ID}/courses`,
      { Origin: TEST_APP_URL, Cookie: cookies.admin! },
      `intent=grant&courseId=${ID}`,
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(USER_ADMIN_MESSAGES.notFound);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
  });
});
