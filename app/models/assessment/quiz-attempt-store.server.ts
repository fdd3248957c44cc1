// Storage and closing of quiz attempts: the shared reads, the row lock, and scoring an attempt to
// finish it (on submit or at its deadline). Used by quiz-attempt.server.ts and quiz-result.server.ts;
// screens import from quiz-attempt.server.ts.
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";
import { scoreAttempt } from "~/rules/quiz-scoring";
import { ANSWER_LETTERS, type AnswerLetter, type QuestionOrderEntry } from "~/rules/quiz-shuffle";
import { isUuid } from "~/rules/ids";

const { courseFinalExams, courseLessonQuizzes, quizAttempts, quizQuestions, quizResponses, quizSections, quizzes, studentProgress } =
  schema;

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type Executor = Db | Tx;

export type NotFound = { ok: false; reason: "not_found" };
export const NOT_FOUND: NotFound = { ok: false, reason: "not_found" };
export type AttemptOutcome = { attemptId: string; scorePercentage: number; passed: boolean; completedAt: Date };

/** Ids come from URLs and forms: anything not uuid-shaped is simply not found (never a 500). */
export { isUuid };

export function isExpired(attempt: AttemptRow, now: Date): boolean {
  return attempt.completedAt === null && attempt.deadlineAt !== null && now.getTime() >= attempt.deadlineAt.getTime();
}

/** The display letter of an original letter in one question of the attempt. */
export function displayLetter(entry: QuestionOrderEntry, original: AnswerLetter | null): AnswerLetter | null {
  const index = original ? entry.choices.indexOf(original) : -1;
  return index >= 0 ? ANSWER_LETTERS[index] : null;
}

type ChoiceTexts = { choiceA: string; choiceB: string; choiceC: string | null; choiceD: string | null };
export function choiceText(question: ChoiceTexts, letter: AnswerLetter): string {
  return { A: question.choiceA, B: question.choiceB, C: question.choiceC, D: question.choiceD }[letter] ?? "";
}

/** The quiz if it is one of the course's lesson quizzes or final exams. */
export async function loadCourseQuiz(executor: Executor, courseId: string, quizId: string) {
  const [row] = await executor
    .select({
      id: quizzes.id,
      title: quizzes.title,
      description: quizzes.description,
      passingScorePercentage: quizzes.passingScorePercentage,
      durationMinutes: quizzes.durationMinutes,
      randomizeQuestions: quizzes.randomizeQuestions,
      randomizeAnswerChoices: quizzes.randomizeAnswerChoices,
      questionsToPull: quizzes.questionsToPull,
      lessonLink: courseLessonQuizzes.id,
      finalLink: courseFinalExams.id,
    })
    .from(quizzes)
    .leftJoin(courseLessonQuizzes, and(eq(courseLessonQuizzes.quizId, quizzes.id), eq(courseLessonQuizzes.courseId, courseId)))
    .leftJoin(courseFinalExams, and(eq(courseFinalExams.quizId, quizzes.id), eq(courseFinalExams.courseId, courseId)))
    .where(eq(quizzes.id, quizId));
  if (!row || (!row.lessonLink && !row.finalLink)) return null;
  const { lessonLink: _lesson, finalLink, ...quiz } = row;
  return { ...quiz, isFinalExam: finalLink !== null };
}
export type CourseQuiz = NonNullable<Awaited<ReturnType<typeof loadCourseQuiz>>>;

export async function findAttempt(executor: Executor, attemptId: string, userId: string): Promise<AttemptRow | null> {
  if (!isUuid(attemptId) || !isUuid(userId)) return null;
  const [row] = await executor
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)));
  return row ?? null;
}

/** The attempt, locked until the transaction ends (serialises saves, submits and closing). */
export async function lockAttempt(tx: Tx, attemptId: string, userId?: string): Promise<AttemptRow | null> {
  const owner = userId ? eq(quizAttempts.userId, userId) : undefined;
  const [row] = await tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), owner))
    .for("update");
  return row ?? null;
}

export function attemptsOf(userId: string, courseId: string, quizId: string) {
  return and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), eq(quizAttempts.quizId, quizId));
}

export async function findOpenAttempt(executor: Executor, userId: string, courseId: string, quizId: string) {
  const [row] = await executor
    .select()
    .from(quizAttempts)
    .where(and(attemptsOf(userId, courseId, quizId), isNull(quizAttempts.completedAt)));
  return row ?? null;
}

export async function sectionTitles(executor: Executor, quizId: string) {
  const rows = await executor
    .select({ id: quizSections.id, title: quizSections.title, orderIndex: quizSections.orderIndex })
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId));
  return { rows, titleOf: (id: string | null) => rows.find((s) => s.id === id)?.title ?? null };
}

/** Saved answers of an attempt: question id → original letter (null when cleared). */
export async function savedAnswers(executor: Executor, attemptId: string) {
  const rows = await executor
    .select({ questionId: quizResponses.questionId, selectedAnswer: quizResponses.selectedAnswer, isCorrect: quizResponses.isCorrect })
    .from(quizResponses)
    .where(eq(quizResponses.attemptId, attemptId));
  return new Map(rows.map((row) => [row.questionId, row]));
}

/**
 * Scores an open, locked attempt and finishes it at `completedAt`: marks every question's response
 * (unanswered ones get a row with no answer, counted incorrect), stores score and verdict, and on a
 * pass completes the quiz item and refreshes the course progress summary.
 */
export async function finishAttempt(tx: Tx, attempt: AttemptRow, completedAt: Date): Promise<AttemptOutcome> {
  const [quiz] = await tx
    .select({ passingScorePercentage: quizzes.passingScorePercentage })
    .from(quizzes)
    .where(eq(quizzes.id, attempt.quizId));
  const keys = await tx
    .select({ id: quizQuestions.id, sectionId: quizQuestions.sectionId, correctAnswer: quizQuestions.correctAnswer })
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.id,
        attempt.questionOrder.map((entry) => entry.questionId),
      ),
    );
  const keyById = new Map(keys.map((key) => [key.id, key]));
  const answers = await savedAnswers(tx, attempt.id);
  const score = scoreAttempt(
    attempt.questionOrder
      .filter((entry) => keyById.has(entry.questionId))
      .map((entry) => ({
        questionId: entry.questionId,
        sectionId: keyById.get(entry.questionId)!.sectionId,
        correctAnswer: keyById.get(entry.questionId)!.correctAnswer,
        selectedAnswer: answers.get(entry.questionId)?.selectedAnswer ?? null,
      })),
    quiz?.passingScorePercentage,
  );

  if (score.questions.length > 0) {
    await tx
      .insert(quizResponses)
      .values(
        score.questions.map((q) => ({
          attemptId: attempt.id,
          questionId: q.questionId,
          selectedAnswer: q.selectedAnswer,
          isCorrect: q.isCorrect,
          answeredAt: completedAt,
        })),
      )
      .onConflictDoUpdate({
        target: [quizResponses.attemptId, quizResponses.questionId],
        set: { isCorrect: sql`excluded.is_correct` },
      });
  }
  await tx
    .update(quizAttempts)
    .set({ completedAt, scorePercentage: score.scorePercentage, passed: score.passed })
    .where(eq(quizAttempts.id, attempt.id));

  if (score.passed) {
    await tx
      .insert(studentProgress)
      .values({ userId: attempt.userId, courseId: attempt.courseId, contentType: "quiz", quizId: attempt.quizId, completedAt })
      .onConflictDoNothing();
    await refreshProgressSummary(tx, attempt.userId, attempt.courseId);
  }
  return { attemptId: attempt.id, scorePercentage: score.scorePercentage, passed: score.passed, completedAt };
}

/** When a submission finishes the attempt: now, but never after the deadline. */
export function closingTime(attempt: AttemptRow, now: Date): Date {
  return attempt.deadlineAt && now.getTime() > attempt.deadlineAt.getTime() ? attempt.deadlineAt : now;
}

/**
 * Closes and scores the attempt as of its deadline if it is still open and its time is up.
 * Returns true when this call closed it. Safe to call concurrently (row lock).
 */
export async function closeExpiredAttempt(attemptId: string, now: Date = new Date()): Promise<boolean> {
  if (!isUuid(attemptId)) return false;
  return getDb().transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt || !isExpired(attempt, now)) return false;
    await finishAttempt(tx, attempt, attempt.deadlineAt!);
    return true;
  });
}

/** Closes every open attempt of the learner at this quiz whose time is up. */
export async function closeExpiredAttemptsOf(userId: string, courseId: string, quizId: string, now: Date) {
  const expired = await getDb()
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(attemptsOf(userId, courseId, quizId), isNull(quizAttempts.completedAt), lte(quizAttempts.deadlineAt, now)));
  for (const { id } of expired) await closeExpiredAttempt(id, now);
}
