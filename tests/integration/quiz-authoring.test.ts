// Quiz authoring (decision 0031): pull counts (quiz and per section), a published course's quiz keeps a
// question, editing an answered question keeps past attempts' reviews and scores (decision 0031),
// section pulls honoured when a learner takes a sectioned exam, and extra time on the deadline.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import {
  createQuestion,
  createQuiz,
  deleteQuestion,
  duplicateQuestion,
  getQuizEditor,
  moveQuestion,
  saveSection,
  updateQuestion,
  updateQuizSettings,
} from "~/models/assessment/quiz-admin.server";
import { setAccommodation } from "~/models/assessment/quiz-accommodation.server";
import { getAttemptResult, getQuizIntro, saveAnswer, startOrResumeAttempt, submitAttempt } from "~/models/assessment/quiz-attempt.server";
import { QUIZ_MESSAGES, type QuestionInput, type QuizSettings } from "~/rules/quiz-authoring";
import { describeTimeLimit } from "~/rules/quiz-screen";
import { createLearner } from "../learners";

const { auditLog, courseFinalExams, courses, quizAttempts, quizQuestions } = schema;
let adminId = "";
const actor = () => ({ userId: adminId, ipAddress: "203.0.113.9" });

const settings = (overrides: Partial<QuizSettings> = {}): QuizSettings => ({
  title: "Authoring test quiz",
  quizType: "regular",
  passingScorePercentage: 70,
  durationMinutes: undefined,
  randomizeQuestions: false,
  randomizeAnswerChoices: false,
  questionsToPull: undefined,
  ...overrides,
});

const question = (n: number, overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  questionText: `<p>Question ${n}</p>`,
  choiceA: `A${n}`,
  choiceB: `B${n}`,
  choiceC: `C${n}`,
  choiceD: "",
  correctAnswer: "B",
  explanation: `<p>Because ${n}</p>`,
  sectionId: "",
  orderIndex: undefined,
  ...overrides,
});

async function newQuiz(overrides: Partial<QuizSettings> = {}) {
  const created = await createQuiz(settings(overrides), actor());
  if (!created.ok) throw new Error("create failed");
  return created.quizId;
}

async function addQuestions(quizId: string, count: number, overrides: Partial<QuestionInput> = {}) {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const made = await createQuestion(quizId, question(i, overrides), actor());
    if (!made.ok) throw new Error(`question failed: ${JSON.stringify(made)}`);
    ids.push(made.questionId);
  }
  return ids;
}

async function courseWith(quizId: string, status: "published" | "draft" = "published") {
  const slug = `authoring-${crypto.randomUUID()}`;
  const [course] = await getDb()
    .insert(courses)
    .values({ slug, title: `Course ${slug}`, courseType: "Continuing Education", status })
    .returning();
  await getDb().insert(courseFinalExams).values({ courseId: course!.id, quizId });
  return course!.id;
}

beforeAll(async () => {
  adminId = await createLearner({ role: "admin" });
});

describe("pull counts", () => {
  it("refuses a quiz-wide pull larger than the bank, and a delete that would leave too few", async () => {
    const quizId = await newQuiz();
    const [q1] = await addQuestions(quizId, 2);
    expect(await updateQuizSettings(quizId, settings({ questionsToPull: 3 }), actor())).toEqual({
      ok: false,
      reason: "invalid",
      problems: [QUIZ_MESSAGES.pullTooMany(3, 2)],
    });
    expect(await updateQuizSettings(quizId, settings({ questionsToPull: 2 }), actor())).toEqual({ ok: true });
    expect(await deleteQuestion(quizId, q1!, actor())).toMatchObject({
      ok: false,
      reason: "invalid",
      problems: [QUIZ_MESSAGES.pullTooMany(2, 1)],
    });
    // Nothing was written by the refused delete.
    expect((await getQuizEditor(quizId))!.questions).toHaveLength(2);
    expect(await createQuiz(settings({ questionsToPull: 1 }), actor())).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("refuses a section pull larger than the section, including by moving a question out", async () => {
    const quizId = await newQuiz({ quizType: "final_exam" });
    const section = await saveSection(quizId, null, { title: "Agency", questionsToPull: undefined, orderIndex: undefined }, actor());
    if (!section.ok) throw new Error("section");
    const ids = await addQuestions(quizId, 3, { sectionId: section.sectionId });
    expect(await saveSection(quizId, section.sectionId, { title: "Agency", questionsToPull: 4, orderIndex: 0 }, actor())).toEqual({
      ok: false,
      reason: "invalid",
      problems: [QUIZ_MESSAGES.sectionPullTooMany("Agency", 4, 3)],
    });
    expect(await saveSection(quizId, section.sectionId, { title: "Agency", questionsToPull: 3, orderIndex: 0 }, actor())).toMatchObject({
      ok: true,
    });
    const moved = await updateQuestion(quizId, ids[0]!, question(1, { sectionId: "" }), actor());
    expect(moved).toMatchObject({ ok: false, reason: "invalid", problems: [QUIZ_MESSAGES.sectionPullTooMany("Agency", 3, 2)] });
  });

  it("keeps at least one question in a published course's quiz", async () => {
    const quizId = await newQuiz();
    const [only] = await addQuestions(quizId, 1);
    await courseWith(quizId, "published");
    expect(await deleteQuestion(quizId, only!, actor())).toEqual({
      ok: false,
      reason: "invalid",
      problems: [QUIZ_MESSAGES.lastQuestionOfPublished],
    });
    const draftQuiz = await newQuiz();
    const [draftOnly] = await addQuestions(draftQuiz, 1);
    await courseWith(draftQuiz, "draft");
    expect(await deleteQuestion(draftQuiz, draftOnly!, actor())).toEqual({ ok: true, historyKept: false });
  });

  it("duplicates after the source and moves with up/down, audit logged", async () => {
    const quizId = await newQuiz();
    const [a, b] = await addQuestions(quizId, 2);
    const copy = await duplicateQuestion(quizId, a!, actor());
    if (!copy.ok) throw new Error("dup");
    expect((await getQuizEditor(quizId))!.questions.map((q) => q.id)).toEqual([a, copy.questionId, b]);
    await moveQuestion(quizId, b!, "up", actor());
    expect((await getQuizEditor(quizId))!.questions.map((q) => q.id)).toEqual([a, b, copy.questionId]);
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.entityId, copy.questionId));
    expect(audits.map((row) => row.action)).toContain("quiz.question.duplicate");
  });
});

describe("history is never rewritten", () => {
  it("an edit after an attempt keeps the old review and score; new attempts get the edit", async () => {
    const quizId = await newQuiz();
    const [qid] = await addQuestions(quizId, 1);
    const courseId = await courseWith(quizId);
    const userId = await createLearner({ subscribed: false });
    const started = await startOrResumeAttempt({ userId, courseId, quizId });
    if (!started.ok) throw new Error("start");
    await saveAnswer({ attemptId: started.attempt.attemptId, userId, questionId: qid!, originalLetter: "B" });
    await submitAttempt({ attemptId: started.attempt.attemptId, userId });
    const before = await getAttemptResult(started.attempt.attemptId, userId);

    const edited = await updateQuestion(
      quizId,
      qid!,
      question(1, { questionText: "<p>Rewritten</p>", choiceB: "New B", correctAnswer: "A" }),
      actor(),
    );
    expect(edited).toMatchObject({ ok: true, historyKept: true });
    if (!edited.ok) return;
    expect(edited.questionId).not.toBe(qid);

    const after = await getAttemptResult(started.attempt.attemptId, userId);
    expect(after).toEqual(before);
    if (!after.ok) return;
    expect(after.result.review[0]).toMatchObject({ questionHtml: "<p>Question 1</p>", correctLetter: "B", status: "correct" });
    expect(after.result.scorePercentage).toBe(100);

    // The old row is retired, not drawn again; the editor shows only the edit.
    const [old] = await getDb().select().from(quizQuestions).where(eq(quizQuestions.id, qid!));
    expect(old!.retiredAt).not.toBeNull();
    expect((await getQuizEditor(quizId))!.questions.map((q) => q.id)).toEqual([edited.questionId]);
    const next = await startOrResumeAttempt({ userId, courseId, quizId });
    expect(next.ok && next.attempt.questions.map((q) => q.questionId)).toEqual([edited.questionId]);

    // Deleting an answered question only retires it.
    const other = await addQuestions(quizId, 1);
    expect(await deleteQuestion(quizId, edited.questionId, actor())).toEqual({ ok: true, historyKept: true });
    expect((await getQuizEditor(quizId))!.questions.map((q) => q.id)).toEqual(other);
  });

  it("an unanswered question is edited in place", async () => {
    const quizId = await newQuiz();
    const [qid] = await addQuestions(quizId, 1);
    expect(await updateQuestion(quizId, qid!, question(1, { questionText: "<p>Changed</p><script>x</script>" }), actor())).toEqual({
      ok: true,
      questionId: qid,
      historyKept: false,
    });
    const [row] = await getDb().select().from(quizQuestions).where(eq(quizQuestions.id, qid!));
    expect(row!.questionText).toBe("<p>Changed</p>");
  });
});

describe("sectioned final exam", () => {
  it("draws each section's pull from a larger pool", async () => {
    const quizId = await newQuiz({ quizType: "final_exam" });
    const one = await saveSection(quizId, null, { title: "One", questionsToPull: 2, orderIndex: 0 }, actor());
    const two = await saveSection(quizId, null, { title: "Two", questionsToPull: 1, orderIndex: 1 }, actor());
    // Pulls larger than an empty section are refused, so add questions first, then set the pulls.
    expect(one.ok).toBe(false);
    const s1 = await saveSection(quizId, null, { title: "One", questionsToPull: undefined, orderIndex: 0 }, actor());
    const s2 = await saveSection(quizId, null, { title: "Two", questionsToPull: undefined, orderIndex: 1 }, actor());
    if (!s1.ok || !s2.ok || two.ok) throw new Error("sections");
    const poolOne = await addQuestions(quizId, 4, { sectionId: s1.sectionId });
    const poolTwo = await addQuestions(quizId, 3, { sectionId: s2.sectionId });
    await saveSection(quizId, s1.sectionId, { title: "One", questionsToPull: 2, orderIndex: 0 }, actor());
    await saveSection(quizId, s2.sectionId, { title: "Two", questionsToPull: 1, orderIndex: 1 }, actor());
    await updateQuizSettings(quizId, settings({ quizType: "final_exam", randomizeQuestions: true }), actor());
    expect((await getQuizEditor(quizId))!.drawn).toBe(3);
    const courseId = await courseWith(quizId);
    const userId = await createLearner({ subscribed: false });
    const started = await startOrResumeAttempt({ userId, courseId, quizId });
    if (!started.ok) throw new Error("start");
    const ids = started.attempt.questions.map((q) => q.questionId);
    expect(ids.filter((id) => poolOne.includes(id))).toHaveLength(2);
    expect(ids.filter((id) => poolTwo.includes(id))).toHaveLength(1);
  });
});

describe("extra time", () => {
  it("×1.5 gives 1.5× the duration on the server's deadline; no limit gives none; audit logged", async () => {
    const quizId = await newQuiz({ durationMinutes: 20 });
    await addQuestions(quizId, 1);
    const courseId = await courseWith(quizId);
    const userId = await createLearner({ subscribed: false });
    const [user] = await getDb().select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
    expect(await setAccommodation(user!.email, "1.5", actor())).toMatchObject({ ok: true, userId });
    const now = new Date("2026-03-01T10:00:00Z");
    const started = await startOrResumeAttempt({ userId, courseId, quizId, now });
    if (!started.ok) throw new Error("start");
    expect(started.attempt.deadlineAt?.toISOString()).toBe("2026-03-01T10:30:00.000Z");
    expect(started.attempt.secondsRemaining).toBe(30 * 60);
    // The deadline is enforced: an answer after it is refused and the attempt is closed.
    const late = await saveAnswer({
      attemptId: started.attempt.attemptId,
      userId,
      questionId: started.attempt.questions[0]!.questionId,
      originalLetter: "B",
      now: new Date("2026-03-01T10:30:00Z"),
    });
    expect(late).toMatchObject({ ok: false, reason: "expired" });

    expect(await setAccommodation(user!.email, "unlimited", actor())).toMatchObject({ ok: true });
    const again = await startOrResumeAttempt({ userId, courseId, quizId, now: new Date("2026-03-01T11:00:00Z") });
    expect(again.ok && again.attempt.deadlineAt).toBeNull();
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(audits.filter((row) => row.action === "quiz.accommodation.update")).toHaveLength(2);
    expect(await setAccommodation("nobody@example.invalid", "2", actor())).toEqual({ ok: false, reason: "no_user" });
    const attempts = await getDb().select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
    expect(attempts).toHaveLength(2);
  });

  it("×1.5 on 25 minutes: the start screen and the running attempt give the same limit, 37 minutes 30 seconds", async () => {
    const quizId = await newQuiz({ durationMinutes: 25 });
    await addQuestions(quizId, 1);
    const courseId = await courseWith(quizId);
    const userId = await createLearner({ subscribed: false });
    const [user] = await getDb().select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
    expect(await setAccommodation(user!.email, "1.5", actor())).toMatchObject({ ok: true });
    const intro = await getQuizIntro({ userId, courseId, quizId });
    const started = await startOrResumeAttempt({ userId, courseId, quizId, now: new Date("2026-03-01T10:00:00Z") });
    if (!started.ok) throw new Error("start");
    expect(intro?.durationMinutes).toBe(37.5);
    expect(started.attempt.durationMinutes).toBe(37.5);
    expect(describeTimeLimit(started.attempt.durationMinutes)).toBe("37 minutes 30 seconds");
    expect(describeTimeLimit(intro!.durationMinutes)).toBe("37 minutes 30 seconds");
  });
});
