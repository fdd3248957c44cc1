/**
 * Quiz attempt timings on a seeded database: for N learners, start the pre-licensing final exam
 * (three sections drawn from a bank), save every answer, load the attempt as the page does, submit,
 * and read the result. Prints the median and max of each step. A figure, not a test.
 *
 *   npm run bench:quiz             (N = 20, in-memory PGlite)
 *   npm run bench:quiz -- 50
 *   DATABASE_URL=postgres://… npm run bench:quiz   (a throw-away database on that server)
 */
import { performance } from "node:perf_hooks";
import { useConnection } from "../db/client";
import { COURSE_SLUGS, seed, seedIds } from "../db/seed";
import { courseBySlug } from "../db/seed/courses";
import { getDb, schema } from "../app/db.server";
import {
  getAttemptForTaking,
  getAttemptResult,
  saveAnswer,
  startOrResumeAttempt,
  submitAttempt,
} from "../app/models/assessment/quiz-attempt.server";
import { createLearner } from "../tests/learners";
import { createTestConnection } from "../tests/test-database";

const runs = Number(process.argv[2] ?? 20);
const connection = await createTestConnection();
useConnection(connection);
await seed(getDb());

const course = courseBySlug(COURSE_SLUGS.preLicensing);
const courseId = seedIds.course(course.slug);
const quizId = seedIds.quiz(course.finalExam!.key);

const timings: Record<string, number[]> = { start: [], "save one answer": [], "load attempt": [], submit: [], result: [] };
async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const at = performance.now();
  const value = await run();
  timings[step].push(performance.now() - at);
  return value;
}

for (let i = 0; i < runs + 1; i++) {
  const userId = await createLearner();
  await getDb().insert(schema.studentCourseAccess).values({ userId, courseId, accessType: "premium_subscription" });
  const started = await timed("start", () => startOrResumeAttempt({ userId, courseId, quizId }));
  if (!started.ok) throw new Error(`start failed: ${started.reason}`);
  const { attemptId, questions } = started.attempt;
  for (const question of questions) {
    await timed("save one answer", () => saveAnswer({ attemptId, userId, questionId: question.questionId, displayChoice: "A" }));
  }
  await timed("load attempt", () => getAttemptForTaking(attemptId, userId));
  await timed("submit", () => submitAttempt({ attemptId, userId }));
  await timed("result", () => getAttemptResult(attemptId, userId));
  // The first learner warms up the connection and caches; it is not counted.
  if (i === 0) for (const step of Object.keys(timings)) timings[step] = [];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (in memory)";
console.log(`Quiz attempts on ${driver}: ${runs} learners, the ${course.finalExam!.title} (sections, drawn questions):`);
for (const [step, values] of Object.entries(timings)) {
  console.log(`  ${step.padEnd(16)} median ${fmt(median(values))}   max ${fmt(Math.max(...values))}   (${values.length} samples)`);
}
await connection.close();
