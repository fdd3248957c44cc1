// Local stand-ins only (/dev/learners complete=<slug>, the seed's helpers, tests): finishes a course
// for a learner at once — every content item completed, the summary at 100 %, the certificate issued
// — so the certificate pages and the retake can be shown without playing a course through.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { schema, type Tx } from "~/db.server";
import { issueCertificate, type GeneratedCertificate } from "~/models/certificates/certificate.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";

const { courseEvaluations, courseFinalExams, courseLessonQuizzes, courseLessons, lessonTopics, studentProgress } = schema;

export async function completeCourseNow(
  tx: Tx,
  userId: string,
  courseId: string,
  now: Date = new Date(),
): Promise<GeneratedCertificate | null> {
  const lessonIds = tx
    .select({ id: courseLessons.lessonId })
    .from(courseLessons)
    .where(and(eq(courseLessons.courseId, courseId), isNull(courseLessons.archivedAt)));
  const [topics, lessonQuizzes, finals, evaluations] = await Promise.all([
    tx.select({ id: lessonTopics.id }).from(lessonTopics).where(inArray(lessonTopics.lessonId, lessonIds)),
    tx.select({ id: courseLessonQuizzes.quizId }).from(courseLessonQuizzes).where(eq(courseLessonQuizzes.courseId, courseId)),
    tx.select({ id: courseFinalExams.quizId }).from(courseFinalExams).where(eq(courseFinalExams.courseId, courseId)),
    tx.select({ id: courseEvaluations.evaluationId }).from(courseEvaluations).where(eq(courseEvaluations.courseId, courseId)),
  ]);
  const rows: (typeof studentProgress.$inferInsert)[] = [
    ...topics.map((t) => ({ userId, courseId, contentType: "topic" as const, lessonTopicId: t.id, completedAt: now })),
    ...[...lessonQuizzes, ...finals].map((q) => ({ userId, courseId, contentType: "quiz" as const, quizId: q.id, completedAt: now })),
    ...evaluations.map((e) => ({ userId, courseId, contentType: "evaluation" as const, evaluationId: e.id, completedAt: now })),
  ];
  if (rows.length > 0) await tx.insert(studentProgress).values(rows).onConflictDoNothing();
  await refreshProgressSummary(tx, userId, courseId);
  const evaluationId = evaluations[0]?.id;
  return evaluationId ? issueCertificate(tx, { userId, courseId, evaluationId, now }) : null;
}
