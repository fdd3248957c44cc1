/**
 * The generated data of `npm run bench:pages` (scripts/bench-pages.ts; decision 0048), on a database that
 * `db/setup.ts` has migrated and seeded. The same SQL serves PostgreSQL and PGlite: drizzle's `sql`
 * with parameters, run by `db.execute` on either driver, one statement at a time (PGlite's query
 * takes one).
 *
 * - `generateBenchCourse`: a 200-topic pre-licensing course (10 lessons of 20 text topics,
 *   `bench-pre-licensing`), N learners `bench-1@bench.test`… with active subscriptions, each enrolled
 *   and having completed the first 100 topics in course order (N × 100 progress rows), with a
 *   60-second time-on-task interval per completed topic (as many rows).
 * - `prepareBenchLearners`: what the pages need, written through the app's own model functions so
 *   the measured requests take the same paths: a session for each of the first K learners; each of
 *   them enrolled in the seeded pre-licensing course with an open attempt at its final exam
 *   (`startOrResumeAttempt`; 60 minutes, so open for the whole bench) for the answer saves; and a
 *   certificate of the seeded flood-zones CE course for `bench-1` (`issueCertificate`, the template
 *   with a QR code) for the PDF. Needs the connection installed with `useConnection`.
 */
import { sql } from "drizzle-orm";
import { getDb, rows, schema, type Db } from "../app/db.server";
import { issueCertificate } from "../app/models/certificates/certificate.server";
import { startOrResumeAttempt } from "../app/models/assessment/quiz-attempt.server";
import { saveDeliveryPolicy } from "../app/models/learning/delivery-policy.server";
import { NO_POLICY } from "../app/rules/delivery-policy";
import { createSessionCookie } from "../app/utils/session.server";
import { COURSE_SLUGS, seedIds } from "../db/seed";
import { courseBySlug } from "../db/seed/courses";

export const BENCH_COURSE_SLUG = "bench-pre-licensing";
export const LESSONS = 10;
export const TOPICS_PER_LESSON = 20;
export const COMPLETED_PER_LEARNER = 100;

/** Integers go in as `$n::int`, so both drivers type them the same. */
const int = (n: number) => sql`${Math.trunc(n)}::int`;

export type BenchCourse = { courseId: string; progressRows: number; seconds: number };

export async function generateBenchCourse(db: Db, learners: number): Promise<BenchCourse> {
  const started = performance.now();
  const [{ id: courseId }] = await rows<{ id: string }>(
    sql`insert into courses (slug, title, description, course_type, hours, status, price)
        values (${BENCH_COURSE_SLUG}, 'Bench Pre-Licensing (200 topics)', 'Generated for npm run bench:pages.', 'Pre-licensing', 90, 'published', 0)
        returning id`,
    db,
  );
  await db.execute(sql`
    with new_lessons as (
      insert into lessons (title) select 'Bench Lesson ' || i from generate_series(1, ${int(LESSONS)}) i returning id, title
    )
    insert into course_lessons (course_id, lesson_id, order_index)
    select ${courseId}::uuid, id, split_part(title, ' ', 3)::int from new_lessons`);
  await db.execute(sql`
    insert into lesson_topics (lesson_id, title, order_index, content_type, content_data)
    select cl.lesson_id, 'Topic ' || cl.order_index || '.' || i, i, 'text',
           jsonb_build_object('html', '<p>' || repeat('A paragraph of generated course text for the bench. ', 40) || '</p>')
      from course_lessons cl cross join generate_series(1, ${int(TOPICS_PER_LESSON)}) i
     where cl.course_id = ${courseId}::uuid`);
  await db.execute(sql`insert into users (email) select 'bench-' || i || '@bench.test' from generate_series(1, ${int(learners)}) i`);
  await db.execute(sql`
    insert into profiles (id, email, first_name, last_name, subscribed, subscription_status, subscription_end, account_status)
    select id, email, 'Bench', 'Learner ' || split_part(split_part(email, '-', 2), '@', 1), true, 'active', now() + interval '1 year', 'active'
      from users where email like 'bench-%@bench.test'`);
  await db.execute(sql`
    insert into student_course_access (user_id, course_id, access_type, last_accessed_at)
    select id, ${courseId}::uuid, 'premium_subscription', now() from users where email like 'bench-%@bench.test'`);
  // The first 100 topics in course order, completed by every learner; a time-on-task interval for each.
  await db.execute(sql`
    with topics as (
      select t.id, row_number() over (order by cl.order_index, t.order_index) as n
        from lesson_topics t join course_lessons cl on cl.lesson_id = t.lesson_id
       where cl.course_id = ${courseId}::uuid
    )
    insert into student_progress (user_id, course_id, content_type, lesson_topic_id, completed_at)
    select u.id, ${courseId}::uuid, 'topic', t.id, now() - (t.n || ' minutes')::interval
      from users u cross join topics t
     where u.email like 'bench-%@bench.test' and t.n <= ${int(COMPLETED_PER_LEARNER)}`);
  await db.execute(sql`
    insert into time_on_task (user_id, course_id, content_key, started_at, ended_at, seconds)
    select user_id, course_id, 'topic:' || lesson_topic_id, completed_at - interval '60 seconds', completed_at, 60
      from student_progress where course_id = ${courseId}::uuid`);
  await db.execute(sql`analyze`);
  const [{ progress }] = await rows<{ progress: number }>(
    sql`select count(*)::int as progress from student_progress where course_id = ${courseId}::uuid`,
    db,
  );
  return { courseId, progressRows: progress, seconds: (performance.now() - started) / 1000 };
}

export type BenchLearner = {
  id: string;
  /** `name=value` of the learner's session cookie. */
  cookie: string;
  /** The learner's open final-exam attempt and its first question, for the answer saves. */
  attemptId: string;
  questionId: string;
};

export type BenchFixtures = {
  /** The topic after bench-1's last completed one: a learner in the middle of the course. */
  topicId: string;
  /** bench-1 first; as many as asked for. */
  learners: BenchLearner[];
  /** bench-1's certificate of the flood-zones CE course. */
  certificateId: string;
};

export async function prepareBenchLearners(courseId: string, count: number, origin: string): Promise<BenchFixtures> {
  const db = getDb();
  const [{ topicId }] = await rows<{ topicId: string }>(
    sql`select t.id as "topicId"
          from lesson_topics t join course_lessons cl on cl.lesson_id = t.lesson_id
         where cl.course_id = ${courseId}::uuid
         order by cl.order_index, t.order_index offset ${int(COMPLETED_PER_LEARNER)} limit 1`,
    db,
  );
  const ids = await rows<{ id: string }>(
    sql`select id from users where email in (select 'bench-' || i || '@bench.test' from generate_series(1, ${int(count)}) i)
         order by split_part(split_part(email, '-', 2), '@', 1)::int`,
    db,
  );

  const exam = courseBySlug(COURSE_SLUGS.preLicensing);
  const examCourseId = seedIds.course(exam.slug);
  const examId = seedIds.quiz(exam.finalExam!.key);
  // The seeded course's delivery policy (decision 0087) would hold its final exam back until hours of
  // seat time are credited: off here, the answer saves measure the quiz, not the policy.
  await saveDeliveryPolicy(examCourseId, NO_POLICY);
  const learners: BenchLearner[] = [];
  for (const { id } of ids) {
    await db.insert(schema.studentCourseAccess).values({ userId: id, courseId: examCourseId, accessType: "premium_subscription" });
    const started = await startOrResumeAttempt({ userId: id, courseId: examCourseId, quizId: examId });
    if (!started.ok) throw new Error(`could not start the final exam for ${id}: ${started.reason}`);
    const cookie = (await createSessionCookie(new Request(`${origin}/`), {}, id)).split(";")[0];
    learners.push({ id, cookie, attemptId: started.attempt.attemptId, questionId: started.attempt.questions[0].questionId });
  }

  const ce = courseBySlug(COURSE_SLUGS.ceFlood);
  const certificate = await db.transaction((tx) =>
    issueCertificate(tx, {
      userId: learners[0].id,
      courseId: seedIds.course(ce.slug),
      evaluationId: seedIds.evaluation(ce.evaluationKey!),
    }),
  );
  if (!certificate) throw new Error(`${ce.slug} has no certificate template`);
  return { topicId, learners, certificateId: certificate.uniqueCertificateId };
}
