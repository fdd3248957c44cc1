// Quiz attempts (requirement progress-unlocking-and-quiz-flow Quiz, requirements learning-validation-rules, learning-error-texts; the server owns timing and scoring, README Security): lifecycle, seeded order stored on the attempt,
// the server-owned deadline, concurrent submits, integrity before finishing, and progress on a pass.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, DEMO_USER_IDS, QUICK_COURSE_IDS, seed, seedId, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";
import {
  getAttemptForTaking,
  getAttemptResult,
  getQuizStatus,
  listAttemptHistory,
  saveAnswer,
  startOrResumeAttempt,
  submitAttempt,
  type TakingAttempt,
} from "~/models/assessment/quiz-attempt.server";
import { buildQuestionOrder, type AnswerLetter } from "~/rules/quiz-shuffle";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import { turnOffDeliveryPolicies } from "../fixtures/delivery-policy";
import { createLearner } from "../learners";

const {
  courseFinalExams,
  courses,
  quizAttempts,
  quizQuestions,
  quizResponses,
  quizSections,
  quizzes,
  studentProgress,
  userCourseProgressSummary,
} = schema;

const quick = {
  courseId: QUICK_COURSE_IDS.courseId,
  lessonQuizId: QUICK_COURSE_IDS.lessonQuizId,
  finalExamId: QUICK_COURSE_IDS.finalExamId,
};
const pre = { courseId: seedIds.course(COURSE_SLUGS.preLicensing), finalExamId: seedIds.quiz("pre:final") };
const MINUTE = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

const newLearner = () => createLearner({ subscribed: false });

async function answerKey(quizId: string) {
  const rows = await getDb()
    .select({ id: quizQuestions.id, correctAnswer: quizQuestions.correctAnswer, explanation: quizQuestions.explanation })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId));
  return new Map(rows.map((row) => [row.id, row]));
}

async function startNew(userId: string, courseId: string, quizId: string, now = new Date()): Promise<TakingAttempt> {
  const started = await startOrResumeAttempt({ userId, courseId, quizId, now });
  if (!started.ok) throw new Error(`start failed: ${started.reason}`);
  return started.attempt;
}

/** Answers each question with its correct original letter, or a wrong one for the ids in `wrong`. */
async function answer(attempt: TakingAttempt, userId: string, wrong: string[] = [], now = new Date()) {
  const key = await answerKey(attempt.quizId);
  for (const question of attempt.questions) {
    const correct = key.get(question.questionId)!.correctAnswer;
    const letter: AnswerLetter = wrong.includes(question.questionId) ? (correct === "A" ? "B" : "A") : correct;
    const saved = await saveAnswer({ attemptId: attempt.attemptId, userId, questionId: question.questionId, originalLetter: letter, now });
    expect(saved.ok).toBe(true);
  }
}

async function attemptRow(attemptId: string) {
  const [row] = await getDb().select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  return row;
}

async function quizProgressRows(userId: string, courseId: string, quizId: string) {
  return getDb()
    .select()
    .from(studentProgress)
    .where(and(eq(studentProgress.userId, userId), eq(studentProgress.courseId, courseId), eq(studentProgress.quizId, quizId)));
}

async function summaryRow(userId: string, courseId: string) {
  const [row] = await getDb()
    .select()
    .from(userCourseProgressSummary)
    .where(and(eq(userCourseProgressSummary.userId, userId), eq(userCourseProgressSummary.courseId, courseId)));
  return row;
}

beforeAll(async () => {
  await seed(getDb());
  await turnOffDeliveryPolicies();
});

describe("the attempt lifecycle", () => {
  it("starts, resumes the same attempt, saves answers, submits and shows the result", async () => {
    const userId = await newLearner();
    const now = new Date();
    const started = await startOrResumeAttempt({ userId, ...quick, quizId: quick.lessonQuizId, now });
    expect(started).toMatchObject({ ok: true, created: true });
    if (!started.ok) return;
    const attempt = started.attempt;
    expect(attempt).toMatchObject({ attemptNumber: 1, title: "Quick Check: Agency", isFinalExam: false, passingScorePercentage: 70 });
    expect(attempt.deadlineAt?.getTime()).toBe(now.getTime() + 5 * MINUTE);
    expect(attempt.secondsRemaining).toBe(300);
    // Not randomised: the seeded order_index order, choices A–D with their texts.
    expect(attempt.questions.map((q) => q.questionId)).toEqual([0, 1, 2].map((i) => seedIds.quizQuestion("quick:agency:quiz", i)));
    expect(attempt.questions[0].questionHtml).toBe("<p>A person a licensee represents is a:</p>");
    expect(attempt.questions[0].choices).toEqual([
      { letter: "A", text: "Customer" },
      { letter: "B", text: "Client" },
      { letter: "C", text: "Principal broker" },
      { letter: "D", text: "Notary" },
    ]);

    const resumed = await startOrResumeAttempt({ userId, ...quick, quizId: quick.lessonQuizId, now: at(now, 10_000) });
    expect(resumed).toMatchObject({ ok: true, created: false, attempt: { attemptId: attempt.attemptId, secondsRemaining: 290 } });

    // Answer, change the answer (one response row per question), answer the rest.
    const [q1, q2, q3] = attempt.questions;
    const base = { attemptId: attempt.attemptId, userId, now: at(now, 20_000) };
    expect(await saveAnswer({ ...base, questionId: q1.questionId, displayChoice: "C" })).toEqual({
      ok: true,
      questionId: q1.questionId,
      selected: "C",
    });
    expect(await saveAnswer({ ...base, questionId: q1.questionId, displayChoice: "B" })).toMatchObject({ ok: true, selected: "B" });
    await saveAnswer({ ...base, questionId: q2.questionId, displayChoice: "B" });
    const taking = await getAttemptForTaking(attempt.attemptId, userId, at(now, 30_000));
    expect(taking).toMatchObject({ ok: true, attempt: { answeredCount: 2, unansweredCount: 1 } });
    if (taking.ok) expect(taking.attempt.questions.map((q) => q.selected)).toEqual(["B", "B", null]);
    await saveAnswer({ ...base, questionId: q3.questionId, displayChoice: "A" }); // wrong (B is right)
    expect(await getDb().$count(quizResponses, eq(quizResponses.attemptId, attempt.attemptId))).toBe(3);

    const submitted = await submitAttempt({ attemptId: attempt.attemptId, userId, now: at(now, 95_000) });
    expect(submitted).toMatchObject({ ok: true, alreadySubmitted: false, outcome: { scorePercentage: 67, passed: false } });

    const result = await getAttemptResult(attempt.attemptId, userId);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.result).toMatchObject({
      scorePercentage: 67,
      passed: false,
      correct: 2,
      total: 3,
      durationSeconds: 95,
      timedOut: false,
      sections: [],
    });
    expect(result.result.review.map((item) => item.status)).toEqual(["correct", "correct", "incorrect"]);
    expect(result.result.review[2]).toMatchObject({
      selectedLetter: "A",
      correctLetter: "B",
      explanationHtml: "<p>Informed written consent of all clients.</p>",
    });
    expect(result.result.review[2].choices.filter((c) => c.isCorrect)).toEqual([
      { letter: "B", text: "Informed written consent of all clients", isCorrect: true, selected: false },
    ]);

    // Once finished it can no longer be taken or answered.
    expect(await getAttemptForTaking(attempt.attemptId, userId)).toEqual({ ok: false, reason: "finished", attemptId: attempt.attemptId });
    expect(await saveAnswer({ ...base, questionId: q3.questionId, displayChoice: "B" })).toMatchObject({ ok: false, reason: "finished" });
  });

  it("records responses as original letters when choices are shuffled, and reviews them in display letters", async () => {
    const userId = await newLearner();
    const attempt = await startNew(userId, pre.courseId, pre.finalExamId);
    const key = await answerKey(pre.finalExamId);
    const shuffled = attempt.questions.find((q) => {
      const stored = q.choices.map((c) => c.text);
      return stored.length === 4 && key.get(q.questionId) && stored.join() !== [...stored].sort().join();
    })!;
    const [row] = await getDb().select().from(quizAttempts).where(eq(quizAttempts.id, attempt.attemptId));
    const entry = row.questionOrder.find((e) => e.questionId === shuffled.questionId)!;
    await saveAnswer({ attemptId: attempt.attemptId, userId, questionId: shuffled.questionId, displayChoice: "C" });
    const [response] = await getDb()
      .select({ selectedAnswer: quizResponses.selectedAnswer })
      .from(quizResponses)
      .where(and(eq(quizResponses.attemptId, attempt.attemptId), eq(quizResponses.questionId, shuffled.questionId)));
    expect(response.selectedAnswer).toBe(entry.choices[2]);

    await submitAttempt({ attemptId: attempt.attemptId, userId });
    const result = await getAttemptResult(attempt.attemptId, userId);
    if (!result.ok) throw new Error(result.reason);
    const item = result.result.review.find((r) => r.questionId === shuffled.questionId)!;
    expect(item.selectedLetter).toBe("C");
    expect(entry.choices["ABCD".indexOf(item.correctLetter!)]).toBe(key.get(shuffled.questionId)!.correctAnswer);
  });

  it("refuses what does not belong to the learner or the attempt", async () => {
    const userId = await newLearner();
    const other = await newLearner();
    const attempt = await startNew(userId, quick.courseId, quick.finalExamId);
    const questionId = attempt.questions[0].questionId;
    expect(await saveAnswer({ attemptId: attempt.attemptId, userId: other, questionId, displayChoice: "A" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await getAttemptForTaking(attempt.attemptId, other)).toEqual({ ok: false, reason: "not_found" });
    expect(await submitAttempt({ attemptId: attempt.attemptId, userId: other })).toEqual({ ok: false, reason: "not_found" });
    expect(await getAttemptResult(attempt.attemptId, other)).toEqual({ ok: false, reason: "not_found" });
    const foreignQuestion = seedIds.quizQuestion("quick:agency:quiz", 0);
    expect(await saveAnswer({ attemptId: attempt.attemptId, userId, questionId: foreignQuestion, displayChoice: "A" })).toEqual({
      ok: false,
      reason: "question_not_in_attempt",
    });
    expect(await saveAnswer({ attemptId: "not-a-uuid", userId, questionId, displayChoice: "A" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await getAttemptResult(attempt.attemptId, userId)).toEqual({ ok: false, reason: "not_finished", attemptId: attempt.attemptId });
  });

  it("refuses a choice a true/false question does not have", async () => {
    const userId = await newLearner();
    const courseId = seedIds.course(COURSE_SLUGS.preLicensing);
    const attempt = await startNew(userId, courseId, seedIds.quiz("pre:licensing:quiz"));
    const trueFalse = attempt.questions.find((q) => q.choices.length === 2)!;
    expect(trueFalse.choices.map((c) => c.letter)).toEqual(["A", "B"]);
    const refused = await saveAnswer({ attemptId: attempt.attemptId, userId, questionId: trueFalse.questionId, displayChoice: "C" });
    expect(refused).toEqual({ ok: false, reason: "invalid_choice" });
  });

  it("starts only quizzes of the course, and only with questions", async () => {
    const userId = await newLearner();
    expect(await startOrResumeAttempt({ userId, courseId: quick.courseId, quizId: pre.finalExamId })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await startOrResumeAttempt({ userId, courseId: "nope", quizId: pre.finalExamId })).toEqual({ ok: false, reason: "not_found" });

    const [course] = await getDb()
      .insert(courses)
      .values({ slug: `empty-quiz-${Date.now()}`, title: "Empty quiz course", courseType: "Continuing Education" })
      .returning({ id: courses.id });
    const [quiz] = await getDb().insert(quizzes).values({ title: "Empty", quizType: "final_exam" }).returning({ id: quizzes.id });
    await getDb().insert(courseFinalExams).values({ courseId: course.id, quizId: quiz.id });
    expect(await startOrResumeAttempt({ userId, courseId: course.id, quizId: quiz.id })).toEqual({
      ok: false,
      reason: "no_questions",
      message: "No quiz questions available",
    });
    expect(await getDb().$count(quizAttempts, eq(quizAttempts.quizId, quiz.id))).toBe(0);
  });
});

describe("the seeded question order", () => {
  it("is stored on the attempt, stable across reloads, and new for attempt 2", async () => {
    const userId = await newLearner();
    const first = await startNew(userId, pre.courseId, pre.finalExamId);
    const sections = await getDb().select().from(quizSections).where(eq(quizSections.quizId, pre.finalExamId));
    const bank = await getDb().select().from(quizQuestions).where(eq(quizQuestions.quizId, pre.finalExamId));
    const [quiz] = await getDb().select().from(quizzes).where(eq(quizzes.id, pre.finalExamId));

    // Exactly each section's questions_to_pull (3 of 4), sections in order, as the rule computes.
    const expected = buildQuestionOrder(quiz, sections, bank, { userId, quizId: pre.finalExamId, attemptNumber: 1 });
    expect((await attemptRow(first.attemptId)).questionOrder).toEqual(expected);
    expect(first.questions.map((q) => q.sectionTitle)).toEqual([
      ...Array(3).fill("Licensing and Agency"),
      ...Array(3).fill("Contracts, Disclosure and Flood"),
      ...Array(3).fill("Math and Fair Housing"),
    ]);

    const reload = await getAttemptForTaking(first.attemptId, userId);
    if (!reload.ok) throw new Error(reload.reason);
    expect(reload.attempt.questions).toEqual(first.questions);

    await submitAttempt({ attemptId: first.attemptId, userId });
    const second = await startNew(userId, pre.courseId, pre.finalExamId);
    expect(second.attemptNumber).toBe(2);
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(JSON.stringify(second.questions)).not.toBe(JSON.stringify(first.questions));
    expect((await attemptRow(second.attemptId)).questionOrder).toEqual(
      buildQuestionOrder(quiz, sections, bank, { userId, quizId: pre.finalExamId, attemptNumber: 2 }),
    );
  });
});

describe("the server-owned deadline", () => {
  it("refuses a late answer and closes the attempt as of the deadline", async () => {
    const userId = await newLearner();
    const t0 = new Date();
    const attempt = await startNew(userId, quick.courseId, quick.finalExamId, t0);
    expect(attempt.durationMinutes).toBe(2);
    expect(attempt.deadlineAt?.getTime()).toBe(t0.getTime() + 2 * MINUTE);
    const key = await answerKey(quick.finalExamId);
    const [q1, q2] = attempt.questions;
    const inTime = await saveAnswer({
      attemptId: attempt.attemptId,
      userId,
      questionId: q1.questionId,
      originalLetter: key.get(q1.questionId)!.correctAnswer,
      now: at(t0, MINUTE),
    });
    expect(inTime.ok).toBe(true);

    const late = await saveAnswer({
      attemptId: attempt.attemptId,
      userId,
      questionId: q2.questionId,
      originalLetter: key.get(q2.questionId)!.correctAnswer,
      now: at(t0, 2 * MINUTE + 1000),
    });
    expect(late).toEqual({ ok: false, reason: "expired", attemptId: attempt.attemptId });
    const row = await attemptRow(attempt.attemptId);
    expect(row.completedAt?.getTime()).toBe(attempt.deadlineAt!.getTime());
    expect(row).toMatchObject({ scorePercentage: 33, passed: false });
    const responses = await getDb().select().from(quizResponses).where(eq(quizResponses.attemptId, attempt.attemptId));
    expect(responses.filter((r) => r.selectedAnswer !== null).map((r) => r.questionId)).toEqual([q1.questionId]);
    expect(responses).toHaveLength(3);

    // A submit arriving afterwards changes nothing.
    const submitted = await submitAttempt({ attemptId: attempt.attemptId, userId, now: at(t0, 3 * MINUTE) });
    expect(submitted).toMatchObject({ ok: true, alreadySubmitted: true, outcome: { scorePercentage: 33, passed: false } });
    const result = await getAttemptResult(attempt.attemptId, userId);
    if (!result.ok) throw new Error(result.reason);
    expect(result.result).toMatchObject({ timedOut: true, durationSeconds: 120 });
    expect(result.result.review.map((item) => item.status)).toEqual(["correct", "not_answered", "not_answered"]);
  });

  it("closes a late submission at the deadline, keeping the answers given in time", async () => {
    const userId = await newLearner();
    const t0 = new Date();
    const attempt = await startNew(userId, quick.courseId, quick.finalExamId, t0);
    await answer(attempt, userId, [], at(t0, 30_000));
    const submitted = await submitAttempt({ attemptId: attempt.attemptId, userId, now: at(t0, 10 * MINUTE) });
    expect(submitted).toMatchObject({ ok: true, alreadySubmitted: false, outcome: { scorePercentage: 100, passed: true } });
    expect((await attemptRow(attempt.attemptId)).completedAt?.getTime()).toBe(t0.getTime() + 2 * MINUTE);
  });

  it("closes an expired attempt on any read; the next start is a new attempt", async () => {
    const userId = await newLearner();
    const t0 = new Date();
    const attempt = await startNew(userId, quick.courseId, quick.finalExamId, t0);
    const later = at(t0, 5 * MINUTE);
    expect(await getAttemptForTaking(attempt.attemptId, userId, later)).toEqual({
      ok: false,
      reason: "expired",
      attemptId: attempt.attemptId,
    });
    expect((await attemptRow(attempt.attemptId)).completedAt?.getTime()).toBe(t0.getTime() + 2 * MINUTE);

    const other = await newLearner();
    const theirs = await startNew(other, quick.courseId, quick.finalExamId, t0);
    expect(await getQuizStatus({ userId: other, ...quick, quizId: quick.finalExamId, now: at(t0, MINUTE) })).toMatchObject({
      openAttemptId: theirs.attemptId,
      latestFinished: null,
    });
    expect(await startOrResumeAttempt({ userId: other, ...quick, quizId: quick.finalExamId, now: later })).toEqual({
      ok: false,
      reason: "expired",
      attemptId: theirs.attemptId,
    });
    expect(await getQuizStatus({ userId: other, ...quick, quizId: quick.finalExamId, now: later })).toEqual({
      openAttemptId: null,
      latestFinished: { attemptId: theirs.attemptId, scorePercentage: 0, passed: false },
      finishedCount: 1,
      everPassed: false,
    });
    const retake = await startOrResumeAttempt({ userId: other, ...quick, quizId: quick.finalExamId, now: later });
    expect(retake).toMatchObject({ ok: true, created: true, attempt: { attemptNumber: 2, secondsRemaining: 120 } });
  });
});

describe("concurrency", () => {
  it("10 concurrent submits of one attempt record one result and one progress row", async () => {
    const userId = await newLearner();
    const attempt = await startNew(userId, quick.courseId, quick.lessonQuizId);
    await answer(attempt, userId);
    const results = await Promise.all(Array.from({ length: 10 }, () => submitAttempt({ attemptId: attempt.attemptId, userId })));
    expect(results.every((r) => r.ok)).toBe(true);
    const fresh = results.filter((r) => r.ok && !r.alreadySubmitted);
    expect(fresh).toHaveLength(1);
    const completedAt = (await attemptRow(attempt.attemptId)).completedAt!.getTime();
    for (const r of results) {
      expect(r).toMatchObject({ ok: true, outcome: { attemptId: attempt.attemptId, scorePercentage: 100, passed: true } });
      if (r.ok) expect(r.outcome.completedAt.getTime()).toBe(completedAt);
    }
    expect(await quizProgressRows(userId, quick.courseId, quick.lessonQuizId)).toHaveLength(1);
    expect(await summaryRow(userId, quick.courseId)).toMatchObject({ completedContentItems: 1 });
  });

  it("concurrent starts share one open attempt", async () => {
    const userId = await newLearner();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => startOrResumeAttempt({ userId, ...quick, quizId: quick.finalExamId })),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.attempt.attemptId : r.reason)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(await getDb().$count(quizAttempts, and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quick.finalExamId)))).toBe(1);
  });
});

describe("integrity before the attempt is finished", () => {
  function leaks(value: unknown, explanations: string[]): string[] {
    const json = JSON.stringify(value);
    const found = explanations.filter((text) => json.includes(text));
    const keys = ["correctAnswer", "isCorrect", "explanation", "correctLetter", "randomizedCorrectAnswer"].filter((k) =>
      json.includes(`"${k}"`),
    );
    return [...found, ...keys];
  }

  it("never returns a correct answer or an explanation while the attempt is open", async () => {
    for (const { courseId, quizId } of [
      { courseId: quick.courseId, quizId: quick.lessonQuizId },
      { courseId: pre.courseId, quizId: pre.finalExamId },
    ]) {
      const key = await answerKey(quizId);
      // The explanations' text, with and without their <p> wrapper.
      const explanations = [...key.values()].flatMap((q) => [q.explanation!, q.explanation!.replace(/<\/?p>/g, "")]);
      expect(explanations.length).toBeGreaterThan(0);
      const userId = await newLearner();
      const started = await startOrResumeAttempt({ userId, courseId, quizId });
      expect(started.ok).toBe(true);
      expect(leaks(started, explanations)).toEqual([]);
      if (!started.ok) continue;
      await answer(started.attempt, userId, [started.attempt.questions[0].questionId]);
      const resumed = await startOrResumeAttempt({ userId, courseId, quizId });
      const taking = await getAttemptForTaking(started.attempt.attemptId, userId);
      const result = await getAttemptResult(started.attempt.attemptId, userId);
      for (const view of [resumed, taking, result]) expect(leaks(view, explanations)).toEqual([]);

      // After submitting, the result does carry them (so the scan above can fail).
      await submitAttempt({ attemptId: started.attempt.attemptId, userId });
      expect(leaks(await getAttemptResult(started.attempt.attemptId, userId), explanations).length).toBeGreaterThan(0);
    }
  });
});

describe("progress", () => {
  it("a fail writes no progress; a passing retake completes the quiz item and updates the summary", async () => {
    const userId = await newLearner();
    const first = await startNew(userId, quick.courseId, quick.lessonQuizId);
    await answer(first, userId, [first.questions[0].questionId, first.questions[1].questionId]);
    expect(await submitAttempt({ attemptId: first.attemptId, userId })).toMatchObject({
      ok: true,
      outcome: { scorePercentage: 33, passed: false },
    });
    expect(await quizProgressRows(userId, quick.courseId, quick.lessonQuizId)).toEqual([]);
    expect(await summaryRow(userId, quick.courseId)).toBeUndefined();

    const retake = await startNew(userId, quick.courseId, quick.lessonQuizId);
    expect(retake.attemptNumber).toBe(2);
    expect(retake.answeredCount).toBe(0);
    await answer(retake, userId);
    const passed = await submitAttempt({ attemptId: retake.attemptId, userId });
    expect(passed).toMatchObject({ ok: true, outcome: { scorePercentage: 100, passed: true } });
    const progress = await quizProgressRows(userId, quick.courseId, quick.lessonQuizId);
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatchObject({ contentType: "quiz", status: "completed" });
    // Every topic + lesson quiz + final exam + evaluation; 1 done.
    const total = QUICK_COURSE_IDS.allTopicIds.length + 3;
    expect(await summaryRow(userId, quick.courseId)).toMatchObject({
      completedContentItems: 1,
      totalContentItems: total,
      progressPercentage: Math.round((1000 * 1) / total) / 10,
    });

    const history = await listAttemptHistory({ userId, ...quick, quizId: quick.lessonQuizId });
    expect(history.ok).toBe(true);
    if (history.ok) {
      expect(history.attempts.map((a) => [a.attemptNumber, a.scorePercentage, a.passed])).toEqual([
        [2, 100, true],
        [1, 33, false],
      ]);
    }
    expect(await listAttemptHistory({ userId, ...quick, quizId: quick.finalExamId })).toEqual({ ok: true, attempts: [] });
  });

  it("refreshProgressSummary agrees with the seeded demo student's summary", async () => {
    const userId = DEMO_USER_IDS.student;
    const before = await summaryRow(userId, pre.courseId);
    expect(before.completedContentItems).toBe(8);
    const summary = await getDb().transaction((tx) => refreshProgressSummary(tx, userId, pre.courseId));
    expect(summary).toEqual({
      completedContentItems: before.completedContentItems,
      totalContentItems: before.totalContentItems,
      progressPercentage: before.progressPercentage,
      firstCompletedAt: before.firstCompletedAt,
      lastCompletedAt: before.lastCompletedAt,
    });
  });
});

describe("results of seeded attempts", () => {
  it("reviews the demo student's failed first attempt and summarises a sectioned exam", async () => {
    const email = "student@pelican.test";
    const userId = DEMO_USER_IDS.student;
    const attemptId = seedId(`attempt:${email}:${COURSE_SLUGS.preLicensing}:pre:licensing:quiz:1`);
    const result = await getAttemptResult(attemptId, userId);
    if (!result.ok) throw new Error(result.reason);
    expect(result.result.review.filter((r) => r.status === "incorrect")).toHaveLength(2);
    expect(result.result.passed).toBe(false);
    const history = await listAttemptHistory({ userId, courseId: pre.courseId, quizId: seedIds.quiz("pre:licensing:quiz") });
    expect(history.ok && history.attempts.map((a) => a.attemptNumber)).toEqual([2, 1]);

    // A sectioned final exam: per-section summary in section order.
    const learner = await newLearner();
    const exam = await startNew(learner, pre.courseId, pre.finalExamId);
    const firstSection = exam.questions.slice(0, 3).map((q) => q.questionId);
    await answer(exam, learner, firstSection);
    await submitAttempt({ attemptId: exam.attemptId, userId: learner });
    const examResult = await getAttemptResult(exam.attemptId, learner);
    if (!examResult.ok) throw new Error(examResult.reason);
    expect(examResult.result).toMatchObject({ scorePercentage: 67, passed: false, isFinalExam: true });
    expect(examResult.result.sections).toEqual([
      expect.objectContaining({ title: "Licensing and Agency", correct: 0, total: 3, percent: 0, meetsThreshold: false }),
      expect.objectContaining({ title: "Contracts, Disclosure and Flood", correct: 3, total: 3, percent: 100, meetsThreshold: true }),
      expect.objectContaining({ title: "Math and Fair Housing", correct: 3, total: 3, percent: 100, meetsThreshold: true }),
    ]);
  });

  it("uses the required texts", () => {
    expect(QUIZ_TEXTS.submissionFailed).toBe("Submission Failed - There was an error submitting your quiz. Please try again.");
    expect(QUIZ_TEXTS.historyError).toBe("Unable to load attempt history");
    expect(QUIZ_TEXTS.historyEmpty).toBe("No previous attempts found");
  });
});
