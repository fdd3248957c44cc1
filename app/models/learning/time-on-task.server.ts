// Time on task: intervals a learner spends on a content item, the evidence for seat-time records.
// A page view starts an interval; heartbeats (with JavaScript) extend it by what the server credits
// (see ~/rules/time-on-task). Without JavaScript the next page view credits the gap, up to one cap.
import { and, eq, max, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { creditedSeconds, HEARTBEAT_INTERVAL_MS, MAX_CREDIT_SECONDS } from "~/rules/time-on-task";

const { timeOnTask } = schema;

/** A gap longer than two heartbeats means the learner was away: the next report starts a new interval. */
const NEW_INTERVAL_AFTER_MS = 2 * HEARTBEAT_INTERVAL_MS;

function lockUser(tx: Tx, userId: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`time-on-task:${userId}`}, 0))`);
}

async function lastActivity(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(timeOnTask.endedAt) })
    .from(timeOnTask)
    .where(eq(timeOnTask.userId, userId));
  const at = row?.at as Date | string | null | undefined;
  return at ? new Date(at) : null;
}

/** A learner opening an item of a course. */
export type PageView = { userId: string; courseId: string; contentKey: string };

/**
 * The common table expressions of a page view, one statement with no lock or transaction: the
 * learner's latest interval (the `(user_id, started_at)` index finds it); when it is in this course
 * and was never extended by a heartbeat (a page without JavaScript), the time until this view is
 * credited to it — the wall-clock gap, at most MAX_CREDIT_SECONDS, as `creditedSeconds` credits a
 * report with no claim —; then a new interval starts (`page_view`, returning its id). Two views at
 * the same instant each start an interval and credit the same absolute gap, so no lock is needed.
 * The course's delivery policy, when on, adds its idle limit (decision 0087): a gap longer than the
 * limit means the learner was away, and nothing is credited for it (rules/delivery-policy pageViewGapCredit).
 */
export function pageViewStatements({ userId, courseId, contentKey }: PageView, now: Date): SQL {
  const at = now.toISOString(); // raw SQL parameters are text on every driver; cast below
  return sql`
    previous as (
      select id, course_id, started_at, ended_at from time_on_task
       where user_id = ${userId}
       order by started_at desc, created_at desc
       limit 1
    ),
    credited as (
      select id, started_at,
             case when extract(epoch from (${at}::timestamptz - ended_at)) > coalesce(
                         (select p.idle_limit_minutes * 60 from course_delivery_policies p where p.course_id = ${courseId} and p.enabled),
                         'infinity'::float8)
                  then 0
                  else floor(least(${MAX_CREDIT_SECONDS}::int, extract(epoch from (${at}::timestamptz - ended_at))))::int end as seconds
        from previous
       where course_id = ${courseId} and ended_at = started_at
    ),
    credit as (
      update time_on_task t
         set seconds = c.seconds, ended_at = c.started_at + make_interval(secs => c.seconds)
        from credited c
       where t.id = c.id and c.seconds > 0 and t.ended_at = t.started_at
    ),
    page_view as (
      insert into time_on_task (user_id, course_id, content_key, started_at, ended_at, seconds)
      values (${userId}, ${courseId}, ${contentKey}, ${at}::timestamptz, ${at}::timestamptz, 0)
      returning id
    )`;
}

/** Records a page view of an item (see pageViewStatements) and returns the new interval's id. */
export async function recordPageView(userId: string, courseId: string, contentKey: string, now: Date = new Date()): Promise<string> {
  const result = (await getDb().execute(
    sql`with ${pageViewStatements({ userId, courseId, contentKey }, now)} select id from page_view`,
  )) as unknown;
  const [row] = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
  return row!.id;
}

export type HeartbeatResult = { intervalId: string; credited: number } | null;

/**
 * A heartbeat (or the page-hide beacon) for an interval of this user: credits at most the claimed
 * active seconds, the wall-clock time since the user's last recorded activity and the cap. After a
 * long gap a new interval starts (its id is returned for the next reports). null: not this user's.
 */
export async function recordHeartbeat(
  userId: string,
  intervalId: string,
  claimedSeconds: number,
  now: Date = new Date(),
): Promise<HeartbeatResult> {
  return getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    const [interval] = await tx
      .select({ id: timeOnTask.id, courseId: timeOnTask.courseId, contentKey: timeOnTask.contentKey, endedAt: timeOnTask.endedAt })
      .from(timeOnTask)
      .where(and(eq(timeOnTask.id, intervalId), eq(timeOnTask.userId, userId)));
    if (!interval) return null;
    const credited = creditedSeconds({ claimedSeconds, lastActivityAt: await lastActivity(tx, userId), now });
    if (now.getTime() - interval.endedAt.getTime() > NEW_INTERVAL_AFTER_MS) {
      const [row] = await tx
        .insert(timeOnTask)
        .values({
          userId,
          courseId: interval.courseId,
          contentKey: interval.contentKey,
          startedAt: new Date(now.getTime() - credited * 1000),
          endedAt: now,
          seconds: credited,
        })
        .returning({ id: timeOnTask.id });
      return { intervalId: row.id, credited };
    }
    await tx
      .update(timeOnTask)
      .set({ endedAt: now, seconds: sql`${timeOnTask.seconds} + ${credited}` })
      .where(eq(timeOnTask.id, interval.id));
    return { intervalId: interval.id, credited };
  });
}

/** Total credited seconds per content item for a learner and course (for reports and tests). */
export async function secondsByItem(userId: string, courseId: string): Promise<Record<string, number>> {
  const list = await getDb()
    .select({ contentKey: timeOnTask.contentKey, seconds: sql<number>`sum(${timeOnTask.seconds})::int` })
    .from(timeOnTask)
    .where(and(eq(timeOnTask.userId, userId), eq(timeOnTask.courseId, courseId)))
    .groupBy(timeOnTask.contentKey);
  return Object.fromEntries(list.map((row) => [row.contentKey, Number(row.seconds)]));
}
