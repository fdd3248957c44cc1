import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../app/utils/password.server";
import { getDb } from "./client";
import { seed } from "./seed";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USER_IDS } from "./seed/accounts";
import { COURSE_SLUGS, QUICK_COURSE_IDS } from "./seed/courses";
import { OVERALL_RATING_QUESTION } from "./seed/evaluations";
import { ids } from "./seed/ids";

/** Rows of a raw query (PGlite returns { rows }, postgres.js an array). */
async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  const result = (await getDb().execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function publicTables(): Promise<string[]> {
  const result = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return result.map((r) => r.name);
}

/**
 * Row count of every table plus a checksum of every table's contents (users without the hash). Not
 * the public pages' content version: a counter its triggers bump on every statement that writes a
 * catalogue table, even one that changes no row (decision 0070).
 */
async function snapshot() {
  const state: Record<string, string> = {};
  for (const table of (await publicTables()).filter((name) => name !== "content_version")) {
    const source =
      table === "users" ? sql.raw(`(select id, email, email_confirmed_at, created_at, updated_at from users)`) : sql.raw(`"${table}"`);
    const [row] = await rows<{ n: number; sum: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from ${source} t`,
    );
    state[table] = `${row.n}:${row.sum}`;
  }
  const [hashes] = await rows<{ sum: string }>(sql`select md5(string_agg(password_hash, ',' order by id)) as sum from users`);
  state["users.password_hash"] = hashes.sum;
  return state;
}

const preLicensingId = ids.course(COURSE_SLUGS.preLicensing);

describe("seed", () => {
  let first: Record<string, string>;

  beforeAll(async () => {
    await seed(getDb());
    first = await snapshot();
  });

  it("is idempotent: a second run changes no row in any table", async () => {
    await seed(getDb());
    expect(await snapshot()).toEqual(first);
    expect(Number(first.courses.split(":")[0])).toBe(7);
  });

  it("gives the pre-licensing course every topic content type and interaction type", async () => {
    const topics = await rows<{ content_type: string; interaction: string | null }>(
      sql`select t.content_type, t.content_data->>'interaction_type' as interaction
          from lesson_topics t join course_lessons cl on cl.lesson_id = t.lesson_id
          where cl.course_id = ${preLicensingId}`,
    );
    expect(new Set(topics.map((t) => t.content_type))).toEqual(
      new Set(["text", "video", "text_with_video", "text_with_audio", "interactive"]),
    );
    expect(new Set(topics.map((t) => t.interaction).filter(Boolean))).toEqual(
      new Set(["flashcards", "progressive_disclosure", "math_problem", "rex_activity"]),
    );
  });

  it("gives the quick course every topic content type and interaction type, first three topics unchanged", async () => {
    const topics = await rows<{ id: string; title: string; content_type: string; interaction: string | null; multi: number | null }>(
      sql`select id, title, content_type, content_data->>'interaction_type' as interaction,
                 jsonb_array_length(content_data->'interactive_data'->'multi_answer') as multi
          from lesson_topics where lesson_id = ${QUICK_COURSE_IDS.lessonId} order by order_index`,
    );
    expect(topics.map((t) => t.id)).toEqual(QUICK_COURSE_IDS.allTopicIds);
    expect(topics.slice(0, 3).map((t) => [t.id, t.title, t.content_type])).toEqual([
      [QUICK_COURSE_IDS.topicIds[0], "Client or Customer?", "text"],
      [QUICK_COURSE_IDS.topicIds[1], "The Agency Disclosure Pamphlet", "text_with_audio"],
      [QUICK_COURSE_IDS.topicIds[2], "Dual Agency in One Minute", "text"],
    ]);
    expect(new Set(topics.map((t) => t.content_type))).toEqual(
      new Set(["text", "video", "text_with_video", "text_with_audio", "interactive"]),
    );
    expect(new Set(topics.map((t) => t.interaction).filter(Boolean))).toEqual(
      new Set(["flashcards", "progressive_disclosure", "math_problem", "rex_activity"]),
    );
    const byId = new Map(topics.map((t) => [t.id, t]));
    const { mathSingle, mathMulti, video } = QUICK_COURSE_IDS.topicIdsByType;
    expect(byId.get(mathSingle)).toMatchObject({ interaction: "math_problem", multi: null });
    expect(byId.get(mathMulti)).toMatchObject({ interaction: "math_problem", multi: 2 });
    expect(byId.get(video)?.content_type).toBe("video");
  });

  it("has math problems with multi-part answers, steps and a calculator", async () => {
    const [multi] = await rows<{ n: number }>(
      sql`select count(*)::int as n from lesson_topics t join course_lessons cl on cl.lesson_id = t.lesson_id
          where cl.course_id = ${preLicensingId}
            and t.content_data->>'interaction_type' = 'math_problem'
            and jsonb_array_length(t.content_data->'interactive_data'->'multi_answer') = 2
            and jsonb_array_length(t.content_data->'interactive_data'->'steps') >= 2
            and (t.content_data->'interactive_data'->>'show_calculator')::boolean`,
    );
    expect(multi.n).toBe(1);
  });

  it("has a sectioned, randomised pre-licensing final exam that draws fewer questions than each section holds", async () => {
    const sections = await rows<{ pull: number; total: number; duration: number; randomized: boolean }>(
      sql`select s.questions_to_pull as pull, count(q.id)::int as total, z.duration_minutes as duration,
                 z.randomize_questions as randomized
          from course_final_exams f join quizzes z on z.id = f.quiz_id
          join quiz_sections s on s.quiz_id = z.id left join quiz_questions q on q.section_id = s.id
          where f.course_id = ${preLicensingId} and z.quiz_type = 'final_exam'
          group by s.id, z.id`,
    );
    expect(sections).toHaveLength(3);
    for (const section of sections) {
      expect(section.pull).toBeLessThan(section.total);
      expect(section).toMatchObject({ duration: 60, randomized: true });
    }
  });

  it("links a lesson quiz to every lesson, and a final exam, the evaluation and a certificate template to every published course", async () => {
    const gaps = await rows<{ slug: string; missing: string }>(
      sql`select c.slug, 'lesson quiz' as missing from courses c join course_lessons cl on cl.course_id = c.id
            where c.status = 'published' and not exists (select 1 from course_lesson_quizzes x where x.course_id = c.id and x.lesson_id = cl.lesson_id)
          union all select c.slug, 'final exam' from courses c where c.status = 'published' and not exists (select 1 from course_final_exams x where x.course_id = c.id)
          union all select c.slug, 'evaluation' from courses c where c.status = 'published' and not exists (select 1 from course_evaluations x where x.course_id = c.id)
          union all select c.slug, 'template' from courses c where c.status = 'published' and not exists (select 1 from course_certificate_templates x where x.course_id = c.id)`,
    );
    expect(gaps).toEqual([]);
    const [overall] = await rows<{ n: number }>(
      sql`select count(*)::int as n from evaluation_questions where question_text = ${OVERALL_RATING_QUESTION} and question_type = 'star_rating'`,
    );
    expect(overall.n).toBe(1);
  });

  it("seeds every demo account with its role, a confirmed e-mail and the demo password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await rows<{ hash: string; confirmed: unknown; roles: string[] | null; first_name: string }>(
        sql`select u.password_hash as hash, u.email_confirmed_at as confirmed, p.first_name,
                   (select array_agg(r.role::text) from user_roles r where r.user_id = u.id) as roles
            from users u join profiles p on p.id = u.id where u.email = ${account.email}`,
      );
      expect(user, account.email).toBeDefined();
      expect(user.confirmed).not.toBeNull();
      expect(user.first_name).toBe(account.firstName);
      expect(user.roles ?? []).toEqual(account.role === "student" ? [] : [account.role]);
      expect(await verifyPassword(user.hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it("gives the demo student an active premium membership and progress in the pre-licensing course", async () => {
    const [student] = await rows<{ subscribed: boolean; status: string; tier: string; position: string; pct: string; done: number }>(
      sql`select p.subscribed, p.subscription_status as status, p.subscription_tier as tier,
                 a.current_position as position, s.progress_percentage::text as pct, s.completed_content_items as done
          from profiles p
          join student_course_access a on a.user_id = p.id and a.course_id = ${preLicensingId}
          join user_course_progress_summary s on s.user_id = p.id and s.course_id = ${preLicensingId}
          where p.id = ${DEMO_USER_IDS.student}`,
    );
    expect(student).toMatchObject({ subscribed: true, status: "active", tier: "premium", done: 8 });
    const [progress] = await rows<{ n: number }>(
      sql`select count(*)::int as n from student_progress where user_id = ${DEMO_USER_IDS.student} and course_id = ${preLicensingId}`,
    );
    expect(progress.n).toBe(8);
    const topicId = student.position.replace(/^topic:/, "");
    expect(student.position).toMatch(/^topic:/);
    const [topic] = await rows<{ n: number }>(sql`select count(*)::int as n from lesson_topics where id = ${topicId}`);
    expect(topic.n).toBe(1);

    const [free] = await rows<{ subscribed: boolean; status: string; license: string | null }>(
      sql`select subscribed, subscription_status as status, license_number as license from profiles where id = ${DEMO_USER_IDS.free}`,
    );
    expect(free).toEqual({ subscribed: false, status: "inactive", license: null });
  });

  it("keeps the draft course unpublished and the quick course tiny", async () => {
    const [draft] = await rows<{ status: string }>(sql`select status from courses where slug = ${COURSE_SLUGS.draft}`);
    expect(draft.status).toBe("draft");

    const [quick] = await rows<{ topics: number; duration: number; finals: number; questions: number }>(
      sql`select (select count(*)::int from lesson_topics where lesson_id = ${QUICK_COURSE_IDS.lessonId}) as topics,
                 z.duration_minutes as duration,
                 (select count(*)::int from course_final_exams where course_id = ${QUICK_COURSE_IDS.courseId}) as finals,
                 (select count(*)::int from quiz_questions where quiz_id = z.id) as questions
          from quizzes z where z.id = ${QUICK_COURSE_IDS.finalExamId}`,
    );
    expect(quick).toEqual({ topics: QUICK_COURSE_IDS.allTopicIds.length, duration: 2, finals: 1, questions: 3 });
    expect(QUICK_COURSE_IDS.allTopicIds).toHaveLength(10);
    const [lessonQuiz] = await rows<{ n: number }>(
      sql`select count(*)::int as n from course_lesson_quizzes
          where course_id = ${QUICK_COURSE_IDS.courseId} and quiz_id = ${QUICK_COURSE_IDS.lessonQuizId}`,
    );
    expect(lessonQuiz.n).toBe(1);
  });

  it("only references local media that ship in public/ (audio at most 200 KB)", async () => {
    const media = await rows<{ url: string }>(
      sql`select content_data->>'audio_url' as url from lesson_topics where content_data->>'audio_url' like '/%'
          union select image_url from courses union select image_url from course_bundles
          union select logo_url from companies union select avatar_url from instructors where avatar_url is not null`,
    );
    expect(media.some((m) => m.url.startsWith("/audio/"))).toBe(true);
    for (const { url } of media) {
      const file = path.join(process.cwd(), "public", url);
      expect(existsSync(file), url).toBe(true);
      if (url.startsWith("/audio/")) expect(statSync(file).size).toBeLessThanOrEqual(200 * 1024);
    }
  });

  // Runs last: it edits rows.
  it("restores edited catalogue rows on the next run but never overwrites accounts", async () => {
    await getDb().execute(sql`update courses set title = 'Edited' where id = ${QUICK_COURSE_IDS.courseId}`);
    await getDb().execute(sql`update profiles set first_name = 'Changed' where id = ${DEMO_USER_IDS.free}`);
    await seed(getDb());
    const [course] = await rows<{ title: string }>(sql`select title from courses where id = ${QUICK_COURSE_IDS.courseId}`);
    expect(course.title).toBe("Quick Start: Louisiana Agency Basics");
    const [profile] = await rows<{ name: string }>(sql`select first_name as name from profiles where id = ${DEMO_USER_IDS.free}`);
    expect(profile.name).toBe("Changed");
  });
});
