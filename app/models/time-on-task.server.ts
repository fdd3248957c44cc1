// Time on task: intervals a learner spends on a content item, the evidence for seat-time records.
// A page view starts an interval; heartbeats (with JavaScript) extend it by what the server credits
// (see ~/rules/time-on-task). Without JavaScript the next page view credits the gap, up to one cap.
import { and, desc, eq, max, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { creditedSeconds, HEARTBEAT_INTERVAL_MS } from "~/rules/time-on-task";

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

/**
 * Records a page view of an item and returns the new interval's id. When the learner's previous
 * interval in this course was never extended by a heartbeat (a page without JavaScript), the time
 * until this view is credited to it, up to the cap.
 */
export async function recordPageView(userId: string, courseId: string, contentKey: string, now: Date = new Date()): Promise<string> {
  return getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    const [previous] = await tx
      .select({ id: timeOnTask.id, courseId: timeOnTask.courseId, startedAt: timeOnTask.startedAt, endedAt: timeOnTask.endedAt })
      .from(timeOnTask)
      .where(eq(timeOnTask.userId, userId))
      .orderBy(desc(timeOnTask.startedAt), desc(timeOnTask.createdAt))
      .limit(1);
    if (previous && previous.courseId === courseId && previous.endedAt.getTime() === previous.startedAt.getTime()) {
      const seconds = creditedSeconds({ claimedSeconds: null, lastActivityAt: previous.endedAt, now });
      if (seconds > 0) {
        await tx
          .update(timeOnTask)
          .set({ seconds, endedAt: new Date(previous.startedAt.getTime() + seconds * 1000) })
          .where(eq(timeOnTask.id, previous.id));
      }
    }
    const [row] = await tx
      .insert(timeOnTask)
      .values({ userId, courseId, contentKey, startedAt: now, endedAt: now, seconds: 0 })
      .returning({ id: timeOnTask.id });
    return row.id;
  });
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
