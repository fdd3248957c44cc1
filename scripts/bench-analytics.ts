/**
 * Question analytics (decision 0040; decision 0031) at the issue's scale: one quiz of 40 questions with
 * 5,000 finished attempts of 20 answers each — 100,000 responses — plus a second quiz of the same
 * size the page must ignore. Right answers follow the attempt's ability (a number from its id), so
 * discrimination is real, not noise. Prints the analytics loader's p50/p95 over 30 runs with the load average (the machine
 * may be shared). A figure, not a test. The issue's target: ≤ 200 ms on PostgreSQL.
 *
 *   npm run bench:analytics                              (in-memory PGlite)
 *   npm run bench:analytics -- 10000                     (attempts per quiz)
 *   DATABASE_URL=postgres://… npm run bench:analytics    (a throw-away database on that server, dropped after)
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { useConnection } from "../db/client";
import { QUICK_COURSE_IDS, seed } from "../db/seed";
import { getDb } from "../app/db.server";
import { loader } from "../app/routes/admin+/quizzes.$quizId.analytics/route";
import { createLearner, request, sessionCookie } from "../tests/learners";
import { createTestConnection } from "../tests/test-database";

const attemptsPerQuiz = Number(process.argv[2] ?? 5000);
const QUESTIONS = 40;
const ANSWERS = 20;
const RUNS = 30;
const connection = await createTestConnection();
useConnection(connection);
const db = getDb();
await seed(db);

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

async function generateQuiz(title: string): Promise<string> {
  const [{ id }] = rowsOf<{ id: string }>(await db.execute(sql`insert into quizzes (title) values (${title}) returning id`));
  await db.execute(sql`
    insert into quiz_questions (quiz_id, question_text, choice_a, choice_b, choice_c, choice_d, correct_answer, order_index)
    select ${id}::uuid, '<p>Question ' || i || '</p>', 'a', 'b', 'c', 'd', (array['A','B','C','D'])[1 + i % 4]::answer_letter, i
    from generate_series(1, ${QUESTIONS}) i`);
  const tag = title.toLowerCase().replace(/\W+/g, "-");
  await db.execute(sql`insert into users (email) select ${tag} || '-' || i || '@bench.test' from generate_series(1, ${attemptsPerQuiz}) i`);
  await db.execute(sql`
    insert into profiles (id, email, first_name, last_name)
    select id, email, 'Learner', email from users where email like ${`${tag}-%@bench.test`}`);
  // One finished attempt per learner; ability (0–1) sets the chance of each right answer.
  await db.execute(sql`
    insert into quiz_attempts (user_id, quiz_id, course_id, attempt_number, question_order, started_at, completed_at, score_percentage, passed)
    select u.id, ${id}::uuid, ${QUICK_COURSE_IDS.courseId}::uuid, 1, '[]'::jsonb,
           now() - interval '30 days' + (random() * interval '29 days'), null, null, null
    from users u where u.email like ${`${tag}-%@bench.test`}`);
  await db.execute(sql`
    insert into quiz_responses (attempt_id, question_id, selected_answer, is_correct)
    select a.id, q.id, picked.letter, picked.letter = q.correct_answer
    from quiz_attempts a
    cross join lateral (
      select id, correct_answer from quiz_questions where quiz_id = a.quiz_id order by md5(a.id::text || id::text) limit ${ANSWERS}
    ) q
    cross join lateral (
      select case when random() < 0.25 + 0.7 * (abs(hashtext(a.id::text)) % 1000) / 1000.0 then q.correct_answer
                  else (array['A','B','C','D'])[1 + floor(random() * 4)::int]::answer_letter end as letter
    ) picked
    where a.quiz_id = ${id}::uuid`);
  await db.execute(sql`
    update quiz_attempts a set
      score_percentage = s.score, passed = s.score >= 70,
      completed_at = a.started_at + (interval '1 minute' * (10 + floor(random() * 50)))
    from (select attempt_id, round(100.0 * count(*) filter (where is_correct) / count(*))::int as score
          from quiz_responses group by attempt_id) s
    where s.attempt_id = a.id and a.quiz_id = ${id}::uuid`);
  return id;
}

const generatedAt = performance.now();
const quizId = await generateQuiz("Analytics Bench Quiz");
await generateQuiz("Analytics Other Quiz");
await db.execute(sql`analyze`);
const [{ responses }] = rowsOf<{ responses: number }>(
  await db.execute(
    sql`select count(*)::int as responses from quiz_responses r join quiz_attempts a on a.id = r.attempt_id where a.quiz_id = ${quizId}::uuid`,
  ),
);
const generateSeconds = (performance.now() - generatedAt) / 1000;

const cookie = await sessionCookie(await createLearner({ role: "admin" }));
const run = () => loader({ request: request(`/admin/quizzes/${quizId}/analytics`, cookie), params: { quizId }, context: {} });
const first = await run(); // warms the connection and plans
const timings: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const at = performance.now();
  await run();
  timings.push(performance.now() - at);
}
timings.sort((a, b) => a - b);
const pct = (p: number) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)]!;
const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (in memory)";
console.log(
  `Question analytics on ${driver}: ${responses.toLocaleString("en-US")} responses to one quiz (${attemptsPerQuiz.toLocaleString("en-US")} attempts × ${ANSWERS} of ${QUESTIONS} questions), as many on another; generated in ${generateSeconds.toFixed(1)} s; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(
  `  analytics page loader   p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   max ${timings.at(-1)!.toFixed(1)} ms   (${RUNS} runs; target p95 ≤ 200 ms on PostgreSQL)`,
);
console.log(
  `  figures: ${first.summary.attempts} attempts, pass rate ${first.summary.passRate}, median time ${first.summary.medianTime}, first question difficulty ${first.questions[0]?.difficulty} discrimination ${first.questions[0]?.discrimination}`,
);
await connection.close();
