// Question analytics (decision 0040; decision 0031) against a hand-computed fixture: four finished
// attempts scoring 100, 80, 50 and 20 (durations 10, 5, 15 and 20 minutes) and one unfinished
// attempt that must not count. Question 1 is answered right by the two best attempts (point-biserial
// +0.907), question 2 by the two weakest (−0.907; one attempt left it blank); a question nobody has
// answered yet is listed with no figures; a retired question nobody answered is not.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { getQuizAnalytics } from "~/models/assessment/quiz-analytics.server";
import { loader } from "~/routes/admin+/quizzes.$quizId.analytics/route";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { createLearner, request, sessionCookie } from "../learners";

const { quizzes, quizQuestions, quizAttempts, quizResponses } = schema;
const SCORES = [100, 80, 50, 20];
const MINUTES = [10, 5, 15, 20];

let quizId: string;
let q1: string;
let q2: string;
let unanswered: string;
let admin: string;

beforeAll(async () => {
  await seed(getDb());
  admin = await sessionCookie(await createLearner({ role: "admin" }));
  const db = getDb();
  const [quiz] = await db.insert(quizzes).values({ title: "Analytics Fixture", passingScorePercentage: 70 }).returning();
  quizId = quiz!.id;
  const question = (orderIndex: number, correctAnswer: "A" | "B", retiredAt: Date | null = null) => ({
    quizId,
    questionText: `<p>Question ${orderIndex}</p>`,
    choiceA: "a",
    choiceB: "b",
    choiceC: "c",
    choiceD: "d",
    correctAnswer,
    orderIndex,
    retiredAt,
  });
  const made = await db
    .insert(quizQuestions)
    .values([question(1, "A"), question(2, "B"), question(3, "A"), question(4, "A", new Date())])
    .returning({ id: quizQuestions.id });
  [q1, q2, unanswered] = made.map((m) => m.id) as [string, string, string];

  const picks: [string, "A" | "B" | "C" | "D" | null, boolean][][] = [
    [
      [q1, "A", true],
      [q2, "A", false],
    ],
    [
      [q1, "A", true],
      [q2, null, false],
    ],
    [
      [q1, "B", false],
      [q2, "B", true],
    ],
    [
      [q1, "C", false],
      [q2, "B", true],
    ],
  ];
  for (const [i, score] of SCORES.entries()) {
    const userId = await createLearner();
    const completedAt = new Date("2026-10-01T15:00:00Z");
    const [attempt] = await db
      .insert(quizAttempts)
      .values({
        userId,
        quizId,
        courseId: QUICK_COURSE_IDS.courseId,
        attemptNumber: 1,
        questionOrder: [],
        startedAt: new Date(completedAt.getTime() - MINUTES[i]! * 60_000),
        completedAt,
        scorePercentage: score,
        passed: score >= 70,
      })
      .returning();
    await db
      .insert(quizResponses)
      .values(
        picks[i]!.map(([questionId, selectedAnswer, isCorrect]) => ({ attemptId: attempt!.id, questionId, selectedAnswer, isCorrect })),
      );
  }
  // An attempt still running: its answers are not counted.
  const [open] = await db
    .insert(quizAttempts)
    .values({ userId: await createLearner(), quizId, courseId: QUICK_COURSE_IDS.courseId, attemptNumber: 1, questionOrder: [] })
    .returning();
  await db.insert(quizResponses).values({ attemptId: open!.id, questionId: q1, selectedAnswer: "D", isCorrect: false });
});

/** The point-biserial by its textbook formula: (M1 − M0) / s · √(p·q), s the population deviation. */
function pointBiserial(scores: number[], right: boolean[]): number {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const all = mean(scores);
  const s = Math.sqrt(mean(scores.map((x) => (x - all) ** 2)));
  const p = right.filter(Boolean).length / right.length;
  const m1 = mean(scores.filter((_, i) => right[i]));
  const m0 = mean(scores.filter((_, i) => !right[i]));
  return ((m1 - m0) / s) * Math.sqrt(p * (1 - p));
}

describe("quiz analytics", () => {
  it("computes difficulty, discrimination and distractors per question, and the quiz's figures", async () => {
    const analytics = (await getQuizAnalytics(quizId))!;
    expect(analytics).toMatchObject({ attempts: 4, passed: 2, medianSeconds: 12.5 * 60 });
    expect(Object.fromEntries(analytics.bins.map((b) => [b.bin, b.attempts]))).toEqual({ 2: 1, 5: 1, 8: 1, 9: 1 });
    expect(analytics.questions.map((q) => q.id)).toEqual([q1, q2, unanswered]);

    const [first, second, none] = analytics.questions;
    expect(first).toMatchObject({ answered: 4, correct: 2, picks: { A: 2, B: 1, C: 1, D: 0, none: 0 } });
    expect(first!.discrimination).toBeCloseTo(pointBiserial(SCORES, [true, true, false, false]), 6);
    expect(first!.discrimination).toBeCloseTo(0.9073, 4);
    expect(second).toMatchObject({ answered: 4, correct: 2, picks: { A: 1, B: 2, C: 0, D: 0, none: 1 } });
    expect(second!.discrimination).toBeCloseTo(pointBiserial(SCORES, [false, false, true, true]), 6);
    expect(none).toMatchObject({ answered: 0, correct: 0, discrimination: null, retired: false });
  });

  it("gives the page its figures as shown", async () => {
    const page = await loader({ request: request(`/admin/quizzes/${quizId}/analytics`, admin), params: { quizId }, context: {} });
    expect(page.summary).toMatchObject({ attempts: 4, passRate: "50%", medianTime: "12 min 30 s" });
    expect(page.histogram.map((b) => b.value)).toEqual([0, 0, 1, 0, 0, 1, 0, 0, 1, 1]);
    expect(page.questions[0]).toMatchObject({ difficulty: "50%", discrimination: "0.91", flags: [] });
    expect(page.questions[1]).toMatchObject({ discrimination: "−0.91", text: "Question 2" });
  });
});
