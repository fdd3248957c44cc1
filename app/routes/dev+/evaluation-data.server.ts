// Local stand-ins only (/dev/evaluation/:course): shortcuts that let the evaluation screen be tried
// and tested end to end before the course player can walk a learner there.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";
import { moveSeatTime } from "./seat-time-data.server";

const { courseFinalExams, courseLessonQuizzes, courseLessons, lessonTopics, profiles, studentProgress } = schema;

/**
 * Marks every topic, lesson quiz and final exam of the course completed for the user, and credits
 * the seat time the course's delivery policy still requires (a passed final exam implies it was met;
 * decision 0087), so the evaluation can be submitted as a real learner's would.
 */
export async function completeNonEvaluationItems(userId: string, courseId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const lessonIds = tx
      .select({ id: courseLessons.lessonId })
      .from(courseLessons)
      .where(and(eq(courseLessons.courseId, courseId), isNull(courseLessons.archivedAt)));
    const topics = await tx.select({ id: lessonTopics.id }).from(lessonTopics).where(inArray(lessonTopics.lessonId, lessonIds));
    const quizzes = [
      ...(await tx.select({ id: courseLessonQuizzes.quizId }).from(courseLessonQuizzes).where(eq(courseLessonQuizzes.courseId, courseId))),
      ...(await tx.select({ id: courseFinalExams.quizId }).from(courseFinalExams).where(eq(courseFinalExams.courseId, courseId))),
    ];
    const rows = [
      ...topics.map((t) => ({ userId, courseId, contentType: "topic" as const, lessonTopicId: t.id, quizId: null })),
      ...quizzes.map((q) => ({ userId, courseId, contentType: "quiz" as const, lessonTopicId: null, quizId: q.id })),
    ];
    if (rows.length) await tx.insert(studentProgress).values(rows).onConflictDoNothing();
    await refreshProgressSummary(tx, userId, courseId);
  });
  await moveSeatTime(userId, courseId, { kind: "meet" });
}

/** Sets (or clears, with "") the profile's license number, as the profile page would. */
export async function setLicenseNumber(userId: string, licenseNumber: string): Promise<void> {
  await getDb()
    .update(profiles)
    .set({ licenseNumber: licenseNumber.trim() || null })
    .where(eq(profiles.id, userId));
}
