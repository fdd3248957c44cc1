// The LREC roster (decision 0029): every certificate of a course completed in a date range — the name and
// license number as printed on the certificate (the profile's license number when the certificate
// carries none: certificates print it only for courses that require it), the course title and credit hours, the dates of
// attendance (the first recorded access of that attempt to its completion) and the final exam score.
// Seat time of the attempt against what the course's delivery policy required when the certificate was
// issued (kept in its details; a certificate issued before that was kept shows the current policy's
// requirement). Decision 0087.
// Streamed a page at a time (keyset on completion date and certificate id). Decision 0032. It keeps its
// keyset rather than the list kit's exportPages (decision 0097), whose offset pages slow down as a big
// export goes deeper; the page's count and the download stay on the kit's FilterForm and ExportLink.
import { eq, sql } from "drizzle-orm";
import { getDb, rows, schema } from "~/db.server";
import type { RosterQuery, RosterRow } from "~/rules/lrec-roster";

const { courses, profiles, generatedCertificates: certs, timeOnTask, studentCourseAccess: access, quizAttempts, courseFinalExams } = schema;

export async function getRosterCourse(id: string) {
  const [row] = await getDb().select({ id: courses.id, title: courses.title, slug: courses.slug }).from(courses).where(eq(courses.id, id));
  return row ?? null;
}

/**
 * One page of roster rows. First access: the earliest time-on-task interval of the attempt (after the
 * previous certificate of the course, if a retake), else when access was granted if that was before
 * the completion; the final score: the last passed final-exam attempt completed by the certificate.
 */
export async function rosterPage(
  query: RosterQuery,
  after: { date: string; id: string } | null,
  limit: number,
): Promise<(RosterRow & { rowId: string })[]> {
  const cursor = after ? sql`and (g.completion_date, g.id) > (${after.date}::date, ${after.id}::uuid)` : sql``;
  return rows<RosterRow & { rowId: string }>(sql`
    select g.id as "rowId", g.student_name as "studentName", coalesce(g.license_number, pr.license_number) as "licenseNumber", g.course_title as "courseTitle",
           g.hours::float8 as "hours", g.completion_date::text as "completionDate", g.unique_certificate_id as "certificateId",
           (coalesce(
              (select min(t.started_at) from ${timeOnTask} t
                where t.user_id = g.user_id and t.course_id = g.course_id and t.started_at <= g.generated_at and t.started_at > coalesce(prev.generated_at, '-infinity')),
              (select a.granted_at from ${access} a
                where a.user_id = g.user_id and a.course_id = g.course_id and a.granted_at <= g.generated_at and a.granted_at > coalesce(prev.generated_at, '-infinity'))
            ) at time zone 'America/Chicago')::date::text as "firstAccess",
           (select qa.score_percentage from ${quizAttempts} qa join ${courseFinalExams} fe on fe.quiz_id = qa.quiz_id and fe.course_id = qa.course_id
             where qa.user_id = g.user_id and qa.course_id = g.course_id and qa.passed and qa.completed_at <= g.generated_at
             order by qa.completed_at desc limit 1) as "finalScore",
           (select coalesce(sum(t.seconds), 0) from ${timeOnTask} t
             where t.user_id = g.user_id and t.course_id = g.course_id and t.started_at <= g.generated_at
               and t.started_at > coalesce(prev.generated_at, '-infinity'))::int as "seatSeconds",
           (case when g.details -> 'requiredSeatSeconds' is not null then (g.details ->> 'requiredSeatSeconds')::int
                 else (select ceil(c.hours * 3600 * p.required_seat_time_percent / 100.0) from course_delivery_policies p join ${courses} c on c.id = p.course_id
                        where p.course_id = g.course_id and p.enabled)::int end) as "requiredSeatSeconds",
           ${integrityColumns}
    from ${certs} g
    left join ${profiles} pr on pr.id = g.user_id
    left join lateral (
      select p.generated_at from ${certs} p
      where p.user_id = g.user_id and p.course_id = g.course_id and p.attempt_number < g.attempt_number
      order by p.attempt_number desc limit 1) prev on true
    where g.course_id = ${query.course}::uuid and g.completion_date between ${query.from}::date and ${query.to}::date ${cursor}
    order by g.completion_date, g.id
    limit ${limit}`);
}

/**
 * Identity verification and final-exam integrity up to the certificate (decision 0089): identity
 * checks passed and failed, attestations signed, proctoring sessions passed and failed — in the
 * course, by the learner, before the certificate was issued.
 */
const integrityColumns = sql`
  (select count(*) from identity_checks ic where ic.user_id = g.user_id and ic.course_id = g.course_id and ic.result = 'passed' and ic.asked_at <= g.generated_at)::int as "checksPassed",
  (select count(*) from identity_checks ic where ic.user_id = g.user_id and ic.course_id = g.course_id and ic.result = 'failed' and ic.asked_at <= g.generated_at)::int as "checksFailed",
  (select count(*) from exam_attestations ea where ea.user_id = g.user_id and ea.course_id = g.course_id and ea.attested_at <= g.generated_at)::int as "attestations",
  (select count(*) from proctoring_sessions ps where ps.user_id = g.user_id and ps.course_id = g.course_id and ps.status = 'passed' and ps.started_at <= g.generated_at)::int as "proctoringPassed",
  (select count(*) from proctoring_sessions ps where ps.user_id = g.user_id and ps.course_id = g.course_id and ps.status = 'failed' and ps.started_at <= g.generated_at)::int as "proctoringFailed"`;

/** Every roster row, a page at a time (memory stays flat however many completions). */
export async function* exportRoster(query: RosterQuery, pageSize = 500): AsyncGenerator<RosterRow[]> {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const page = await rosterPage(query, after, pageSize);
    if (page.length === 0) return;
    yield page.map(({ rowId: _rowId, ...row }) => ({
      ...row,
      hours: Number(row.hours),
      finalScore: row.finalScore === null ? null : Number(row.finalScore),
      seatSeconds: Number(row.seatSeconds),
      requiredSeatSeconds: row.requiredSeatSeconds === null ? null : Number(row.requiredSeatSeconds),
    }));
    if (page.length < pageSize) return;
    const last = page[page.length - 1];
    after = { date: last.completionDate, id: last.rowId };
  }
}

/** How many rows the roster has (shown before downloading). */
export async function countRoster(query: RosterQuery): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`
    select count(*)::int as n from ${certs} g
    where g.course_id = ${query.course}::uuid and g.completion_date between ${query.from}::date and ${query.to}::date`);
  return Number(row?.n ?? 0);
}
