// Results and history of quiz attempts (requirement learning-screens Quiz screen result tabs, requirement learning-operations item 8, requirement learning-error-texts). Correct
// answers and explanations leave the server only here, and only for finished attempts.
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb, schema, type Db } from "~/db.server";
import {
  attemptsOf,
  choiceText,
  closeExpiredAttempt,
  closeExpiredAttemptsOf,
  displayLetter,
  findAttempt,
  isExpired,
  isUuid,
  NOT_FOUND,
  savedAnswers,
  sectionTitles,
  type AttemptRow,
  type NotFound,
} from "~/models/assessment/quiz-attempt-store.server";
import { durationSeconds } from "~/rules/quiz-history";
import { DEFAULT_PASSING_SCORE, summariseSections, type SectionSummary } from "~/rules/quiz-scoring";
import { ANSWER_LETTERS, type AnswerLetter } from "~/rules/quiz-shuffle";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import { sanitizeRichText } from "~/utils/sanitize.server";

const { courseFinalExams, quizAttempts, quizQuestions, quizzes } = schema;

export type ReviewStatus = "correct" | "incorrect" | "not_answered";
export type ReviewChoice = { letter: AnswerLetter; text: string; isCorrect: boolean; selected: boolean };
export type ReviewItem = {
  questionId: string;
  number: number;
  sectionTitle: string | null;
  questionHtml: string;
  status: ReviewStatus;
  choices: ReviewChoice[];
  /** Display letters, as the learner saw them. */
  selectedLetter: AnswerLetter | null;
  correctLetter: AnswerLetter | null;
  /** Sanitised rich text, "" when there is none. */
  explanationHtml: string;
};
export type AttemptResultView = {
  attemptId: string;
  quizId: string;
  courseId: string;
  attemptNumber: number;
  title: string;
  isFinalExam: boolean;
  passingScorePercentage: number;
  scorePercentage: number;
  passed: boolean;
  correct: number;
  total: number;
  startedAt: Date;
  completedAt: Date;
  durationSeconds: number;
  /** Closed by the server at the deadline rather than submitted in time. */
  timedOut: boolean;
  /** Summary tab: only for quizzes with sections, in section order. */
  sections: SectionSummary[];
  review: ReviewItem[];
};
export type ResultResult = { ok: true; result: AttemptResultView } | NotFound | { ok: false; reason: "not_finished"; attemptId: string };

export type HistoryEntry = {
  attemptId: string;
  attemptNumber: number;
  scorePercentage: number;
  passed: boolean;
  startedAt: Date;
  completedAt: Date;
  createdAt: Date;
  durationSeconds: number;
};
export type HistoryResult =
  { ok: true; attempts: HistoryEntry[] } | { ok: false; reason: "failed"; message: typeof QUIZ_TEXTS.historyError };

/**
 * The result of a finished attempt: score, verdict, per-section summary (quizzes with sections) and
 * review items (Correct / Incorrect / Not Answered, learner's and correct answer as display letters,
 * sanitised explanation). An open attempt whose time is up is closed first; one still running gives
 * `not_finished` and reveals nothing.
 */
export async function getAttemptResult(attemptId: string, userId: string, now: Date = new Date()): Promise<ResultResult> {
  const db = getDb();
  let attempt = await findAttempt(db, attemptId, userId);
  if (!attempt) return NOT_FOUND;
  if (!attempt.completedAt) {
    if (!isExpired(attempt, now)) return { ok: false, reason: "not_finished", attemptId: attempt.id };
    await closeExpiredAttempt(attempt.id, now);
    attempt = await findAttempt(db, attemptId, userId);
    if (!attempt?.completedAt) return { ok: false, reason: "not_finished", attemptId };
  }
  return { ok: true, result: await resultView(db, attempt as AttemptRow & { completedAt: Date }) };
}

async function resultView(db: Db, attempt: AttemptRow & { completedAt: Date }): Promise<AttemptResultView> {
  const [quiz] = await db
    .select({ title: quizzes.title, passingScorePercentage: quizzes.passingScorePercentage, finalLink: courseFinalExams.id })
    .from(quizzes)
    .leftJoin(courseFinalExams, and(eq(courseFinalExams.quizId, quizzes.id), eq(courseFinalExams.courseId, attempt.courseId)))
    .where(eq(quizzes.id, attempt.quizId));
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.id,
        attempt.questionOrder.map((entry) => entry.questionId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sections = await sectionTitles(db, attempt.quizId);
  const answers = await savedAnswers(db, attempt.id);

  const review = attempt.questionOrder
    .filter((entry) => byId.has(entry.questionId))
    .map((entry, index): ReviewItem => {
      const question = byId.get(entry.questionId)!;
      const answer = answers.get(question.id);
      const selected = answer?.selectedAnswer ?? null;
      const isCorrect = answer?.isCorrect ?? selected === question.correctAnswer;
      return {
        questionId: question.id,
        number: index + 1,
        sectionTitle: sections.titleOf(question.sectionId),
        questionHtml: sanitizeRichText(question.questionText),
        status: selected === null ? "not_answered" : isCorrect ? "correct" : "incorrect",
        choices: entry.choices.map((original, i) => ({
          letter: ANSWER_LETTERS[i],
          text: choiceText(question, original),
          isCorrect: original === question.correctAnswer,
          selected: original === selected,
        })),
        selectedLetter: displayLetter(entry, selected),
        correctLetter: displayLetter(entry, question.correctAnswer),
        explanationHtml: sanitizeRichText(question.explanation ?? ""),
      };
    });
  const sectionOf = (id: string) => byId.get(id)?.sectionId ?? null;
  return {
    attemptId: attempt.id,
    quizId: attempt.quizId,
    courseId: attempt.courseId,
    attemptNumber: attempt.attemptNumber,
    title: quiz?.title ?? "",
    isFinalExam: Boolean(quiz?.finalLink),
    passingScorePercentage: quiz?.passingScorePercentage ?? DEFAULT_PASSING_SCORE,
    scorePercentage: attempt.scorePercentage ?? 0,
    passed: attempt.passed ?? false,
    correct: review.filter((item) => item.status === "correct").length,
    total: review.length,
    startedAt: attempt.startedAt,
    completedAt: attempt.completedAt,
    durationSeconds: durationSeconds(attempt.startedAt, attempt.completedAt),
    timedOut: attempt.deadlineAt !== null && attempt.completedAt.getTime() >= attempt.deadlineAt.getTime(),
    sections:
      sections.rows.length === 0
        ? []
        : summariseSections(
            sections.rows,
            review.map((item) => ({ sectionId: sectionOf(item.questionId), isCorrect: item.status === "correct" })),
          ),
    review,
  };
}

/**
 * The learner's finished attempts at this course's quiz, newest first, with duration in seconds
 * (History tab; an empty list shows QUIZ_TEXTS.historyEmpty). A failure gives the required
 * "Unable to load attempt history".
 */
export async function listAttemptHistory(input: { userId: string; courseId: string; quizId: string; now?: Date }): Promise<HistoryResult> {
  const { userId, courseId, quizId, now = new Date() } = input;
  if (![userId, courseId, quizId].every(isUuid)) return { ok: true, attempts: [] };
  try {
    await closeExpiredAttemptsOf(userId, courseId, quizId, now);
    const rows = await getDb()
      .select()
      .from(quizAttempts)
      .where(and(attemptsOf(userId, courseId, quizId), isNotNull(quizAttempts.completedAt)))
      .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.attemptNumber));
    return {
      ok: true,
      attempts: rows.map((row) => ({
        attemptId: row.id,
        attemptNumber: row.attemptNumber,
        scorePercentage: row.scorePercentage ?? 0,
        passed: row.passed ?? false,
        startedAt: row.startedAt,
        completedAt: row.completedAt!,
        createdAt: row.createdAt,
        durationSeconds: durationSeconds(row.startedAt, row.completedAt!),
      })),
    };
  } catch (error) {
    console.error(`Loading quiz attempt history failed (quiz ${quizId})`, error);
    return { ok: false, reason: "failed", message: QUIZ_TEXTS.historyError };
  }
}
