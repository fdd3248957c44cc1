// /admin/reports (decision 0029): the school's learning activity per Louisiana month and course, in one
// statement — enrollments (course access granted), completions and credit hours (certificates by
// completion date) and final-exam attempts completed and passed. The page shapes it with
// app/rules/admin-reports.ts; decision 0038.
import { asc, sql, type SQL } from "drizzle-orm";
import { getDb, rows, schema } from "~/db.server";
import type { ActivityRow, ReportCourse } from "~/rules/admin-reports";

const { courses, generatedCertificates: certs, studentCourseAccess: access, quizAttempts, courseFinalExams } = schema;

/** Every course, for the by-course table and the course picker. */
export async function listReportCourses(): Promise<ReportCourse[]> {
  return getDb().select({ id: courses.id, title: courses.title, status: courses.status }).from(courses).orderBy(asc(courses.title));
}

/**
 * One row per month (YYYY-MM, Louisiana) and course with any activity from the first day of
 * `first` to the last day of `last`. Timestamps are compared with the instants of those Louisiana
 * midnights (so the indexes on them could serve); certificates by their Louisiana completion date.
 */
export async function learningActivity(first: string, last: string): Promise<ActivityRow[]> {
  const from = `${first}-01`;
  const to = sql`(${`${last}-01`}::date + interval '1 month')::date`;
  const instant = (day: SQL) => sql`(${day}::timestamp at time zone 'America/Chicago')`;
  const month = (at: SQL) => sql`to_char(${at} at time zone 'America/Chicago', 'YYYY-MM')`;
  const found = await rows<ActivityRow>(sql`
    select month, course_id as "courseId",
           sum(enrollments)::int as enrollments, sum(completions)::int as completions, sum(hours)::float8 as hours,
           sum(attempts)::int as attempts, sum(passed)::int as passed
    from (
      select ${month(sql`a.granted_at`)} as month, a.course_id, count(*) as enrollments, 0 as completions, 0 as hours, 0 as attempts, 0 as passed
        from ${access} a
        where a.granted_at >= ${instant(sql`${from}::date`)} and a.granted_at < ${instant(to)}
        group by 1, 2
      union all
      select to_char(g.completion_date, 'YYYY-MM'), g.course_id, 0, count(*), sum(g.hours), 0, 0
        from ${certs} g
        where g.completion_date >= ${from}::date and g.completion_date < ${to}
        group by 1, 2
      union all
      select ${month(sql`q.completed_at`)}, q.course_id, 0, 0, 0, count(*), count(*) filter (where q.passed)
        from ${quizAttempts} q
        join ${courseFinalExams} f on f.course_id = q.course_id and f.quiz_id = q.quiz_id
        where q.completed_at >= ${instant(sql`${from}::date`)} and q.completed_at < ${instant(to)}
        group by 1, 2
    ) activity
    group by month, course_id`);
  return found.map((row) => ({ ...row, hours: Number(row.hours) }));
}
