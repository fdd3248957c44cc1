// Quiz attempts, owned by the server (requirement learning-screens Quiz screen, requirement progress-unlocking-and-quiz-flow Quiz, requirements learning-validation-rules, learning-error-texts; the server owns timing and scoring, README Security).
//
// - An attempt is created here with its question selection, question order, choice order (seeded by
//   user, quiz and attempt number) and deadline; a reload shows the same quiz.
// - Answers are saved one by one as the original letter; the learner only ever sees DISPLAY letters
//   (A, B, C… in the attempt's choice order), mapped through the stored order.
// - Correct answers and explanations are never read by the functions that serve an open attempt;
//   they leave the server only through `getAttemptResult`, for finished attempts.
// - The server owns the timer: any read or write of an open attempt past its deadline closes and
//   scores it as of the deadline, and a late answer is refused.
// - Submitting is one transaction holding a row lock on the attempt: a double submit changes nothing.
//
// Unlocking (may this learner open this quiz now?) and enrollment are checked by the player route.
//
// This module (start, take, answer, submit, status) also re-exports the result and history
// functions of quiz-result.server.ts; storage and scoring live in quiz-attempt-store.server.ts.
import { and, desc, eq, inArray, isNull, max } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import {
  attemptsOf,
  choiceText,
  closeExpiredAttempt,
  closeExpiredAttemptsOf,
  closingTime,
  displayLetter,
  findAttempt,
  findOpenAttempt,
  finishAttempt,
  isExpired,
  isUuid,
  loadCourseQuiz,
  lockAttempt,
  NOT_FOUND,
  savedAnswers,
  sectionTitles,
  type AttemptOutcome,
  type AttemptRow,
  type CourseQuiz,
  type Executor,
  type NotFound,
} from "~/models/assessment/quiz-attempt-store.server";
import { ANSWER_LETTERS, buildQuestionOrder, type AnswerLetter, type QuestionOrderEntry } from "~/rules/quiz-shuffle";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import { attemptDeadline, attemptTimeLimit, effectiveDuration } from "~/rules/quiz-authoring";
import { extraTimeOf } from "~/models/assessment/quiz-accommodation.server";
import { sanitizeRichText } from "~/utils/sanitize.server";

export { closeExpiredAttempt, type AttemptOutcome, type NotFound };
export { getAttemptResult, listAttemptHistory } from "~/models/assessment/quiz-result.server";
export type { AttemptResultView, HistoryResult, ReviewItem, ReviewStatus } from "~/models/assessment/quiz-result.server";

import { getSeatTimeStatus } from "~/models/learning/delivery-policy.server";
import { seatTimeLockMessage, type DeliveryPolicy } from "~/rules/delivery-policy";
import { lockExamGate } from "~/models/assessment/exam-integrity.server";

const { quizAttempts, quizQuestions, quizResponses, quizSections } = schema;

/** The attempt was already finished (submitted, or closed at its deadline). */
export type Finished = { ok: false; reason: "finished"; attemptId: string };
/** Time ran out: the attempt has just been closed and scored as of its deadline. Show its result. */
export type Expired = { ok: false; reason: "expired"; attemptId: string };
export type NoQuestions = { ok: false; reason: "no_questions"; message: typeof QUIZ_TEXTS.noQuestions };

export type TakingChoice = { letter: AnswerLetter; text: string };
export type TakingQuestion = {
  questionId: string;
  /** 1-based position in the attempt. */
  number: number;
  sectionTitle: string | null;
  /** Sanitised rich text. */
  questionHtml: string;
  /** In display order; `letter` is the DISPLAY letter, the one to post back as `displayChoice`. */
  choices: TakingChoice[];
  /** Display letter of the saved answer. */
  selected: AnswerLetter | null;
};
/** An open attempt as the learner takes it: no correct answers, no explanations. */
export type TakingAttempt = {
  attemptId: string;
  quizId: string;
  courseId: string;
  attemptNumber: number;
  title: string;
  descriptionHtml: string;
  /** A course's final exam (a quiz with no lesson: the screen titles it "Final Exam"). */
  isFinalExam: boolean;
  passingScorePercentage: number;
  durationMinutes: number | null;
  startedAt: Date;
  deadlineAt: Date | null;
  /** Whole seconds left by the server's clock; null when untimed. */
  secondsRemaining: number | null;
  questions: TakingQuestion[];
  answeredCount: number;
  unansweredCount: number;
};

/** A final exam whose course's seat time is not met yet (decision 0087): the message says how much is still needed. */
export type SeatTimeShort = { ok: false; reason: "seat_time"; message: string };
/** A final exam under a delivery policy whose gate items (check, attestation, proctoring) are missing or taken (decision 0090). */
export type ExamGateShut = { ok: false; reason: "exam_gate" };
export type StartResult =
  { ok: true; created: boolean; attempt: TakingAttempt } | NotFound | NoQuestions | Expired | SeatTimeShort | ExamGateShut;
export type TakingResult = { ok: true; attempt: TakingAttempt } | NotFound | Finished | Expired;

export type AnswerChoice = { displayChoice: AnswerLetter } | { originalLetter: AnswerLetter };
export type SaveAnswerResult =
  | { ok: true; questionId: string; selected: AnswerLetter }
  | NotFound
  | Finished
  | Expired
  | { ok: false; reason: "question_not_in_attempt" }
  | { ok: false; reason: "invalid_choice" };

export type SubmitResult =
  | { ok: true; alreadySubmitted: boolean; outcome: AttemptOutcome }
  | NotFound
  | { ok: false; reason: "submission_failed"; message: typeof QUIZ_TEXTS.submissionFailed };

export type QuizStatus = {
  openAttemptId: string | null;
  latestFinished: { attemptId: string; scorePercentage: number; passed: boolean } | null;
  finishedCount: number;
  everPassed: boolean;
};

const NO_QUESTIONS: NoQuestions = { ok: false, reason: "no_questions", message: QUIZ_TEXTS.noQuestions };

function secondsRemaining(deadlineAt: Date | null, now: Date): number | null {
  if (!deadlineAt) return null;
  return Math.max(0, Math.ceil((deadlineAt.getTime() - now.getTime()) / 1000));
}

/** The original letter a posted choice stands for, or null when the question has no such choice. */
function originalLetter(entry: QuestionOrderEntry, choice: AnswerChoice): AnswerLetter | null {
  if ("displayChoice" in choice) return entry.choices[ANSWER_LETTERS.indexOf(choice.displayChoice)] ?? null;
  return entry.choices.includes(choice.originalLetter) ? choice.originalLetter : null;
}

/** The learner's view of an open attempt. Reads no correct answer and no explanation. */
async function takingView(executor: Executor, attempt: AttemptRow, quiz: CourseQuiz, now: Date): Promise<TakingAttempt> {
  const ids = attempt.questionOrder.map((entry) => entry.questionId);
  const rows = await executor
    .select({
      id: quizQuestions.id,
      sectionId: quizQuestions.sectionId,
      questionText: quizQuestions.questionText,
      choiceA: quizQuestions.choiceA,
      choiceB: quizQuestions.choiceB,
      choiceC: quizQuestions.choiceC,
      choiceD: quizQuestions.choiceD,
    })
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sections = await sectionTitles(executor, attempt.quizId);
  const answers = await savedAnswers(executor, attempt.id);
  const questions = attempt.questionOrder
    .filter((entry) => byId.has(entry.questionId))
    .map((entry, index): TakingQuestion => {
      const question = byId.get(entry.questionId)!;
      return {
        questionId: question.id,
        number: index + 1,
        sectionTitle: sections.titleOf(question.sectionId),
        questionHtml: sanitizeRichText(question.questionText),
        choices: entry.choices.map((original, i) => ({ letter: ANSWER_LETTERS[i], text: choiceText(question, original) })),
        selected: displayLetter(entry, answers.get(question.id)?.selectedAnswer ?? null),
      };
    });
  const answeredCount = questions.filter((q) => q.selected !== null).length;
  return {
    attemptId: attempt.id,
    quizId: attempt.quizId,
    courseId: attempt.courseId,
    attemptNumber: attempt.attemptNumber,
    title: quiz.title,
    descriptionHtml: sanitizeRichText(quiz.description ?? ""),
    isFinalExam: quiz.isFinalExam,
    passingScorePercentage: quiz.passingScorePercentage,
    // This attempt's own limit (the learner's extra time is in its deadline), not rounded to a minute.
    durationMinutes: attemptTimeLimit(attempt.startedAt, attempt.deadlineAt),
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt,
    secondsRemaining: secondsRemaining(attempt.deadlineAt, now),
    questions,
    answeredCount,
    unansweredCount: questions.length - answeredCount,
  };
}

// ---------------------------------------------------------------------------------------------
// The API the quiz screens call
// ---------------------------------------------------------------------------------------------

/**
 * Resumes the learner's open attempt at this course's quiz, or starts attempt n+1 with its seeded
 * question/choice order and deadline (start + duration, null when untimed). Checks the quiz belongs
 * to the course and has questions; NOT whether it is unlocked (the player route does that).
 * Concurrent calls get the same attempt (one open attempt per user/quiz/course is a unique index).
 * An open attempt whose time is up is closed and scored instead: `{ reason: "expired", attemptId }`.
 */
export async function startOrResumeAttempt(input: {
  userId: string;
  courseId: string;
  quizId: string;
  now?: Date;
  /**
   * The course's delivery policy, when the final exam's integrity gate applies (decision 0090): a new
   * final-exam attempt is then created only in one transaction with its gate items locked and claimed.
   */
  examPolicy?: DeliveryPolicy;
}): Promise<StartResult> {
  const { userId, courseId, quizId, now = new Date(), examPolicy } = input;
  if (![userId, courseId, quizId].every(isUuid)) return NOT_FOUND;
  const db = getDb();
  const quiz = await loadCourseQuiz(db, courseId, quizId);
  if (!quiz) return NOT_FOUND;
  const bank = await loadQuestionBank(db, quizId);

  const gated = quiz.isFinalExam && examPolicy?.enabled === true;
  let gateShut = false;
  for (let tries = 0; tries < 5; tries++) {
    const open = await findOpenAttempt(db, userId, courseId, quizId);
    if (open && isExpired(open, now)) {
      await closeExpiredAttempt(open.id, now);
      return { ok: false, reason: "expired", attemptId: open.id };
    }
    if (open) return { ok: true, created: false, attempt: await takingView(db, open, quiz, now) };
    // The gate items were missing or taken by a concurrent start, which has no open attempt to resume.
    if (gateShut) return EXAM_GATE_SHUT;
    // A new final-exam attempt needs the course's seat time (an open one, started when it was met, resumes).
    // Credited time only grows, so checking before the insert cannot be raced into a wrong start.
    if (quiz.isFinalExam && tries === 0) {
      const seatTime = await getSeatTimeStatus(userId, courseId, db);
      if (!seatTime.met) return { ok: false, reason: "seat_time", message: seatTimeLockMessage(seatTime) };
    }

    const created = gated
      ? await insertGatedAttempt(quiz, bank, userId, courseId, examPolicy!, now)
      : await insertNextAttempt(db, quiz, bank, userId, courseId, now);
    if (created === "exam_gate") {
      // Look once more for the attempt a concurrent start opened with these items (it has committed).
      gateShut = true;
      continue;
    }
    if (created === "no_questions") return NO_QUESTIONS;
    if (created) return { ok: true, created: true, attempt: await takingView(db, created, quiz, now) };
    // null: another request started one first; loop and resume it.
  }
  throw new Error(`Could not start an attempt of quiz ${quizId}`);
}

const EXAM_GATE_SHUT: ExamGateShut = { ok: false, reason: "exam_gate" };

/**
 * A new final-exam attempt and the claim of the gate items that open it, one transaction: the items
 * are locked first; without them nothing is written ("exam_gate"). A concurrent start waits on the
 * locks, then finds the items used and resumes the attempt they opened.
 */
async function insertGatedAttempt(
  quiz: CourseQuiz,
  bank: Awaited<ReturnType<typeof loadQuestionBank>>,
  userId: string,
  courseId: string,
  policy: DeliveryPolicy,
  now: Date,
): Promise<AttemptRow | null | "no_questions" | "exam_gate"> {
  return getDb().transaction(async (tx) => {
    const claim = await lockExamGate(tx, { userId, courseId, quizId: quiz.id }, policy, now);
    if (!claim) return "exam_gate" as const;
    const created = await insertNextAttempt(tx, quiz, bank, userId, courseId, now);
    if (created && created !== "no_questions") await claim(created.id);
    return created;
  });
}

/** The bank as the shuffle needs it: no correct answers, no explanations. */
async function loadQuestionBank(executor: Executor, quizId: string) {
  const sections = await executor
    .select({ id: quizSections.id, orderIndex: quizSections.orderIndex, questionsToPull: quizSections.questionsToPull })
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId));
  const questions = await executor
    .select({
      id: quizQuestions.id,
      orderIndex: quizQuestions.orderIndex,
      sectionId: quizQuestions.sectionId,
      choiceA: quizQuestions.choiceA,
      choiceB: quizQuestions.choiceB,
      choiceC: quizQuestions.choiceC,
      choiceD: quizQuestions.choiceD,
    })
    .from(quizQuestions)
    // Retired questions (replaced by an edit, or deleted after learners saw them) stay for history only.
    .where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt)));
  return { sections, questions };
}

/**
 * Inserts attempt n+1 with its seeded order and deadline. Null when a concurrent request inserted
 * first (the open-attempt or attempt-number key): the caller resumes that one.
 */
async function insertNextAttempt(
  executor: Executor,
  quiz: CourseQuiz,
  bank: Awaited<ReturnType<typeof loadQuestionBank>>,
  userId: string,
  courseId: string,
  now: Date,
): Promise<AttemptRow | null | "no_questions"> {
  const [last] = await executor
    .select({ number: max(quizAttempts.attemptNumber) })
    .from(quizAttempts)
    .where(attemptsOf(userId, courseId, quiz.id));
  const attemptNumber = (last?.number ?? 0) + 1;
  const questionOrder = buildQuestionOrder(quiz, bank.sections, bank.questions, { userId, quizId: quiz.id, attemptNumber });
  if (questionOrder.length === 0) return "no_questions";
  const [created] = await executor
    .insert(quizAttempts)
    .values({
      userId,
      courseId,
      quizId: quiz.id,
      attemptNumber,
      questionOrder,
      startedAt: now,
      createdAt: now,
      // The learner's extra time (accommodation) scales the duration, or lifts the limit.
      deadlineAt: attemptDeadline(now, quiz.durationMinutes, await extraTimeOf(executor, userId)),
    })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

/**
 * The learner's open attempt as they take it: questions in the stored order, choices under display
 * letters, saved answers and the time left by the server's clock — never correct answers or
 * explanations. A finished attempt gives `finished`; one whose time is up is closed (`expired`).
 */
export async function getAttemptForTaking(attemptId: string, userId: string, now: Date = new Date()): Promise<TakingResult> {
  const db = getDb();
  const attempt = await findAttempt(db, attemptId, userId);
  if (!attempt) return NOT_FOUND;
  if (attempt.completedAt) return { ok: false, reason: "finished", attemptId: attempt.id };
  if (isExpired(attempt, now)) {
    await closeExpiredAttempt(attempt.id, now);
    return { ok: false, reason: "expired", attemptId: attempt.id };
  }
  const quiz = await loadCourseQuiz(db, attempt.courseId, attempt.quizId);
  if (!quiz) return NOT_FOUND;
  return { ok: true, attempt: await takingView(db, attempt, quiz, now) };
}

/**
 * Saves (or changes) the learner's answer to one question of their open attempt. The choice is a
 * display letter as shown (`displayChoice`) or an original letter (`originalLetter`). Refused with a
 * reason when the attempt is someone else's or unknown (`not_found`), finished, past its deadline
 * (the attempt is then closed and scored as of the deadline: `expired`), the question is not in the
 * attempt, or the choice does not exist.
 */
export async function saveAnswer(
  input: { attemptId: string; userId: string; questionId: string; now?: Date } & AnswerChoice,
): Promise<SaveAnswerResult> {
  const { attemptId, userId, questionId, now = new Date() } = input;
  if (!isUuid(attemptId) || !isUuid(userId)) return NOT_FOUND;
  return getDb().transaction(async (tx): Promise<SaveAnswerResult> => {
    const attempt = await lockAttempt(tx, attemptId, userId);
    if (!attempt) return NOT_FOUND;
    if (attempt.completedAt) return { ok: false, reason: "finished", attemptId };
    if (isExpired(attempt, now)) {
      await finishAttempt(tx, attempt, attempt.deadlineAt!);
      return { ok: false, reason: "expired", attemptId };
    }
    const entry = attempt.questionOrder.find((e) => e.questionId === questionId);
    if (!entry) return { ok: false, reason: "question_not_in_attempt" };
    const original = originalLetter(entry, input);
    if (!original) return { ok: false, reason: "invalid_choice" };
    await tx
      .insert(quizResponses)
      .values({ attemptId, questionId, selectedAnswer: original, answeredAt: now })
      .onConflictDoUpdate({
        target: [quizResponses.attemptId, quizResponses.questionId],
        set: { selectedAnswer: original, answeredAt: now },
      });
    return { ok: true, questionId, selected: displayLetter(entry, original)! };
  });
}

function storedOutcome(attempt: AttemptRow, completedAt: Date): AttemptOutcome {
  return { attemptId: attempt.id, scorePercentage: attempt.scorePercentage ?? 0, passed: attempt.passed ?? false, completedAt };
}

/**
 * Submits the learner's attempt in one transaction with a row lock: scores it (unanswered =
 * incorrect), finishes it at min(now, deadline), marks the responses, and on a pass completes the
 * quiz item and refreshes the progress summary. Submitting a finished attempt returns its stored
 * result unchanged (`alreadySubmitted: true`). A database failure gives the required
 * "Submission Failed - …" text.
 */
export async function submitAttempt(input: { attemptId: string; userId: string; now?: Date }): Promise<SubmitResult> {
  const { attemptId, userId, now = new Date() } = input;
  if (!isUuid(attemptId) || !isUuid(userId)) return NOT_FOUND;
  try {
    return await getDb().transaction(async (tx): Promise<SubmitResult> => {
      const attempt = await lockAttempt(tx, attemptId, userId);
      if (!attempt) return NOT_FOUND;
      if (attempt.completedAt) return { ok: true, alreadySubmitted: true, outcome: storedOutcome(attempt, attempt.completedAt) };
      return { ok: true, alreadySubmitted: false, outcome: await finishAttempt(tx, attempt, closingTime(attempt, now)) };
    });
  } catch (error) {
    console.error(`Quiz submission failed (attempt ${attemptId})`, error);
    return { ok: false, reason: "submission_failed", message: QUIZ_TEXTS.submissionFailed };
  }
}

/**
 * What the quiz screen should show before starting anything: the open attempt to resume (expired
 * ones are closed first), the latest finished attempt (for its result), how many are finished and
 * whether any passed. Creates nothing.
 */
export async function getQuizStatus(input: { userId: string; courseId: string; quizId: string; now?: Date }): Promise<QuizStatus> {
  const { userId, courseId, quizId, now = new Date() } = input;
  const empty: QuizStatus = { openAttemptId: null, latestFinished: null, finishedCount: 0, everPassed: false };
  if (![userId, courseId, quizId].every(isUuid)) return empty;
  await closeExpiredAttemptsOf(userId, courseId, quizId, now);
  const rows = await getDb()
    .select({
      id: quizAttempts.id,
      completedAt: quizAttempts.completedAt,
      score: quizAttempts.scorePercentage,
      passed: quizAttempts.passed,
    })
    .from(quizAttempts)
    .where(attemptsOf(userId, courseId, quizId))
    .orderBy(desc(quizAttempts.attemptNumber));
  const finished = rows.filter((row) => row.completedAt !== null);
  const latest = finished[0];
  return {
    openAttemptId: rows.find((row) => row.completedAt === null)?.id ?? null,
    latestFinished: latest ? { attemptId: latest.id, scorePercentage: latest.score ?? 0, passed: latest.passed ?? false } : null,
    finishedCount: finished.length,
    everPassed: finished.some((row) => row.passed),
  };
}

export type QuizIntro = {
  title: string;
  descriptionHtml: string;
  isFinalExam: boolean;
  passingScorePercentage: number;
  durationMinutes: number | null;
  /** How many questions an attempt draws (the same for every attempt). */
  questionCount: number;
};

/**
 * What the start screen says about a course's quiz before an attempt exists: title, description,
 * time limit, passing score and how many questions an attempt holds. Null when the quiz is not the
 * course's. Reads no correct answer.
 */
export async function getQuizIntro(input: { userId: string; courseId: string; quizId: string }): Promise<QuizIntro | null> {
  const { userId, courseId, quizId } = input;
  if (![userId, courseId, quizId].every(isUuid)) return null;
  const db = getDb();
  const quiz = await loadCourseQuiz(db, courseId, quizId);
  if (!quiz) return null;
  const bank = await loadQuestionBank(db, quizId);
  // The draw's size does not depend on the seed; attempt 1's order is only counted, never stored.
  const questionCount = buildQuestionOrder(quiz, bank.sections, bank.questions, { userId, quizId, attemptNumber: 1 }).length;
  return {
    title: quiz.title,
    descriptionHtml: sanitizeRichText(quiz.description ?? ""),
    isFinalExam: quiz.isFinalExam,
    passingScorePercentage: quiz.passingScorePercentage,
    // The learner's own limit: their extra time (accommodation) applied.
    durationMinutes: effectiveDuration(quiz.durationMinutes, await extraTimeOf(db, userId)),
    questionCount,
  };
}

/** Whether the attempt is this learner's, at this quiz of this course (any other answer: not found). */
export async function isAttemptOf(input: { attemptId: string; userId: string; courseId: string; quizId: string }): Promise<boolean> {
  const attempt = await findAttempt(getDb(), input.attemptId, input.userId);
  return attempt !== null && attempt.quizId === input.quizId && attempt.courseId === input.courseId;
}
