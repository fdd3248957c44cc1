// Local stand-ins only (/dev/seat-time/:course, tests): moves a learner's seat time so journeys reach
// a locked or an open final exam without sitting through a 90-hour course (decision 0087). Time goes
// in as time-on-task intervals that end now, on the first topic of the lessons that need it.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { getSeatTimeStatus } from "~/models/learning/delivery-policy.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";

const { courses, courseLessons, courseLessonQuizzes, lessonTopics, studentProgress, timeOnTask } = schema;

export type SeatTimeMove = { kind: "meet" } | { kind: "short"; seconds: number } | { kind: "add"; seconds: number };

/** The course by id or slug, with its final exam (null when there is no such course). */
export async function findDevCourse(courseIdOrSlug: string) {
  const [row] = await getDb()
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(/^[0-9a-f-]{36}$/i.test(courseIdOrSlug) ? eq(courses.id, courseIdOrSlug.toLowerCase()) : eq(courses.slug, courseIdOrSlug));
  if (!row) return null;
  const [exam] = await getDb()
    .select({ quizId: schema.courseFinalExams.quizId })
    .from(schema.courseFinalExams)
    .where(eq(schema.courseFinalExams.courseId, row.id))
    .orderBy(asc(schema.courseFinalExams.orderIndex))
    .limit(1);
  return { ...row, finalExamHref: exam ? `/course-player/${row.slug}/final-exam/${exam.quizId}` : null };
}

/** The first (unarchived) topic of each of the course's lessons, in order. */
async function firstTopics(tx: Tx, courseId: string): Promise<Map<string, string>> {
  const list = await tx
    .select({ lessonId: lessonTopics.lessonId, topicId: lessonTopics.id })
    .from(lessonTopics)
    .innerJoin(courseLessons, and(eq(courseLessons.lessonId, lessonTopics.lessonId), eq(courseLessons.courseId, courseId)))
    .where(and(isNull(lessonTopics.archivedAt), isNull(courseLessons.archivedAt)))
    .orderBy(asc(courseLessons.orderIndex), asc(lessonTopics.orderIndex));
  const first = new Map<string, string>();
  for (const row of list) if (!first.has(row.lessonId)) first.set(row.lessonId, row.topicId);
  return first;
}

async function credit(tx: Tx, userId: string, courseId: string, topicId: string, seconds: number, now: Date) {
  if (seconds <= 0) return;
  await tx.insert(timeOnTask).values({
    userId,
    courseId,
    contentKey: `topic:${topicId}`,
    startedAt: new Date(now.getTime() - seconds * 1000),
    endedAt: now,
    seconds,
  });
}

/**
 * meet: credits exactly what the course still needs (each lesson's minimum first);
 * short: credits up to `seconds` below the requirement (lessons' minimums met);
 * add: credits `seconds` more. Returns the learner's seconds afterwards.
 */
export async function moveSeatTime(userId: string, courseId: string, move: SeatTimeMove, now = new Date()): Promise<number> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`time-on-task:${userId}`}, 0))`);
    const topics = await firstTopics(tx, courseId);
    const firstTopic = topics.values().next().value;
    if (!firstTopic) return 0;
    if (move.kind === "add") {
      await credit(tx, userId, courseId, firstTopic, move.seconds, now);
    } else {
      const before = await getSeatTimeStatus(userId, courseId, tx);
      for (const lesson of before.lessonsShort) {
        await credit(tx, userId, courseId, topics.get(lesson.lessonId) ?? firstTopic, lesson.remainingSeconds, now);
      }
      const after = await getSeatTimeStatus(userId, courseId, tx);
      const keep = move.kind === "short" ? move.seconds : 0;
      await credit(tx, userId, courseId, firstTopic, after.remainingSeconds - keep, now);
    }
    return (await getSeatTimeStatus(userId, courseId, tx)).creditedSeconds;
  });
}

/** Marks every topic and lesson quiz of the course completed (not the final exam, not the evaluation). */
export async function completeBeforeFinalExam(userId: string, courseId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const lessonIds = tx
      .select({ id: courseLessons.lessonId })
      .from(courseLessons)
      .where(and(eq(courseLessons.courseId, courseId), isNull(courseLessons.archivedAt)));
    const topics = await tx.select({ id: lessonTopics.id }).from(lessonTopics).where(inArray(lessonTopics.lessonId, lessonIds));
    const quizzes = await tx
      .select({ id: courseLessonQuizzes.quizId })
      .from(courseLessonQuizzes)
      .where(eq(courseLessonQuizzes.courseId, courseId));
    const rows = [
      ...topics.map((t) => ({ userId, courseId, contentType: "topic" as const, lessonTopicId: t.id, quizId: null })),
      ...quizzes.map((q) => ({ userId, courseId, contentType: "quiz" as const, lessonTopicId: null, quizId: q.id })),
    ];
    if (rows.length) await tx.insert(studentProgress).values(rows).onConflictDoNothing();
    await refreshProgressSummary(tx, userId, courseId);
  });
}
