/**
 * Company Reports (decision 0027) at brokerage scale: a generated company of 5,000 members
 * (default), each enrolled in 20 of 100 courses with a progress summary (100,000 enrollments and
 * summaries), 100 completed items each (500,000 student_progress rows: 5 topics of each enrollment)
 * and 4 certificates (20,000; a third of the members hold a salesperson or broker license, so the
 * Compliance tab has work), plus a second company of the same size the reports must ignore. Prints
 * each tab's loader p50/p95 over 30 runs with the load average (the machine may be shared), and the
 * user progress export (one row per member and course: 100,000 rows by default) — time and peak RSS
 * growth while it streams. A figure, not a test. BENCH_KEEP=1 keeps the database (for EXPLAIN).
 *
 *   npm run bench:reports                              (in-memory PGlite)
 *   npm run bench:reports -- 5000
 *   DATABASE_URL=postgres://… npm run bench:reports    (a throw-away database on that server, dropped after)
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { useConnection } from "../db/client";
import { getDb } from "../app/db.server";
import { loader as reportsLoader } from "../app/routes/company-dashboard+/reports._index/route";
import { loader as progressLoader } from "../app/routes/company-dashboard+/reports.user-progress";
import { createLearner, request, sessionCookie } from "../tests/learners";
import { createTestConnection } from "../tests/test-database";

const members = Number(process.argv[2] ?? 5000);
const COURSES = 100;
const PER_MEMBER = 20;
const CERTIFICATES = 4;
const ITEMS_PER_ENROLLMENT = 5;
const TOPICS_PER_COURSE = 25;
const connection = await createTestConnection();
useConnection(connection);
const db = getDb();

async function generate(companyName: string) {
  const result = (await db.execute(sql`insert into companies (name) values (${companyName}) returning id`)) as unknown;
  const [{ id }] = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
  const tag = companyName.toLowerCase().replace(/\W+/g, "-");
  await db.execute(sql`insert into users (email) select ${tag} || '-' || i || '@bench.test' from generate_series(1, ${members}) i`);
  await db.execute(sql`
    insert into profiles (id, email, first_name, last_name, company_id, license_type, initial_license_date)
    select u.id, u.email, 'Agent', 'Number ' || lpad(n::text, 5, '0'), ${id}::uuid,
           (case n % 3 when 0 then 'salesperson' when 1 then 'broker' end)::license_type,
           case when n % 3 = 0 then current_date - (n % 400) end
    from (select u.*, split_part(split_part(u.email, '-', 3), '@', 1)::int as n from users u where u.email like ${`${tag}-%@bench.test`}) u`);
  // Enrollments in 20 consecutive courses (offset by member), opened within the last 60 days, at a time
  // of day that differs per enrollment (real activity is not 1,666 learners at the same instant).
  await db.execute(sql`
    insert into student_course_access (user_id, course_id, access_type, last_accessed_at, granted_at)
    select p.id, c.id, 'company_access',
           now() - ((k * 3 + n) % 60) * interval '1 day' - (abs(hashtext(p.id::text || k::text)) % 86400) * interval '1 second',
           now() - interval '90 days'
    from (select id, row_number() over (order by id) as n from profiles where company_id = ${id}::uuid) p
    cross join generate_series(0, ${PER_MEMBER - 1}) k
    join (select id, row_number() over (order by slug) - 1 as idx from courses where slug like 'bench-%') c on c.idx = (p.n + k) % ${COURSES}`);
  await db.execute(sql`
    insert into user_course_progress_summary (user_id, course_id, progress_percentage, completed_content_items, total_content_items, last_completed_at)
    select a.user_id, a.course_id, (abs(hashtext(a.id::text)) % 1001) / 10.0, 1, 10, a.last_accessed_at
    from student_course_access a join profiles p on p.id = a.user_id where p.company_id = ${id}::uuid`);
  // 5 completed topics of each enrollment: 500,000 student_progress rows for 5,000 members.
  await db.execute(sql`
    insert into student_progress (user_id, course_id, content_type, lesson_topic_id, completed_at)
    select a.user_id, a.course_id, 'topic', t.id, a.last_accessed_at - t.k * interval '1 hour'
    from student_course_access a
    join profiles p on p.id = a.user_id and p.company_id = ${id}::uuid
    join (select cl.course_id, lt.id, row_number() over (partition by cl.course_id order by lt.order_index) as k
          from course_lessons cl join lesson_topics lt on lt.lesson_id = cl.lesson_id) t
      on t.course_id = a.course_id and t.k <= ${ITEMS_PER_ENROLLMENT}`);
  await db.execute(sql`
    insert into generated_certificates (user_id, course_id, evaluation_id, unique_certificate_id, completion_date, student_name, course_title, course_type, hours)
    select a.user_id, a.course_id, (select id from evaluations limit 1), a.course_id || '-CERT-' || upper(substr(md5(a.id::text), 1, 10)),
           current_date - (abs(hashtext(a.id::text)) % 300), 'Agent', c.title, c.course_type::text, c.hours
    from (select a.*, row_number() over (partition by a.user_id order by a.course_id) as r
          from student_course_access a join profiles p on p.id = a.user_id where p.company_id = ${id}::uuid) a
    join courses c on c.id = a.course_id
    where a.r <= ${CERTIFICATES}`);
  return id;
}

const at = performance.now();
await db.execute(sql`
  insert into courses (slug, title, course_type, hours, status)
  select 'bench-' || lpad(i::text, 3, '0'), 'Bench Course ' || lpad(i::text, 3, '0'),
         (case when i % 10 = 0 then 'Post-licensing' else 'Continuing Education' end)::course_type, 1 + i % 8, 'published'
  from generate_series(1, ${COURSES}) i`);
await db.execute(sql`update courses set mandatory_topic = true where slug = 'bench-001'`);
// One lesson of 25 topics per bench course (the items student_progress points at).
await db.execute(sql`
  insert into lessons (id, title) select md5('bench-lesson-' || c.slug)::uuid, 'Lesson of ' || c.title from courses c where c.slug like 'bench-%'`);
await db.execute(sql`
  insert into course_lessons (course_id, lesson_id, order_index)
  select c.id, md5('bench-lesson-' || c.slug)::uuid, 0 from courses c where c.slug like 'bench-%'`);
await db.execute(sql`
  insert into lesson_topics (lesson_id, title, order_index, content_type)
  select md5('bench-lesson-' || c.slug)::uuid, 'Topic ' || k, k, 'text'
  from courses c cross join generate_series(1, ${TOPICS_PER_COURSE}) k where c.slug like 'bench-%'`);
await db.execute(sql`insert into evaluations default values`);
const companyId = await generate("Bench Realty");
await generate("Other Realty");
await db.execute(sql`vacuum analyze`);
const counted = (await db.execute(sql`select count(*)::int as n from student_progress`)) as unknown;
const progressRows = ((Array.isArray(counted) ? counted : (counted as { rows: { n: number }[] }).rows) as { n: number }[])[0].n;
console.log(
  `Generated 2 companies × ${members} members, ${members * PER_MEMBER} enrollments and summaries, ${members * CERTIFICATES} certificates each, ${progressRows} student_progress rows (${((performance.now() - at) / 1000).toFixed(1)} s).`,
);
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} on this machine`;

const adminId = await createLearner({ companyId, role: "company_admin", firstName: "Bench", lastName: "Admin" });
const cookie = await sessionCookie(adminId);
const ctx = { params: {}, context: {} };

// Each report query alone (second run), then the loaders as a browser calls them.
{
  const { getCompanyStats, getCoursePerformance, getOverviewFigures, getActiveLearners, getUserHistory, getMonthlyCompletions } =
    await import("../app/models/reporting/company-reports.server");
  const { getCompanyCompliance } = await import("../app/models/learning/license-deadlines.server");
  const { louisianaToday } = await import("../app/rules/license-deadlines");
  for (const [name, run] of [
    ["stats", () => getCompanyStats(companyId)],
    ["stats + leaderboards", () => getOverviewFigures(companyId)],
    ["active", () => getActiveLearners(companyId)],
    ["courses", () => getCoursePerformance(companyId)],
    ["users", () => getUserHistory(companyId, { q: "", page: 3 })],
    ["monthly", () => getMonthlyCompletions(companyId, louisianaToday())],
    ["compliance", () => getCompanyCompliance(companyId, { status: "at_risk", page: 1, today: louisianaToday() })],
  ] as const) {
    await run();
    const t = performance.now();
    await run();
    console.log(`  ${name}: ${(performance.now() - t).toFixed(0)} ms`);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (in memory)";
console.log(`Reports page loader on ${driver}, 30 runs after 3 warm-ups (${load()}):`);
for (const search of [
  "?tab=overview",
  "?tab=courses&sort=average",
  "?tab=users&page=120",
  "?tab=users&q=number%2004",
  "?tab=compliance&status=at_risk",
]) {
  const times: number[] = [];
  for (let i = 0; i < 33; i++) {
    const started = performance.now();
    await reportsLoader({ request: request(`/company-dashboard/reports${search}`, cookie), ...ctx });
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${search.padEnd(28)} p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms   p95 ${percentile(times, 95).toFixed(0).padStart(4)} ms`,
  );
}

global.gc?.();
const baseline = process.memoryUsage().rss;
const baselineHeap = process.memoryUsage().heapUsed;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const started = performance.now();
const response = (await progressLoader({ request: request("/company-dashboard/reports/user-progress", cookie), ...ctx })) as Response;
const reader = response.body!.getReader();
let bytes = 0;
let lines = 0;
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.length;
  for (const byte of value) if (byte === 10) lines++;
  peak = Math.max(peak, process.memoryUsage().rss);
}
clearInterval(sampler);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
// What the export left behind once collected: a stream that held its rows would show them here. (Peak RSS
// also counts garbage V8 has not collected yet, so it varies from run to run.)
global.gc?.();
const retained = process.memoryUsage().heapUsed - baselineHeap;
console.log(
  `User progress export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds} s; peak RSS growth ${((peak - baseline) / 1024 / 1024).toFixed(0)} MB, heap retained after GC ${(retained / 1024 / 1024).toFixed(1)} MB (${load()})`,
);
if (process.env.BENCH_KEEP) {
  const kept = (await db.execute(sql`select current_database() as name`)) as unknown;
  console.log("Kept database:", JSON.stringify(kept));
  process.exit(0);
}
await connection.close();
