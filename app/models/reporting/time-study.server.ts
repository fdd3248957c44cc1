// The time-study report (decision 0088): per course and per lesson, the 25th, 50th and 75th
// percentiles of learners' credited seat time (time on task, which credits only under its
// tamper-proof rules), over every learner with any time in the course. One statement, for the page
// (timeStudy) and the CSV (exportTimeStudy): a row for the course and one per lesson, so one page.
import { eq, sql } from "drizzle-orm";
import { getDb, rows, schema } from "~/db.server";
import type { TimeStudyRow } from "~/rules/time-study";

export async function getTimeStudyCourse(id: string) {
  const [row] = await getDb()
    .select({ id: schema.courses.id, title: schema.courses.title, slug: schema.courses.slug, hours: schema.courses.hours })
    .from(schema.courses)
    .where(eq(schema.courses.id, id));
  return row ? { ...row, hours: Number(row.hours) } : null;
}

type Raw = { scope: "course" | "lesson"; title: string; learners: number | string; p: (number | null)[] | string | null; ord: number };

export async function timeStudy(courseId: string): Promise<TimeStudyRow[]> {
  const list = await rows<Raw>(sql`
    with spent as (
      select user_id, content_key, sum(seconds)::int as seconds
        from time_on_task where course_id = ${courseId}
       group by user_id, content_key
    ),
    item_lesson as (
      select 'topic:' || lt.id::text as content_key, lt.lesson_id
        from lesson_topics lt join course_lessons cl on cl.lesson_id = lt.lesson_id and cl.course_id = ${courseId}
      union all
      select 'quiz:' || clq.quiz_id::text, clq.lesson_id from course_lesson_quizzes clq where clq.course_id = ${courseId}
    ),
    per_course as (
      select user_id, sum(seconds) as seconds from spent group by user_id having sum(seconds) > 0
    ),
    per_lesson as (
      select s.user_id, il.lesson_id, sum(s.seconds) as seconds
        from spent s join item_lesson il on il.content_key = s.content_key
       group by s.user_id, il.lesson_id having sum(s.seconds) > 0
    )
    select 'course' as scope, c.title, (select count(*) from per_course)::int as learners,
           (select percentile_cont(array[0.25, 0.5, 0.75]::float8[]) within group (order by seconds) from per_course) as p,
           -1 as ord
      from courses c where c.id = ${courseId}
    union all
    select 'lesson', l.title, count(pl.user_id)::int,
           case when count(pl.user_id) > 0 then percentile_cont(array[0.25, 0.5, 0.75]::float8[]) within group (order by pl.seconds) end,
           cl.order_index
      from course_lessons cl
      join lessons l on l.id = cl.lesson_id
      left join per_lesson pl on pl.lesson_id = cl.lesson_id
     where cl.course_id = ${courseId} and cl.archived_at is null
     group by l.id, l.title, cl.order_index
    order by ord`);
  return list.map((row) => {
    const p = typeof row.p === "string" ? parsePgArray(row.p) : (row.p ?? [null, null, null]);
    const round = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
    return {
      scope: row.scope,
      title: row.title,
      learners: Number(row.learners),
      p25Seconds: round(p[0]),
      medianSeconds: round(p[1]),
      p75Seconds: round(p[2]),
    };
  });
}

/** "{1.5,2,NULL}" → [1.5, 2, null] (a driver that sends arrays as text). */
function parsePgArray(text: string): (number | null)[] {
  return text
    .replace(/^\{|\}$/g, "")
    .split(",")
    .map((v) => (v === "NULL" || v === "" ? null : Number(v)));
}

/** The report for its CSV (csvDownload): the page's statement, its rows as the one page. */
export async function* exportTimeStudy(courseId: string): AsyncGenerator<TimeStudyRow[]> {
  yield await timeStudy(courseId);
}
