/**
 * Pages under load (issue 21; decisions 0026, 0028): a scratch PostgreSQL database, migrated and
 * seeded, plus a generated 200-topic pre-licensing course, 10,000 enrolled learners (default) who
 * each completed 100 of its topics (1,000,000 progress rows) with as many time-on-task rows. Starts
 * the production server on it and, for each page, measures with autocannon (10 connections, 20 s
 * by default): req/s, p50/p95/p99 and the ratio to a static file served by the same server in the
 * same run (the floor); CPU ms per request of the server process; database statements per request
 * (one request, counted in the PostgreSQL log with log_statement = all, when the log is readable).
 * A figure, not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:pages            (10,000 learners)
 *   DATABASE_URL=… npm run bench:pages -- --learners 2000 --seconds 10
 *
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
  },
});
const LEARNERS = Number(args.learners);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
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
server!.kill("SIGTERM");

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

await appConnection.close();
await db.end();
if (!args.keep) await admin.unsafe(`drop database if exists ${NAME} with (force)`);
await admin.end();
process.exit(0);
