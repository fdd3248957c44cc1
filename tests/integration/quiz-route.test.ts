// The player's quiz and final-exam pages (app/utils/quiz-route.server.ts) and the JSON answer
// endpoint, called as the browser calls them: a Request with a session cookie and a form body, the
// route modules' own `loader` / `action`. Proves that an open attempt never leaks the answer key,
// that locked items cannot be started by URL, that crafted POSTs are refused without writes, the
// start → answer → submit lifecycle with progress, the server-owned deadline, and signed-out access.
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { QUICK_COURSE_SLUG, quickStartCourse } from "../../db/seed/courses/quick-start";
import { getDb, schema } from "~/db.server";
import { enrollInCourse } from "~/models/learning/enrollment.server";
import { loadPlayerData } from "~/models/learning/player.server";
import { completeItem } from "~/models/learning/progress.server";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import { contentKey, LOCKED_MESSAGE } from "~/rules/unlocking";
import * as finalExamRoute from "~/routes/course-player+/$course.final-exam.$examId";
import * as lessonQuizRoute from "~/routes/course-player+/$course.quiz.$quizId/route";
import { action as answerEndpoint } from "~/routes/_resources+/course-player-quiz-answer";
import { reply, request, signedInLearner } from "../learners";
import { sessionUser } from "../session-user";

const { quizAttempts, quizQuestions, quizResponses, studentCourseAccess, studentProgress } = schema;

const SLUG = QUICK_COURSE_SLUG;
const COURSE = QUICK_COURSE_IDS.courseId;
const MINUTE = 60_000;

type Quiz = {
  name: string;
  id: string;
  segment: "quiz" | "final-exam";
  param: "quizId" | "examId";
  route: { loader: (args: any) => Promise<unknown>; action: (args: any) => Promise<unknown> };
  explanations: string[];
};
/** The seed's explanations as text: q() wraps each in <p>…</p>. */
const explanationTexts = (questions: { explanation: string }[] | undefined) => questions!.map((q) => q.explanation.replace(/<\/?p>/g, ""));
const LESSON_QUIZ: Quiz = {
  name: "lesson quiz",
  id: QUICK_COURSE_IDS.lessonQuizId,
  segment: "quiz",
  param: "quizId",
  route: lessonQuizRoute,
  explanations: explanationTexts(quickStartCourse.lessons[0].quiz!.questions),
};
const FINAL_EXAM: Quiz = {
  name: "final exam",
  id: QUICK_COURSE_IDS.finalExamId,
  segment: "final-exam",
  param: "examId",
  route: finalExamRoute,
  explanations: explanationTexts(quickStartCourse.finalExam!.questions),
};
const hrefOf = (quiz: Quiz) => `/course-player/${SLUG}/${quiz.segment}/${quiz.id}`;
/** Keys that would give the answer away while an attempt is open. */
const ANSWER_KEYS = ["correctAnswer", "correctLetter", "isCorrect", "explanation", "explanationHtml"];

// ---------------------------------------------------------------------------------------------
// Learners
// ---------------------------------------------------------------------------------------------

type Learner = Awaited<ReturnType<typeof signedInLearner>>;

/** A confirmed subscriber enrolled in the quick course, signed in; with every topic completed unless told. */
async function newLearner({ topicsDone = true } = {}): Promise<Learner> {
  const learner = await signedInLearner();
  const user = sessionUser(learner.id);
  expect((await enrollInCourse(user, COURSE)).ok).toBe(true);
  if (topicsDone) {
    for (const topicId of QUICK_COURSE_IDS.allTopicIds) {
      const done = await completeItem(learner.id, (await loadPlayerData(user, SLUG))!, contentKey("topic", topicId));
      expect(done.ok).toBe(true);
    }
  }
  return learner;
}

// ---------------------------------------------------------------------------------------------
// Calling the routes
// ---------------------------------------------------------------------------------------------

const load = (quiz: Quiz, cookie: string | null, search = "") =>
  reply(() =>
    quiz.route.loader({
      request: request(`${hrefOf(quiz)}${search}`, cookie),
      params: { course: SLUG, [quiz.param]: quiz.id },
      context: {},
    }),
  );
const post = (quiz: Quiz, cookie: string | null, fields: Record<string, string>) =>
  reply(() =>
    quiz.route.action({ request: request(hrefOf(quiz), cookie, fields), params: { course: SLUG, [quiz.param]: quiz.id }, context: {} }),
  );
const postAnswerJson = (cookie: string | null, fields: Record<string, string>) =>
  reply(() => answerEndpoint({ request: request("/course-player-quiz-answer", cookie, fields), params: {}, context: {} }));

/** POST intent=start, then the taking view the redirect leads to. */
async function start(quiz: Quiz, learner: Learner) {
  const started = await post(quiz, learner.cookie, { intent: "start" });
  expect(started).toMatchObject({ status: 302, location: `${hrefOf(quiz)}?q=1` });
  const page = await load(quiz, learner.cookie, "?q=1");
  expect(page.data.mode).toBe("taking");
  return page.data.attempt as { attemptId: string; questions: { questionId: string; choices: { letter: string; text: string }[] }[] };
}

/** The display letter of each question's correct answer, found by the correct choice's text. */
async function correctDisplayLetters(attempt: Awaited<ReturnType<typeof start>>) {
  const rows = await getDb()
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.id,
        attempt.questions.map((q) => q.questionId),
      ),
    );
  const textOf = new Map(
    rows.map((row) => [row.id, { A: row.choiceA, B: row.choiceB, C: row.choiceC, D: row.choiceD }[row.correctAnswer]]),
  );
  return attempt.questions.map((q) => q.choices.find((choice) => choice.text === textOf.get(q.questionId))!.letter);
}

/** Starts, answers every question right through the page form and submits: a pass. */
async function pass(quiz: Quiz, learner: Learner) {
  const attempt = await start(quiz, learner);
  const letters = await correctDisplayLetters(attempt);
  for (const [i, question] of attempt.questions.entries()) {
    const fields = { intent: "answer", attemptId: attempt.attemptId, questionId: question.questionId, choice: letters[i], q: `${i + 1}` };
    expect((await post(quiz, learner.cookie, fields)).status).toBe(302);
  }
  const submitted = await post(quiz, learner.cookie, { intent: "submit", attemptId: attempt.attemptId });
  expect(submitted.location).toBe(`${hrefOf(quiz)}?attempt=${attempt.attemptId}&submitted=1`);
  return attempt;
}

// ---------------------------------------------------------------------------------------------
// Reading the database
// ---------------------------------------------------------------------------------------------

const attemptsOf = (userId: string) => getDb().select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
const attemptRow = async (attemptId: string) => (await getDb().select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)))[0];
const responsesOf = (attemptId: string) => getDb().select().from(quizResponses).where(eq(quizResponses.attemptId, attemptId));
const quizProgress = (userId: string, quizId: string) =>
  getDb()
    .select()
    .from(studentProgress)
    .where(and(eq(studentProgress.userId, userId), eq(studentProgress.quizId, quizId)));
async function currentPosition(userId: string) {
  const [row] = await getDb()
    .select({ position: studentCourseAccess.currentPosition })
    .from(studentCourseAccess)
    .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, COURSE)));
  return row?.position ?? null;
}

/** Puts the attempt's deadline in the past (started ten minutes ago, time up five minutes ago). */
async function expire(attemptId: string) {
  const now = Date.now();
  const deadline = new Date(now - 5 * MINUTE);
  await getDb()
    .update(quizAttempts)
    .set({ startedAt: new Date(now - 10 * MINUTE), deadlineAt: deadline })
    .where(eq(quizAttempts.id, attemptId));
  return deadline;
}

/** Every object key anywhere in a JSON-able value. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysIn(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysIn(inner, found);
    }
  }
  return found;
}

/** What an answer-key scan finds in the data the browser receives. */
function leaks(value: unknown, quiz: Quiz) {
  const json = JSON.stringify(value);
  const keys = keysIn(JSON.parse(json));
  return {
    keys: ANSWER_KEYS.filter((key) => keys.has(key)),
    explanations: quiz.explanations.filter((text) => json.includes(text)),
  };
}
const NO_LEAKS = { keys: [], explanations: [] };

beforeAll(async () => {
  await seed(getDb());
});

// ---------------------------------------------------------------------------------------------
// 1. Integrity
// ---------------------------------------------------------------------------------------------

describe.each([LESSON_QUIZ, FINAL_EXAM])("integrity of the $name page", (quiz) => {
  it("sends no correct answer or explanation before the attempt is submitted, and the review after", async () => {
    const learner = await newLearner();
    if (quiz === FINAL_EXAM) await pass(LESSON_QUIZ, learner);

    const startView = await load(quiz, learner.cookie);
    expect(startView.data.mode).toBe("start");
    expect(leaks(startView.data, quiz)).toEqual(NO_LEAKS);

    const attempt = await start(quiz, learner);
    const taking = await load(quiz, learner.cookie, "?q=2");
    expect(taking.data.attempt.questions.length).toBeGreaterThan(0);
    expect(leaks(taking.data, quiz)).toEqual(NO_LEAKS);

    const question = attempt.questions[0];
    const saved = await postAnswerJson(learner.cookie, { attemptId: attempt.attemptId, questionId: question.questionId, choice: "A" });
    expect(saved).toMatchObject({ status: 200, data: { ok: true, questionId: question.questionId, selected: "A" } });
    expect(Object.keys(saved.data).sort()).toEqual(["ok", "questionId", "selected"]);
    expect(leaks(saved.data, quiz)).toEqual(NO_LEAKS);
    // The page's own answer POST answers with a redirect only.
    const formSave = await post(quiz, learner.cookie, {
      intent: "answer",
      attemptId: attempt.attemptId,
      questionId: question.questionId,
      choice: "B",
      q: "1",
    });
    expect(formSave).toMatchObject({ status: 302, location: `${hrefOf(quiz)}?q=1`, data: null });

    // Sanity: the same scan does find the answer key once the attempt is finished.
    const submitted = await post(quiz, learner.cookie, { intent: "submit", attemptId: attempt.attemptId });
    const result = await load(quiz, learner.cookie, new URL(submitted.location!, "http://localhost").search);
    expect(result.data.mode).toBe("result");
    const found = leaks(result.data, quiz);
    expect(found.keys).toEqual(expect.arrayContaining(["correctLetter", "isCorrect", "explanationHtml"]));
    expect(found.explanations).toEqual(quiz.explanations);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Locked items
// ---------------------------------------------------------------------------------------------

describe("a locked quiz or final exam", () => {
  const cases = [
    // A fresh learner lands on the first topic; one with every topic done lands on the lesson quiz.
    { quiz: LESSON_QUIZ, topicsDone: false, landing: `/course-player/${SLUG}/topic/${QUICK_COURSE_IDS.topicIds[0]}` },
    { quiz: FINAL_EXAM, topicsDone: true, landing: hrefOf(LESSON_QUIZ) },
  ];
  it.each(cases)(
    "$quiz.name: the page and POST intent=start redirect with the locked toast and create no attempt",
    async ({ quiz, topicsDone, landing }) => {
      const learner = await newLearner({ topicsDone });
      const locked = { status: 302, location: landing, toast: { type: "error", title: LOCKED_MESSAGE } };
      expect(await load(quiz, learner.cookie)).toMatchObject(locked);
      expect(await post(quiz, learner.cookie, { intent: "start" })).toMatchObject(locked);
      expect(await post(quiz, learner.cookie, { intent: "retake" })).toMatchObject(locked);
      expect(await attemptsOf(learner.id)).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// 3. Crafted POSTs
// ---------------------------------------------------------------------------------------------

describe("crafted POSTs", () => {
  const missing = { status: 400, toast: { type: "error", title: QUIZ_TEXTS.missingData } };

  it("refuses a choice letter that does not exist with 400 and the missing-data toast, saving nothing", async () => {
    const learner = await newLearner();
    const attempt = await start(LESSON_QUIZ, learner);
    const base = { intent: "answer", attemptId: attempt.attemptId, questionId: attempt.questions[0].questionId, q: "1" };
    for (const choice of ["E", "a", "", "AB"]) {
      expect(await post(LESSON_QUIZ, learner.cookie, { ...base, choice }), choice).toMatchObject(missing);
      expect((await postAnswerJson(learner.cookie, { ...base, choice })).status, choice).toBe(400);
    }
    expect(await responsesOf(attempt.attemptId)).toEqual([]);
  });

  it("refuses a question that is not in the attempt with 400, saving nothing", async () => {
    const learner = await newLearner();
    const attempt = await start(LESSON_QUIZ, learner);
    const [otherQuestion] = await getDb()
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, FINAL_EXAM.id));
    const fields = { intent: "answer", attemptId: attempt.attemptId, questionId: otherQuestion.id, choice: "A", q: "1" };
    expect(await post(LESSON_QUIZ, learner.cookie, fields)).toMatchObject({
      status: 400,
      toast: { type: "error", title: "That answer is not one of this question's choices." },
    });
    expect((await postAnswerJson(learner.cookie, fields)).status).toBe(400);
    expect(await responsesOf(attempt.attemptId)).toEqual([]);
  });

  it("answers 404 to answering or submitting another learner's attempt, writing nothing", async () => {
    const owner = await newLearner();
    const intruder = await newLearner();
    const attempt = await start(LESSON_QUIZ, owner);
    const noChoice = { intent: "answer", attemptId: attempt.attemptId, questionId: attempt.questions[0].questionId, q: "1" };
    const answer = { ...noChoice, choice: "B" };
    expect((await post(LESSON_QUIZ, intruder.cookie, answer)).status).toBe(404);
    expect((await post(LESSON_QUIZ, intruder.cookie, { ...noChoice, go: "next" })).status).toBe(404);
    expect((await post(LESSON_QUIZ, intruder.cookie, { ...noChoice, go: "submit" })).status).toBe(404);
    expect((await post(LESSON_QUIZ, intruder.cookie, { intent: "submit", attemptId: attempt.attemptId })).status).toBe(404);
    expect(await postAnswerJson(intruder.cookie, answer)).toMatchObject({ status: 404, data: { ok: false, reason: "error" } });
    expect(await responsesOf(attempt.attemptId)).toEqual([]);
    expect(await attemptRow(attempt.attemptId)).toMatchObject({ completedAt: null, scorePercentage: null });
    expect(await attemptsOf(intruder.id)).toEqual([]);
  });

  it("answers 400, never 500, to a missing or unknown intent and to malformed fields", async () => {
    const learner = await newLearner();
    const attempt = await start(LESSON_QUIZ, learner);
    const bodies: Record<string, string>[] = [
      {},
      { attemptId: attempt.attemptId },
      { intent: "delete", attemptId: attempt.attemptId },
      { intent: "submit" },
      { intent: "submit", attemptId: "not-a-uuid" },
      { intent: "answer", attemptId: attempt.attemptId, questionId: attempt.questions[0].questionId, choice: "A" }, // no q
      { intent: "answer", attemptId: attempt.attemptId, questionId: attempt.questions[0].questionId, choice: "A", q: "1", go: "../x" },
    ];
    for (const body of bodies) expect(await post(LESSON_QUIZ, learner.cookie, body), JSON.stringify(body)).toMatchObject(missing);
    expect(await responsesOf(attempt.attemptId)).toEqual([]);
    expect((await attemptRow(attempt.attemptId)).completedAt).toBeNull();
  });

  // A crafted submit of the learner's passed lesson-quiz attempt to the final exam's address: the
  // action refuses an attempt of another quiz, so the final exam is not completed without being taken.
  it("does not complete the final exam when a passed attempt of the lesson quiz is submitted to it", async () => {
    const learner = await newLearner();
    const lessonAttempt = await pass(LESSON_QUIZ, learner);
    const crafted = await post(FINAL_EXAM, learner.cookie, { intent: "submit", attemptId: lessonAttempt.attemptId });
    expect(await quizProgress(learner.id, FINAL_EXAM.id)).toEqual([]);
    expect(crafted.status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Lifecycle
// ---------------------------------------------------------------------------------------------

describe("the attempt lifecycle through the page action", () => {
  it("starts, answers with go=next, confirms an incomplete submit, submits, completes the quiz once", async () => {
    const learner = await newLearner();
    const href = hrefOf(LESSON_QUIZ);
    const attempt = await start(LESSON_QUIZ, learner);
    const letters = await correctDisplayLetters(attempt);
    const count = attempt.questions.length;
    const answer = (i: number, fields: Record<string, string>) =>
      post(LESSON_QUIZ, learner.cookie, {
        intent: "answer",
        attemptId: attempt.attemptId,
        questionId: attempt.questions[i].questionId,
        q: `${i + 1}`,
        ...fields,
      });

    // Every question but the last, right, moving on with go=next.
    for (let i = 0; i < count - 1; i++) {
      expect(await answer(i, { choice: letters[i], go: "next" })).toMatchObject({ status: 302, location: `${href}?q=${i + 2}` });
    }
    // Submitting from the last question without answering it asks for confirmation first.
    expect(await answer(count - 1, { go: "submit" })).toMatchObject({ status: 302, location: `${href}?q=${count}&confirm=1` });
    expect((await attemptRow(attempt.attemptId)).completedAt).toBeNull();
    expect(await answer(count - 1, { choice: letters[count - 1] })).toMatchObject({ status: 302, location: `${href}?q=${count}` });

    const resultHref = `${href}?attempt=${attempt.attemptId}&submitted=1`;
    expect(await post(LESSON_QUIZ, learner.cookie, { intent: "submit", attemptId: attempt.attemptId })).toMatchObject({
      status: 302,
      location: resultHref,
    });
    const finished = await attemptRow(attempt.attemptId);
    expect(finished).toMatchObject({ scorePercentage: 100, passed: true });
    expect(finished.completedAt).not.toBeNull();
    expect(await quizProgress(learner.id, LESSON_QUIZ.id)).toHaveLength(1);
    expect(await currentPosition(learner.id)).toBe(contentKey("quiz", FINAL_EXAM.id));

    const result = await load(LESSON_QUIZ, learner.cookie, `?attempt=${attempt.attemptId}&submitted=1`);
    expect(result.data).toMatchObject({
      mode: "result",
      result: { passed: true, scorePercentage: 100 },
      next: { href: hrefOf(FINAL_EXAM) },
    });

    // A second submit changes nothing.
    expect(await post(LESSON_QUIZ, learner.cookie, { intent: "submit", attemptId: attempt.attemptId })).toMatchObject({
      status: 302,
      location: resultHref,
    });
    expect(await attemptRow(attempt.attemptId)).toEqual(finished);
    expect(await quizProgress(learner.id, LESSON_QUIZ.id)).toHaveLength(1);
    expect(await currentPosition(learner.id)).toBe(contentKey("quiz", FINAL_EXAM.id));
    // An answer to the finished attempt goes to its result.
    expect(await answer(0, { choice: "A" })).toMatchObject({ status: 302, location: `${href}?attempt=${attempt.attemptId}` });
  });
});

// ---------------------------------------------------------------------------------------------
// 5. The deadline
// ---------------------------------------------------------------------------------------------

describe("past the deadline", () => {
  it("an answer POST closes the attempt at its deadline and goes to the result with 'Time is up'", async () => {
    const learner = await newLearner();
    const attempt = await start(LESSON_QUIZ, learner);
    const deadline = await expire(attempt.attemptId);
    const question = attempt.questions[0];

    const late = await post(LESSON_QUIZ, learner.cookie, {
      intent: "answer",
      attemptId: attempt.attemptId,
      questionId: question.questionId,
      choice: "B",
      q: "1",
      go: "next",
    });
    expect(late).toMatchObject({
      status: 302,
      location: `${hrefOf(LESSON_QUIZ)}?attempt=${attempt.attemptId}`,
      toast: { type: "info", title: "Time is up" },
    });
    const closed = await attemptRow(attempt.attemptId);
    expect(closed.completedAt?.getTime()).toBe(deadline.getTime());
    expect(closed).toMatchObject({ scorePercentage: 0, passed: false });
    // The late answer was not saved: every response is recorded unanswered.
    expect((await responsesOf(attempt.attemptId)).map((row) => row.selectedAnswer)).toEqual(attempt.questions.map(() => null));

    const result = await load(LESSON_QUIZ, learner.cookie, `?attempt=${attempt.attemptId}`);
    expect(result.data).toMatchObject({ mode: "result", result: { timedOut: true, passed: false } });
  });

  it("the JSON answer endpoint answers 409 expired, then 409 finished", async () => {
    const learner = await newLearner();
    const attempt = await start(LESSON_QUIZ, learner);
    const deadline = await expire(attempt.attemptId);
    const fields = { attemptId: attempt.attemptId, questionId: attempt.questions[0].questionId, choice: "B" };

    expect(await postAnswerJson(learner.cookie, fields)).toMatchObject({
      status: 409,
      data: { ok: false, reason: "expired", attemptId: attempt.attemptId },
    });
    expect((await attemptRow(attempt.attemptId)).completedAt?.getTime()).toBe(deadline.getTime());
    expect(await postAnswerJson(learner.cookie, fields)).toMatchObject({ status: 409, data: { ok: false, reason: "finished" } });
  });
});

// ---------------------------------------------------------------------------------------------
// 6. Signed out
// ---------------------------------------------------------------------------------------------

describe("not signed in", () => {
  it("the answer endpoint answers 401 JSON; the page and its action send to /login", async () => {
    const learner = await newLearner();
    const attempt = await start(LESSON_QUIZ, learner);
    const fields = { attemptId: attempt.attemptId, questionId: attempt.questions[0].questionId, choice: "B" };
    expect(await postAnswerJson(null, fields)).toEqual({
      status: 401,
      location: null,
      toast: null,
      data: { ok: false, reason: "error", error: QUIZ_TEXTS.notAuthenticated },
    });

    const login = `/login?${new URLSearchParams({ redirectTo: hrefOf(LESSON_QUIZ) })}`;
    expect(await load(LESSON_QUIZ, null)).toMatchObject({ status: 302, location: login });
    expect(await post(LESSON_QUIZ, null, { intent: "answer", ...fields, q: "1" })).toMatchObject({ status: 302, location: login });
    expect(await responsesOf(attempt.attemptId)).toEqual([]);
  });
});
