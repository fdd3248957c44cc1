// The per-course progress summary (user_course_progress_summary): completed items over the course's
// content items, percentage rounded to one decimal (requirement learning-data-fields progressStats, requirement learning-constants). Recomputed from
// student_progress inside the transaction that completes an item, so it can never drift.
import { and, eq, inArray, isNull, max, min, or, sql } from "drizzle-orm";
import { schema, type Db, type Tx } from "~/db.server";

const {
  courseEvaluations,
  courseFinalExams,
  courseLessonQuizzes,
  courseLessons,
  lessonTopics,
  studentProgress,
  userCourseProgressSummary,
} = schema;

export type ProgressSummary = {
  completedContentItems: number;
  totalContentItems: number;
  /** 0–100, one decimal. */
  progressPercentage: number;
  firstCompletedAt: Date | null;
  lastCompletedAt: Date | null;
};

/** Subqueries for the ids of a course's content items, by kind. */
function courseItemIds(executor: Db | Tx, courseId: string) {
  const lessonIds = executor
    .select({ id: courseLessons.lessonId })
    .from(courseLessons)
    .where(and(eq(courseLessons.courseId, courseId), isNull(courseLessons.archivedAt)));
  return {
    lessonIds,
    topics: executor
      .select({ id: lessonTopics.id })
      .from(lessonTopics)
      .where(and(inArray(lessonTopics.lessonId, lessonIds), isNull(lessonTopics.archivedAt))),
    lessonQuizzes: executor
      .select({ id: courseLessonQuizzes.quizId })
      .from(courseLessonQuizzes)
      .where(eq(courseLessonQuizzes.courseId, courseId)),
    finalExams: executor.select({ id: courseFinalExams.quizId }).from(courseFinalExams).where(eq(courseFinalExams.courseId, courseId)),
    evaluations: executor
      .select({ id: courseEvaluations.evaluationId })
      .from(courseEvaluations)
      .where(eq(courseEvaluations.courseId, courseId)),
  };
}

/**
 * The course's content items, as the player lists them: every topic of the course's lessons, the
 * lesson quizzes, the final exam(s) and the evaluation(s). No status filter: every linked item counts.
 */
export async function countCourseContentItems(executor: Db | Tx, courseId: string): Promise<number> {
  const { lessonIds } = courseItemIds(executor, courseId);
  const counts = [
    await executor.$count(lessonTopics, and(inArray(lessonTopics.lessonId, lessonIds), isNull(lessonTopics.archivedAt))),
    await executor.$count(courseLessonQuizzes, eq(courseLessonQuizzes.courseId, courseId)),
    await executor.$count(courseFinalExams, eq(courseFinalExams.courseId, courseId)),
    await executor.$count(courseEvaluations, eq(courseEvaluations.courseId, courseId)),
  ];
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Completed items of the course (only items still in it), with the first and last completion times. */
async function completedItems(executor: Db | Tx, userId: string, courseId: string) {
  const items = courseItemIds(executor, courseId);
  const [row] = await executor
    .select({
      completed: sql<number>`count(*)`.mapWith(Number),
      first: min(studentProgress.completedAt),
      last: max(studentProgress.completedAt),
    })
    .from(studentProgress)
    .where(
      and(
        eq(studentProgress.userId, userId),
        eq(studentProgress.courseId, courseId),
        or(
          inArray(studentProgress.lessonTopicId, items.topics),
          inArray(studentProgress.quizId, items.lessonQuizzes),
          inArray(studentProgress.quizId, items.finalExams),
          inArray(studentProgress.evaluationId, items.evaluations),
        ),
      ),
    );
  return { completed: row?.completed ?? 0, first: row?.first ?? null, last: row?.last ?? null };
}

/** completed / total as a percentage with one decimal; 0 for a course without content. */
export function progressPercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 1000) / 10);
}

/**
 * Recomputes and stores the learner's summary for a course (completed/total/percentage, first and
 * last completion). Call it inside the transaction that wrote the progress row; pass that `tx`.
 */
export async function refreshProgressSummary(tx: Tx, userId: string, courseId: string): Promise<ProgressSummary> {
  const total = await countCourseContentItems(tx, courseId);
  const { completed, first, last } = await completedItems(tx, userId, courseId);
  const summary: ProgressSummary = {
    completedContentItems: completed,
    totalContentItems: total,
    progressPercentage: progressPercentage(completed, total),
    firstCompletedAt: first,
    lastCompletedAt: last,
  };
  await tx
    .insert(userCourseProgressSummary)
    .values({ userId, courseId, ...summary, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [userCourseProgressSummary.userId, userCourseProgressSummary.courseId],
      set: { ...summary, updatedAt: new Date() },
    });
  return summary;
}
