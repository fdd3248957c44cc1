/**
 * Pages under load (issue 21; decisions 0026, 0028): a scratch PostgreSQL database, migrated and
 * seeded, plus a generated 200-topic pre-licensing course, 10,000 enrolled learners (default) who
 * each completed 100 of its topics (1,000,000 progress rows) with as many time-on-task rows. Starts
 * the production server on it and, for each page, measures with autocannon (10 connections, 20 s
 * by default): req/s, p50/p95/p99 and the ratio to a static file served by the same server in the
 * same run (the floor); CPU ms per request of the server process; database statements per request
 * (one request, counted in the PostgreSQL log with log_statement = all, when the log is readable).
 * Then, while the same server still runs, Lighthouse 12 (mobile form factor, default simulated
 * throttling, performance only) on home, the catalogue, the course page and a player topic of the
 * generated course, signed in as a generated learner (its session cookie as an extra header and in
 * the browser's cookie jar, see runLighthouse): score, LCP, TBT and transferred bytes, and the player
 * topic's first load in compressed bytes, headers included. Chrome: CHROME_PATH when set, else /usr/lib/chromium/chromium-headless-shell,
 * /usr/lib/chromium/chromium or /usr/bin/chromium; without one, Lighthouse is skipped (said, not failed).
 * A figure, not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:pages            (10,000 learners)
 *   DATABASE_URL=… npm run bench:pages -- --learners 2000 --seconds 10
 *
 * Options: --learners N (10000), --seconds N per page (20), --connections N (10), --port N (3480),
 * --no-lighthouse (autocannon only; --lighthouse, the default, runs it), --keep (keep the database).
 * The scratch database (pelican_bench_pages) is dropped at the end unless --keep.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import postgres from "postgres";

const { values: args } = parseArgs({
  options: {
    learners: { type: "string", default: "10000" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3480" },
    keep: { type: "boolean", default: false },
    lighthouse: { type: "boolean", default: true },
    "no-lighthouse": { type: "boolean", default: false },
  },
});
const LEARNERS = Number(args.learners);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const LIGHTHOUSE = args.lighthouse && !args["no-lighthouse"];
const LESSONS = 10;
const TOPICS_PER_LESSON = 20;
const COMPLETED_PER_LEARNER = 100;
const PG_LOG = "/var/log/postgresql/postgresql-15-main.log";

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith("postgres")) {
  console.log("bench:pages needs DATABASE_URL set to a PostgreSQL server (a scratch database is created on it): skipped.");
  process.exit(0);
}
const NAME = "pelican_bench_pages";
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${NAME}`;
const BENCH_URL = benchUrl.toString();

const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${NAME} with (force)`);
await admin.unsafe(`create database ${NAME}`);

const setup = spawnSync("npx", ["tsx", "db/setup.ts"], { env: { ...process.env, DATABASE_URL: BENCH_URL }, stdio: "inherit" });
if (setup.status !== 0) process.exit(setup.status ?? 1);

const db = postgres(BENCH_URL, { max: 1, onnotice: () => {} });
const started = performance.now();
const [{ id: courseId }] = await db`
  insert into courses (slug, title, description, course_type, hours, status, price)
  values ('bench-pre-licensing', 'Bench Pre-Licensing (200 topics)', 'Generated for npm run bench:pages.', 'Pre-licensing', 90, 'published', 0)
  returning id`;
await db`
  with new_lessons as (
    insert into lessons (title) select 'Bench Lesson ' || i from generate_series(1, ${LESSONS}) i returning id, title
  )
  insert into course_lessons (course_id, lesson_id, order_index)
  select ${courseId}, id, split_part(title, ' ', 3)::int from new_lessons`;
await db`
  insert into lesson_topics (lesson_id, title, order_index, content_type, content_data)
  select cl.lesson_id, 'Topic ' || cl.order_index || '.' || i, i, 'text',
         jsonb_build_object('html', '<p>' || repeat('A paragraph of generated course text for the bench. ', 40) || '</p>')
    from course_lessons cl cross join generate_series(1, ${TOPICS_PER_LESSON}) i
   where cl.course_id = ${courseId}`;
await db`insert into users (email) select 'bench-' || i || '@bench.test' from generate_series(1, ${LEARNERS}) i`;
await db`
  insert into profiles (id, email, first_name, last_name, subscribed, subscription_status, subscription_end, account_status)
  select id, email, 'Bench', 'Learner ' || split_part(split_part(email, '-', 2), '@', 1), true, 'active', now() + interval '1 year', 'active'
    from users where email like 'bench-%@bench.test'`;
await db`
  insert into student_course_access (user_id, course_id, access_type, last_accessed_at)
  select id, ${courseId}, 'premium_subscription', now() from users where email like 'bench-%@bench.test'`;
// The first 100 topics in course order, completed by every learner; a time-on-task interval for each.
await db`
  with topics as (
    select t.id, row_number() over (order by cl.order_index, t.order_index) as n
      from lesson_topics t join course_lessons cl on cl.lesson_id = t.lesson_id
     where cl.course_id = ${courseId}
  )
  insert into student_progress (user_id, course_id, content_type, lesson_topic_id, completed_at)
  select u.id, ${courseId}, 'topic', t.id, now() - (t.n || ' minutes')::interval
    from users u cross join topics t
   where u.email like 'bench-%@bench.test' and t.n <= ${COMPLETED_PER_LEARNER}`;
await db`
  insert into time_on_task (user_id, course_id, content_key, started_at, ended_at, seconds)
  select user_id, course_id, 'topic:' || lesson_topic_id, completed_at - interval '60 seconds', completed_at, 60
    from student_progress where course_id = ${courseId}`;
await db`analyze`;
const [{ progress }] = await db`select count(*)::int as progress from student_progress where course_id = ${courseId}`;
console.log(
  `Generated ${LEARNERS.toLocaleString()} learners, ${(LESSONS * TOPICS_PER_LESSON).toLocaleString()} topics, ${progress.toLocaleString()} progress and time-on-task rows each (${((performance.now() - started) / 1000).toFixed(1)} s).`,
);

// A learner in the middle of the course: the topic after their last completed one.
const [learner] = await db`
  select u.id, t.id as topic_id
    from users u, lesson_topics t join course_lessons cl on cl.lesson_id = t.lesson_id
   where u.email = 'bench-1@bench.test' and cl.course_id = ${courseId}
   order by cl.order_index, t.order_index offset ${COMPLETED_PER_LEARNER} limit 1`;
const { createSessionCookie } = await import("../app/utils/session.server");
const { connect, useConnection } = await import("../db/client");
const appConnection = connect({ databaseUrl: BENCH_URL });
useConnection(appConnection);
const cookie = (await createSessionCookie(new Request(`http://localhost:${PORT}/`), {}, learner.id)).split(";")[0];

let server: ChildProcess | null = null;
async function startServer() {
  server = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, DATABASE_URL: BENCH_URL, NODE_ENV: "production", LOCAL_STANDINS: "1", PORT: String(PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/healthcheck`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
}

/** Statements the server sends for one request, read from the PostgreSQL log (null when unreadable). */
async function statementsFor(path: string): Promise<number | null> {
  if (!existsSync(PG_LOG)) return null;
  try {
    const before = statSync(PG_LOG).size;
    await (await fetch(`http://localhost:${PORT}${path}`, { headers: { cookie } })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const text = readFileSync(PG_LOG).subarray(before).toString("utf8");
    return text.split("\n").filter((line) => line.includes(`@${NAME} LOG:`) && /LOG: {2}(statement|execute)/.test(line)).length;
  } catch {
    return null;
  }
}

type Row = { page: string; rps: number; p50: number; p95: number; p99: number; cpu: number; statements: number | null; non2xx: number };

async function measure(page: string, path: string): Promise<Row> {
  const pid = server!.pid!;
  const headers = { cookie, "accept-encoding": "br, gzip" };
  await autocannon({ url: `http://localhost:${PORT}${path}`, connections: CONNECTIONS, duration: 2, headers }); // warm up
  const ticks = cpuTicks(pid);
  const result = await autocannon({ url: `http://localhost:${PORT}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuMs = ((cpuTicks(pid) - ticks) * 10) / Math.max(1, result.requests.total);
  return {
    page,
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: percentile95(result),
    p99: result.latency.p99,
    cpu: cpuMs,
    statements: null,
    non2xx: result.non2xx,
  };
}

/** autocannon reports p90 and p97.5; p95 is read between them (linear), as its histogram allows. */
function percentile95(result: autocannon.Result): number {
  return result.latency.p90 + ((result.latency.p97_5 - result.latency.p90) * 5) / 7.5;
}

const PAGES: [string, string][] = [
  ["static file (floor)", "/favicon.svg"],
  ["catalogue", "/louisiana-real-estate-courses"],
  ["course page", "/course/bench-pre-licensing"],
  ["player topic (200 topics)", `/course-player/bench-pre-licensing/topic/${learner.topic_id}`],
  ["/student", "/student"],
];

// Statements per request: a server whose connections log every statement, one request per page.
await admin.unsafe(`alter database ${NAME} set log_statement = 'all'`);
await startServer();
const statements = new Map<string, number | null>();
for (const [page, path] of PAGES) {
  await statementsFor(path); // the first request warms the server's caches (site settings…)
  statements.set(page, await statementsFor(path));
}
server!.kill("SIGTERM");
await new Promise((resolve) => server!.once("exit", resolve));
await admin.unsafe(`alter database ${NAME} reset log_statement`);

await startServer();
const rows: Row[] = [];
for (const [page, path] of PAGES) rows.push({ ...(await measure(page, path)), statements: statements.get(page) ?? null });

const floor = rows[0].rps;
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
console.log(`\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per page, production build; load average before the last run: ${load}`);
console.table(
  rows.map((row) => ({
    page: row.page,
    "req/s": Math.round(row.rps),
    "× floor": (row.rps / floor).toFixed(3),
    "p50 ms": row.p50,
    "p95 ms": Math.round(row.p95),
    "p99 ms": row.p99,
    "CPU ms/req": row.cpu.toFixed(1),
    statements: row.statements ?? "n/a",
    "non-2xx": row.non2xx,
  })),
);

if (LIGHTHOUSE) await runLighthouse();
else console.log("\nLighthouse: not run (--no-lighthouse).");
server!.kill("SIGTERM");
await new Promise((resolve) => server!.once("exit", resolve));

await appConnection.close();
await db.end();
if (!args.keep) await admin.unsafe(`drop database if exists ${NAME} with (force)`);
await admin.end();
process.exit(0);

/** The first Chrome found: CHROME_PATH, then Debian's headless shell, then a full Chromium. */
function findChrome(): string | null {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/lib/chromium/chromium",
    "/usr/bin/chromium",
  ];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path!)) ?? null;
}

/**
 * Lighthouse on the running server, one page after the other in one Chrome. Its default config is
 * the mobile form factor (a Moto G Power screen) with simulated throttling (slow 4G, 4× CPU); the
 * flags below only say so and keep the performance category.
 *
 * The learner's session cookie goes as an extra header on every request, as autocannon sends it,
 * and into the browser's cookie jar too: Lighthouse clears storage between runs but not cookies, and
 * once the jar holds a cookie for the origin (the `tz` cookie the root's inline script sets) Chrome
 * sends the jar's Cookie header instead of the extra one, so the player topic, measured after the
 * public pages, was the login page, and the player's own time-on-task POSTs went out signed out.
 */
async function runLighthouse() {
  const LIGHTHOUSE_PAGES: [string, string][] = [
    ["home", "/"],
    ["catalogue", "/louisiana-real-estate-courses"],
    ["course page", "/course/bench-pre-licensing"],
    ["player topic (200 topics)", `/course-player/bench-pre-licensing/topic/${learner.topic_id}`],
  ];
  const chromePath = findChrome();
  if (!chromePath) {
    console.log(
      "\nLighthouse: skipped — no Chrome found (CHROME_PATH unset or missing; none of /usr/lib/chromium/chromium-headless-shell, /usr/lib/chromium/chromium, /usr/bin/chromium exists).",
    );
    return;
  }
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  let chrome: Awaited<ReturnType<typeof launch>>;
  try {
    chrome = await launch({ chromePath, chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"], logLevel: "silent" });
  } catch (error) {
    console.log(`\nLighthouse: skipped — ${chromePath} did not start: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const puppeteer = (await import("puppeteer-core")).default;
  const [cookieName, ...cookieValue] = cookie.split("=");
  const signIn = async () => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    await browser.setCookie({
      name: cookieName,
      value: cookieValue.join("="),
      domain: "localhost",
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    });
    await browser.disconnect();
  };
  const results: Record<string, string | number>[] = [];
  let playerLoad: string | null = null;
  let benchmarkIndex: number | null = null;
  try {
    for (const [page, path] of LIGHTHOUSE_PAGES) {
      try {
        await signIn();
        const result = await lighthouse(`http://localhost:${PORT}${path}`, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance"],
          formFactor: "mobile",
          throttlingMethod: "simulate",
          extraHeaders: { Cookie: cookie },
        });
        if (!result) throw new Error("no result");
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        benchmarkIndex = lhr.environment.benchmarkIndex;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const score = lhr.categories.performance?.score;
        const redirected = lhr.finalDisplayedUrl === `http://localhost:${PORT}${path}` ? "" : lhr.finalDisplayedUrl;
        results.push({
          page,
          score: score == null ? "n/a" : Math.round(score * 100),
          "LCP ms": Math.round(audit("largest-contentful-paint")),
          "TBT ms": Math.round(audit("total-blocking-time")),
          "transferred KB": (audit("total-byte-weight") / 1024).toFixed(1),
          "redirected to": redirected,
        });
        if (path.startsWith("/course-player/")) {
          playerLoad = redirected ? `Player topic first load: n/a (the topic redirected to ${redirected}).` : firstLoad(lhr);
        }
      } catch (error) {
        results.push({ page, score: `error: ${error instanceof Error ? error.message : String(error)}` });
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\nLighthouse 12, mobile, simulated throttling, performance only (${chromePath}; benchmark index ${benchmarkIndex ?? "n/a"}; load average ${loadavg()[0].toFixed(2)})`,
  );
  console.table(results);
  if (playerLoad) console.log(playerLoad);
}

/** A page's first load from Lighthouse's network requests: compressed bytes with headers (transferSize). */
function firstLoad(lhr: import("lighthouse").Result): string {
  const details = lhr.audits["network-requests"]?.details;
  const items = details && details.type === "table" ? details.items : [];
  const byType = new Map<string, number>();
  let total = 0;
  for (const item of items) {
    const bytes = Number(item.transferSize ?? 0);
    total += bytes;
    const type = String(item.resourceType ?? "Other");
    byType.set(type, (byType.get(type) ?? 0) + bytes);
  }
  const parts = [...byType].sort((a, b) => b[1] - a[1]).map(([type, bytes]) => `${type} ${(bytes / 1024).toFixed(1)} KB`);
  return `Player topic first load: ${total.toLocaleString()} bytes compressed, headers included (${(total / 1024).toFixed(1)} KB in ${items.length} requests: ${parts.join(", ")}); goal ≤ 150 KB.`;
}
