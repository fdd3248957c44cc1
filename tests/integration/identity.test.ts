// Identity verification and final-exam integrity (issue 46; decisions 0089, 0090), through the route
// modules as the browser calls them, on PGlite or PostgreSQL (DATABASE_URL): setup with normalised,
// hashed answers; bad input refused with 400 and nothing written; checks asked at the gate and by the
// dev helper; the wrong-answer streak exact under concurrent answers, the lock, the school's e-mail,
// staff unlock (audited); the final exam's attestation and proctoring gate; the proctoring callback's
// signature, timestamp and replay protection.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { QUICK_COURSE_SLUG } from "../../db/seed/courses/quick-start";
import { getDb, schema } from "~/db.server";
import { enrollInCourse } from "~/models/learning/enrollment.server";
import { loadPlayerData } from "~/models/learning/player.server";
import { completeItem } from "~/models/learning/progress.server";
import { getDeliveryPolicy, saveDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { startOrResumeAttempt, submitAttempt } from "~/models/assessment/quiz-attempt.server";
import { DEFAULT_POLICY } from "~/rules/delivery-policy";
import { contentKey } from "~/rules/unlocking";
import { IDENTITY_MESSAGES, normaliseAnswer } from "~/rules/identity";
import { signCallback } from "~/services/proctoring.server";
import * as identityRoute from "~/routes/course-player+/$course.identity";
import * as integrityRoute from "~/routes/course-player+/$course.final-exam.$examId_.integrity";
import * as finalExamRoute from "~/routes/course-player+/$course.final-exam.$examId";
import * as topicRoute from "~/routes/course-player+/$course.topic.$topicId";
import * as unlockRoute from "~/routes/admin+/users.$userId_.identity";
import * as devCheckRoute from "~/routes/dev+/identity-check";
import * as standInRoute from "~/routes/dev+/proctoring";
import { action as callbackAction } from "~/routes/_resources+/webhooks.proctoring";
import { getAuditPacket } from "~/models/certificates/audit-packet.server";
import { renderAuditPacketPdfStream } from "~/services/audit-packet-pdf.server";
import { pdfText } from "../pdf-text";
import { createLearner, reply, request, sessionCookie, signedInLearner } from "../learners";
import { sessionUser } from "../session-user";

const {
  identityAnswers,
  identityProfiles,
  identityChecks,
  identityCourseStates,
  examAttestations,
  proctoringSessions,
  quizAttempts,
  emailOutbox,
  auditLog,
  identityUnlocks,
} = schema;

const SLUG = QUICK_COURSE_SLUG;
const COURSE = QUICK_COURSE_IDS.courseId;
const EXAM = QUICK_COURSE_IDS.finalExamId;
const TOPIC = QUICK_COURSE_IDS.allTopicIds[0]!;
const IDENTITY = `/course-player/${SLUG}/identity`;
const EXAM_HREF = `/course-player/${SLUG}/final-exam/${EXAM}`;
const INTEGRITY = `${EXAM_HREF}/integrity`;
const ANSWERS = { first_pet: "  Mr. Whiskers! ", first_school: "St. Mary's Academy", first_car: "Ford  F-150" } as const;

type Learner = { id: string; cookie: string };

async function setPolicy(overrides: Partial<typeof DEFAULT_POLICY>) {
  await saveDeliveryPolicy(COURSE, { ...DEFAULT_POLICY, requiredSeatTimePercent: 0, identityChecksRequired: true, ...overrides });
}

async function newLearner({ allDone = false } = {}): Promise<Learner> {
  const learner = await signedInLearner({ firstName: "Ana", lastName: "O'Neil" });
  const user = sessionUser(learner.id);
  expect((await enrollInCourse(user, COURSE)).ok).toBe(true);
  if (allDone) {
    for (const topicId of QUICK_COURSE_IDS.allTopicIds) {
      expect((await completeItem(learner.id, (await loadPlayerData(user, SLUG))!, contentKey("topic", topicId))).ok).toBe(true);
    }
    const quizKey = contentKey("quiz", QUICK_COURSE_IDS.lessonQuizId);
    expect((await completeItem(learner.id, (await loadPlayerData(user, SLUG))!, quizKey, { allowedTypes: ["quiz"] })).ok).toBe(true);
  }
  return learner;
}

const SETUP = {
  intent: "setup",
  question1: "first_pet",
  answer1: ANSWERS.first_pet,
  question2: "first_school",
  answer2: ANSWERS.first_school,
  question3: "first_car",
  answer3: ANSWERS.first_car,
  fullName: "ana oneil",
  affirm: "on",
};

const identity = {
  load: (cookie: string, search = "") =>
    reply(() => identityRoute.loader({ request: request(`${IDENTITY}${search}`, cookie), params: { course: SLUG }, context: {} })),
  post: (cookie: string, body: Record<string, string> | URLSearchParams, search = "") =>
    reply(() =>
      identityRoute.action({
        request: new Request(`http://localhost${IDENTITY}${search}`, {
          method: "POST",
          headers: { Cookie: cookie },
          body: new URLSearchParams(body),
        }),
        params: { course: SLUG },
        context: {},
      }),
    ),
};

async function setUp(learner: Learner) {
  const saved = await identity.post(learner.cookie, SETUP);
  expect(saved.status).toBe(302);
}

/** The learner's open check, and the answer that is right for it. */
async function openCheck(learner: Learner) {
  const rows = await getDb().select().from(identityChecks).where(eq(identityChecks.userId, learner.id));
  const open = rows.find((r) => r.result === null);
  expect(open).toBeTruthy();
  return { id: open!.id, right: ANSWERS[open!.questionKey as keyof typeof ANSWERS] };
}

async function devCheck(learner: Learner) {
  const asked = await reply(() =>
    devCheckRoute.action({ request: request("/dev/identity-check", learner.cookie, { course: SLUG }), params: {}, context: {} }),
  );
  expect(asked).toMatchObject({ status: 302, location: IDENTITY });
  return openCheck(learner);
}

const countRows = async (table: any, userId: string) => (await getDb().select().from(table).where(eq(table.userId, userId))).length;

beforeAll(async () => {
  await seed(getDb());
  await setPolicy({});
});

describe("answers", () => {
  it("normalises case, white space and punctuation", () => {
    expect(normaliseAnswer("  Mr. Whiskers! ")).toBe("mrwhiskers");
    expect(normaliseAnswer("MR   WHISKERS")).toBe("mrwhiskers");
    expect(normaliseAnswer("St. Mary’s Academy")).toBe(normaliseAnswer("st marys academy"));
    expect(normaliseAnswer("Ford\tF-150")).toBe(normaliseAnswer("ford f150"));
    expect(normaliseAnswer("Ｆｏｒｄ")).toBe("ford");
    expect(normaliseAnswer("José")).not.toBe(normaliseAnswer("Jose"));
  });
});

describe("setup", () => {
  it("sends a learner who has not set up from an item page to the identity page, then stores only hashes", async () => {
    const learner = await newLearner();
    const page = await reply(() =>
      topicRoute.loader({
        request: request(`/course-player/${SLUG}/topic/${TOPIC}`, learner.cookie),
        params: { course: SLUG, topicId: TOPIC },
        context: {},
      }),
    );
    expect(page.status).toBe(302);
    expect(page.location).toBe(`${IDENTITY}?${new URLSearchParams({ returnTo: `/course-player/${SLUG}/topic/${TOPIC}` })}`);
    const view = await identity.load(learner.cookie);
    expect(view.data.mode).toBe("setup");
    expect(view.data.questions.length).toBeGreaterThanOrEqual(10);

    const saved = await identity.post(learner.cookie, SETUP, `?returnTo=${encodeURIComponent(`/course-player/${SLUG}/topic/${TOPIC}`)}`);
    expect(saved).toMatchObject({ status: 302, location: `/course-player/${SLUG}/topic/${TOPIC}` });
    const stored = await getDb().select().from(identityAnswers).where(eq(identityAnswers.userId, learner.id));
    expect(stored.map((s) => s.questionKey).sort()).toEqual(["first_car", "first_pet", "first_school"]);
    for (const row of stored) {
      expect(row.answerHash).toMatch(/^\$argon2id\$/);
      expect(row.answerHash.toLowerCase()).not.toContain("whiskers");
    }
    // The gate is clear now: the topic opens.
    const open = await reply(() =>
      topicRoute.loader({
        request: request(`/course-player/${SLUG}/topic/${TOPIC}`, learner.cookie),
        params: { course: SLUG, topicId: TOPIC },
        context: {},
      }),
    );
    expect(open.status).toBe(200);
  });

  it.each([
    ["empty", {}],
    ["an empty answer", { ...SETUP, answer2: "" }],
    ["a 10 KB answer", { ...SETUP, answer1: "x".repeat(10_240) }],
    ["a NUL in an answer", { ...SETUP, answer1: "Mr\u0000Whiskers" }],
    ["the same question twice", { ...SETUP, question2: "first_pet" }],
    ["an unknown question", { ...SETUP, question3: "mothers_maiden_name" }],
    ["no affirmation", { ...SETUP, affirm: "" }],
    ["another person's name", { ...SETUP, fullName: "Someone Else" }],
  ])("refuses %s with 400 and a message, writing nothing", async (_name, body) => {
    const learner = await newLearner();
    const answer = await identity.post(learner.cookie, body as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(answer.data.formError).toEqual(expect.any(String));
    expect(await countRows(identityAnswers, learner.id)).toBe(0);
    expect(await countRows(identityProfiles, learner.id)).toBe(0);
  });

  it("refuses a repeated field (an array) with 400", async () => {
    const learner = await newLearner();
    const body = new URLSearchParams(SETUP);
    body.append("answer1", "again");
    const answer = await identity.post(learner.cookie, body);
    expect(answer.status).toBe(400);
    expect(await countRows(identityAnswers, learner.id)).toBe(0);
  });
});

describe("checks", () => {
  it("a right answer (normalised) continues where the learner was; a wrong one asks another question", async () => {
    const learner = await newLearner();
    await setUp(learner);
    const first = await devCheck(learner);
    const topicHref = `/course-player/${SLUG}/topic/${TOPIC}`;
    // Any item page now leads to the check, coming back to it after.
    const page = await reply(() =>
      topicRoute.loader({ request: request(topicHref, learner.cookie), params: { course: SLUG, topicId: TOPIC }, context: {} }),
    );
    expect(page.location).toBe(`${IDENTITY}?${new URLSearchParams({ returnTo: topicHref })}`);

    const wrong = await identity.post(
      learner.cookie,
      { intent: "answer", checkId: first.id, answer: "wrong answer" },
      `?returnTo=${encodeURIComponent(topicHref)}`,
    );
    expect(wrong.status).toBe(302);
    expect(wrong.toast?.title).toBe(IDENTITY_MESSAGES.wrong);
    const second = await openCheck(learner);
    expect(second.id).not.toBe(first.id);
    const checks = await getDb().select().from(identityChecks).where(eq(identityChecks.userId, learner.id));
    expect(checks.find((c) => c.id === second.id)!.questionKey).not.toBe(checks.find((c) => c.id === first.id)!.questionKey);

    const right = await identity.post(
      learner.cookie,
      { intent: "answer", checkId: second.id, answer: second.right.toUpperCase().replace(/[.'!-]/g, "") },
      `?returnTo=${encodeURIComponent(topicHref)}`,
    );
    expect(right).toMatchObject({ status: 302, location: topicHref });
    const [state] = await getDb().select().from(identityCourseStates).where(eq(identityCourseStates.userId, learner.id));
    expect(state).toMatchObject({ wrongInARow: 0, lockedAt: null });
    // Every check kept, with its result and the address; no answer anywhere.
    const kept = await getDb().select().from(identityChecks).where(eq(identityChecks.userId, learner.id));
    expect(kept.map((c) => c.result).sort()).toEqual(["failed", "passed"]);
    expect(JSON.stringify(kept).toLowerCase()).not.toContain("wrong answer");
  });

  it("refuses bad answers and another learner's check with 400, writing nothing", async () => {
    const learner = await newLearner();
    const other = await newLearner();
    await setUp(learner);
    await setUp(other);
    const mine = await devCheck(learner);
    const theirs = await devCheck(other);
    for (const body of [
      {},
      { intent: "answer", checkId: mine.id, answer: "" },
      { intent: "answer", checkId: mine.id, answer: "x".repeat(10_240) },
      { intent: "answer", checkId: mine.id, answer: "a\u0000b" },
      { intent: "answer", checkId: "not-a-uuid", answer: "abc" },
      { intent: "answer", checkId: theirs.id, answer: theirs.right },
    ]) {
      const answer = await identity.post(learner.cookie, body as Record<string, string>);
      expect(answer.status).toBe(400);
      expect(answer.data.formError).toEqual(expect.any(String));
    }
    const arrays = new URLSearchParams({ intent: "answer", checkId: mine.id, answer: "abc" });
    arrays.append("checkId", mine.id);
    expect((await identity.post(learner.cookie, arrays)).status).toBe(400);
    const checks = await getDb().select().from(identityChecks);
    expect(checks.filter((c) => c.id === mine.id || c.id === theirs.id).every((c) => c.result === null)).toBe(true);
  });

  it("counts concurrent answers to one check once", async () => {
    const learner = await newLearner();
    await setUp(learner);
    const check = await devCheck(learner);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => identity.post(learner.cookie, { intent: "answer", checkId: check.id, answer: "wrong answer" })),
    );
    expect(answers.every((a) => a.status === 302)).toBe(true);
    const [state] = await getDb().select().from(identityCourseStates).where(eq(identityCourseStates.userId, learner.id));
    expect(state!.wrongInARow).toBe(1);
    const failed = (await getDb().select().from(identityChecks).where(eq(identityChecks.userId, learner.id))).filter(
      (c) => c.result === "failed",
    );
    expect(failed).toHaveLength(1);
  });

  it("three wrong answers in a row lock the course and e-mail the school; staff unlock with a reason; the learner continues", async () => {
    const learner = await newLearner();
    await setUp(learner);
    await devCheck(learner);
    const before = (await getDb().select().from(emailOutbox).where(eq(emailOutbox.templateKey, "identity_lock"))).length;
    for (let i = 0; i < 3; i++) {
      const check = await openCheck(learner);
      // Two tabs answer each check at once: still one wrong answer per check.
      await Promise.all([
        identity.post(learner.cookie, { intent: "answer", checkId: check.id, answer: "nope" }),
        identity.post(learner.cookie, { intent: "answer", checkId: check.id, answer: "nope" }),
      ]);
    }
    const [state] = await getDb().select().from(identityCourseStates).where(eq(identityCourseStates.userId, learner.id));
    expect(state!.wrongInARow).toBe(3);
    expect(state!.lockedAt).not.toBeNull();
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.templateKey, "identity_lock"));
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.recipient).toBe("support@pelicanrealestateschool.com");
    expect(mails.at(-1)!.textBody).toContain("Ana O'Neil");

    // Locked: every item page leads to the locked notice; the notice says so.
    const page = await reply(() =>
      topicRoute.loader({
        request: request(`/course-player/${SLUG}/topic/${TOPIC}`, learner.cookie),
        params: { course: SLUG, topicId: TOPIC },
        context: {},
      }),
    );
    expect(page.location).toContain(IDENTITY);
    expect((await identity.load(learner.cookie)).data.mode).toBe("locked");

    // Staff unlock: a reason is required; audited.
    const admin = await createAdmin();
    const unlock = (body: Record<string, string>) =>
      reply(() =>
        unlockRoute.action({
          request: request(`/admin/users/${learner.id}/identity`, admin, body),
          params: { userId: learner.id },
          context: {},
        }),
      );
    expect((await unlock({ intent: "unlock", courseId: COURSE, reason: "" })).status).toBe(400);
    expect((await unlock({ intent: "unlock", courseId: COURSE, reason: "x".repeat(10_240) })).status).toBe(400);
    expect(await countRows(identityUnlocks, learner.id)).toBe(0);
    const done = await unlock({ intent: "unlock", courseId: COURSE, reason: "Called the learner and checked their driver's license" });
    expect(done.status).toBe(302);
    expect(done.toast?.title).toBe("Course unlocked");
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "identity.unlock"), eq(auditLog.entityId, learner.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ courseId: COURSE, reason: "Called the learner and checked their driver's license" });

    // The learner answers one question right and continues.
    const view = await identity.load(learner.cookie);
    expect(view.data.mode).toBe("check");
    const check = await openCheck(learner);
    const right = await identity.post(learner.cookie, { intent: "answer", checkId: check.id, answer: check.right });
    expect(right.status).toBe(302);
    const topic = await reply(() =>
      topicRoute.loader({
        request: request(`/course-player/${SLUG}/topic/${TOPIC}`, learner.cookie),
        params: { course: SLUG, topicId: TOPIC },
        context: {},
      }),
    );
    expect(topic.status).toBe(200);
  });
});

async function createAdmin() {
  return sessionCookie(await createLearner({ role: "admin" }));
}

// ---------------------------------------------------------------------------------------------
// The final exam
// ---------------------------------------------------------------------------------------------

const integrity = {
  load: (cookie: string) =>
    reply(() => integrityRoute.loader({ request: request(INTEGRITY, cookie), params: { course: SLUG, examId: EXAM }, context: {} })),
  post: (cookie: string, body: Record<string, string>) =>
    reply(() => integrityRoute.action({ request: request(INTEGRITY, cookie, body), params: { course: SLUG, examId: EXAM }, context: {} })),
};
const startExam = (cookie: string) =>
  reply(() =>
    finalExamRoute.action({
      request: request(EXAM_HREF, cookie, { intent: "start" }),
      params: { course: SLUG, examId: EXAM },
      context: {},
    }),
  );

describe("final exam", () => {
  it("asks an identity check and an attestation before each attempt, and each opens one attempt", async () => {
    await setPolicy({});
    const learner = await newLearner({ allDone: true });
    await setUp(learner);
    expect(await startExam(learner.cookie)).toMatchObject({ status: 302, location: INTEGRITY });
    // The integrity page asks the identity check first, coming back after.
    const first = await integrity.load(learner.cookie);
    expect(first.location).toBe(`${IDENTITY}?${new URLSearchParams({ returnTo: INTEGRITY })}`);
    const check = await openCheck(learner);
    expect(
      await identity.post(
        learner.cookie,
        { intent: "answer", checkId: check.id, answer: check.right },
        `?returnTo=${encodeURIComponent(INTEGRITY)}`,
      ),
    ).toMatchObject({ status: 302, location: INTEGRITY });
    const page = await integrity.load(learner.cookie);
    expect(page.data).toMatchObject({ identity: "done", attestation: "needed", proctoring: "off", ready: false });
    expect(await startExam(learner.cookie)).toMatchObject({ location: INTEGRITY });

    // The attestation: the typed name must be the profile's; bad input writes nothing.
    for (const body of [
      { intent: "attest", fullName: "Someone Else", attest: "on" },
      { intent: "attest", fullName: "Ana O'Neil" },
      { intent: "attest", fullName: "Ana\u0000O'Neil", attest: "on" },
      { intent: "attest", fullName: "x".repeat(10_240), attest: "on" },
      {},
    ]) {
      expect((await integrity.post(learner.cookie, body as Record<string, string>)).status).toBe(400);
    }
    expect(await countRows(examAttestations, learner.id)).toBe(0);
    expect((await integrity.post(learner.cookie, { intent: "attest", fullName: "  ana  o'neil ", attest: "on" })).status).toBe(302);
    expect((await integrity.load(learner.cookie)).data.ready).toBe(true);

    expect(await startExam(learner.cookie)).toMatchObject({ status: 302, location: `${EXAM_HREF}?q=1` });
    const [attempt] = await getDb().select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id));
    const [attestation] = await getDb().select().from(examAttestations).where(eq(examAttestations.userId, learner.id));
    expect(attestation!.usedByAttemptId).toBe(attempt!.id);
    const passedCheck = (await getDb().select().from(identityChecks).where(eq(identityChecks.userId, learner.id))).find(
      (c) => c.reason === "final_exam",
    );
    expect(passedCheck!.usedByAttemptId).toBe(attempt!.id);
    // Resuming the open attempt needs nothing more.
    expect(await startExam(learner.cookie)).toMatchObject({ location: `${EXAM_HREF}?q=1` });

    // The audit packet keeps the check (its question, never the answer) and the attestation, data and PDF.
    const packet = (await getAuditPacket(learner.id, COURSE))!;
    expect(packet.integrity.checks).toEqual([expect.objectContaining({ reason: "final_exam", result: "passed" })]);
    expect(packet.integrity.attestations).toEqual([expect.objectContaining({ typedName: "ana  o'neil", used: true })]);
    const pdf = await renderAuditPacketPdfStream({
      packet,
      schoolName: "Pelican",
      authorityNumber: null,
      generatedAt: new Date(),
      generatedBy: "Staff",
    });
    const text = pdfText(new Uint8Array(await new Response(pdf).arrayBuffer())).replace(/\s+/g, " ");
    expect(text).toContain("Identity checks");
    expect(text).toContain("Final-exam attestations");
    expect(text).toContain(packet.integrity.checks[0]!.question.slice(0, 30));
    for (const answer of Object.values(ANSWERS)) expect(text.toLowerCase()).not.toContain(answer.trim().toLowerCase());
  });

  it("a proctored final starts only after a passed session; a failed one does not open it", async () => {
    await setPolicy({ identityChecksRequired: false, externalProctoringRequired: true });
    try {
      const learner = await newLearner({ allDone: true });
      expect(await startExam(learner.cookie)).toMatchObject({ location: INTEGRITY });
      // Proctoring is offered only after the attestation.
      expect((await integrity.post(learner.cookie, { intent: "proctor" })).location).toBe(INTEGRITY);
      await integrity.post(learner.cookie, { intent: "attest", fullName: "Ana O'Neil", attest: "on" });
      expect((await integrity.load(learner.cookie)).data).toMatchObject({ proctoring: "none", ready: false });

      const launch = async () => {
        const started = await integrity.post(learner.cookie, { intent: "proctor" });
        expect(started.status).toBe(302);
        expect(started.location).toMatch(/^\/dev\/proctoring\?token=/);
        return new URL(started.location!, "http://localhost").searchParams.get("token")!;
      };
      const click = (token: string, result: string) =>
        reply(() =>
          standInRoute.action({ request: request("/dev/proctoring", learner.cookie, { token, result }), params: {}, context: {} }),
        );

      // Fail: the exam stays closed, a new session may be started.
      const failedToken = await launch();
      expect(await click(failedToken, "failed")).toMatchObject({ status: 302, location: INTEGRITY });
      expect((await integrity.load(learner.cookie)).data).toMatchObject({ proctoring: "failed", ready: false });
      expect(await startExam(learner.cookie)).toMatchObject({ location: INTEGRITY });
      // The stand-in refuses a token that is not signed by this server, and another learner.
      expect(
        (
          await click(
            // A character inside the signature: the last one carries padding bits a decoder may ignore.
            failedToken.replace(/.(?=.{4}$)/, (c) => (c === "A" ? "B" : "A")),
            "passed",
          )
        ).status,
      ).toBe(400);
      const other = await newLearner();
      expect(
        (
          await reply(() =>
            standInRoute.action({
              request: request("/dev/proctoring", other.cookie, { token: failedToken, result: "passed" }),
              params: {},
              context: {},
            }),
          )
        ).status,
      ).toBe(400);

      // Pass: Start opens the attempt, which uses the session.
      const passedToken = await launch();
      expect(await click(passedToken, "passed")).toMatchObject({ status: 302, location: INTEGRITY });
      expect((await integrity.load(learner.cookie)).data).toMatchObject({ proctoring: "passed", ready: true });
      expect(await startExam(learner.cookie)).toMatchObject({ location: `${EXAM_HREF}?q=1` });
      const sessions = await getDb().select().from(proctoringSessions).where(eq(proctoringSessions.userId, learner.id));
      const [attempt] = await getDb().select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id));
      expect(sessions.map((s) => [s.status, s.usedByAttemptId])).toEqual(
        expect.arrayContaining([
          ["failed", null],
          ["passed", attempt!.id],
        ]),
      );
    } finally {
      await setPolicy({});
    }
  });
});

describe("final exam under concurrent starts", () => {
  const post = (cookie: string, body: Record<string, string>) =>
    reply(() => finalExamRoute.action({ request: request(EXAM_HREF, cookie, body), params: { course: SLUG, examId: EXAM }, context: {} }));
  const attemptsOf = (userId: string) =>
    getDb()
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, EXAM)));
  const attestationsOf = (userId: string) => getDb().select().from(examAttestations).where(eq(examAttestations.userId, userId));
  const attest = async (learner: Learner) =>
    expect((await integrity.post(learner.cookie, { intent: "attest", fullName: "Ana O'Neil", attest: "on" })).status).toBe(302);

  it("ten starts and retakes at once with one attestation open one attempt, which claims it; a used attestation opens none", async () => {
    await setPolicy({ identityChecksRequired: false });
    try {
      const learner = await newLearner({ allDone: true });
      await attest(learner);
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => post(learner.cookie, { intent: i % 2 ? "retake" : "start" })));
      // Each either resumes the one attempt or goes back to the gate; never a second attempt, never a 500.
      for (const answer of replies) expect([`${EXAM_HREF}?q=1`, INTEGRITY]).toContain(answer.location);
      const [attempt, ...more] = await attemptsOf(learner.id);
      expect(more).toEqual([]);
      expect((await attestationsOf(learner.id)).map((a) => a.usedByAttemptId)).toEqual([attempt!.id]);

      // Finished, the attempt leaves its attestation used: a start that got past the page's check
      // before it finished (the model called as that request would) is refused and writes nothing.
      expect((await submitAttempt({ attemptId: attempt!.id, userId: learner.id })).ok).toBe(true);
      const policy = await getDeliveryPolicy(COURSE);
      expect(await startOrResumeAttempt({ userId: learner.id, courseId: COURSE, quizId: EXAM, examPolicy: policy })).toEqual({
        ok: false,
        reason: "exam_gate",
      });
      expect(await post(learner.cookie, { intent: "retake" })).toMatchObject({ status: 302, location: INTEGRITY });
      expect(await attemptsOf(learner.id)).toHaveLength(1);

      // A new attestation, and retakes racing the submission of the attempt it opened: every attempt
      // that exists was opened by an attestation of its own.
      await attest(learner);
      expect(await post(learner.cookie, { intent: "retake" })).toMatchObject({ location: `${EXAM_HREF}?q=1` });
      const second = (await attemptsOf(learner.id)).find((a) => a.attemptNumber === 2)!;
      await Promise.all([
        submitAttempt({ attemptId: second.id, userId: learner.id }),
        ...Array.from({ length: 9 }, () => post(learner.cookie, { intent: "retake" })),
      ]);
      const attempts = await attemptsOf(learner.id);
      const claimed = (await attestationsOf(learner.id)).map((a) => a.usedByAttemptId).sort();
      expect(claimed).toEqual(attempts.map((a) => a.id).sort());
      expect(attempts).toHaveLength(2);
    } finally {
      await setPolicy({});
    }
  });

  it("with identity checks and proctoring, a start takes the check, the attestation and the session together or none of them", async () => {
    await setPolicy({ externalProctoringRequired: true });
    try {
      const learner = await newLearner({ allDone: true });
      const policy = await getDeliveryPolicy(COURSE);
      const now = new Date();
      await setUp(learner);
      const [answer] = await getDb().select().from(identityAnswers).where(eq(identityAnswers.userId, learner.id));
      await getDb().insert(identityChecks).values({
        userId: learner.id,
        courseId: COURSE,
        answerId: answer!.id,
        reason: "final_exam",
        questionKey: answer!.questionKey,
        result: "passed",
        answeredAt: now,
      });
      await getDb().insert(examAttestations).values({
        userId: learner.id,
        courseId: COURSE,
        quizId: EXAM,
        typedName: "Ana O'Neil",
        statement: "I attest.",
        attestedAt: now,
      });
      // A session that has not passed: nothing is claimed, no attempt.
      const [session] = await getDb()
        .insert(proctoringSessions)
        .values({ userId: learner.id, courseId: COURSE, quizId: EXAM, provider: "stand-in" })
        .returning();
      const start = () => startOrResumeAttempt({ userId: learner.id, courseId: COURSE, quizId: EXAM, examPolicy: policy });
      expect(await start()).toEqual({ ok: false, reason: "exam_gate" });
      expect(await attemptsOf(learner.id)).toHaveLength(0);
      const unused = async () =>
        [
          ...(await getDb().select().from(identityChecks).where(eq(identityChecks.userId, learner.id))),
          ...(await attestationsOf(learner.id)),
          ...(await getDb().select().from(proctoringSessions).where(eq(proctoringSessions.userId, learner.id))),
        ].map((row) => row.usedByAttemptId);
      expect(await unused()).toEqual([null, null, null]);

      await getDb().update(proctoringSessions).set({ status: "passed" }).where(eq(proctoringSessions.id, session!.id));
      const results = await Promise.all(Array.from({ length: 10 }, start));
      const [attempt, ...more] = await attemptsOf(learner.id);
      expect(more).toEqual([]);
      expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
      for (const result of results) expect(result.ok || result.reason === "exam_gate").toBe(true);
      expect(await unused()).toEqual([attempt!.id, attempt!.id, attempt!.id]);
    } finally {
      await setPolicy({});
    }
  });
});

describe("proctoring callback", () => {
  async function session() {
    const learner = await newLearner();
    const [row] = await getDb()
      .insert(proctoringSessions)
      .values({ userId: learner.id, courseId: COURSE, quizId: EXAM, provider: "local" })
      .returning();
    return row!;
  }
  const call = (body: string, signature: string | null) =>
    reply(() =>
      callbackAction({
        request: new Request("http://localhost/webhooks/proctoring", {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(signature ? { "Proctoring-Signature": signature } : {}) },
          body,
        }),
        params: {},
        context: {},
      }),
    );
  const statusOf = async (id: string) => (await getDb().select().from(proctoringSessions).where(eq(proctoringSessions.id, id)))[0]!.status;

  it("applies a signed result once; a replay changes nothing", async () => {
    const s = await session();
    const body = JSON.stringify({ sessionId: s.id, result: "passed", reference: "prov-1" });
    const signature = signCallback(body);
    expect((await call(body, signature)).status).toBe(200);
    expect(await statusOf(s.id)).toBe("passed");
    expect((await call(body, signature)).status).toBe(409);
    // A new nonce for a session that already has its result changes nothing either.
    const flip = JSON.stringify({ sessionId: s.id, result: "failed" });
    expect((await call(flip, signCallback(flip))).data).toMatchObject({ outcome: "already_final" });
    expect(await statusOf(s.id)).toBe("passed");
  });

  it("refuses a forged or stale signature, writing nothing", async () => {
    const s = await session();
    const body = JSON.stringify({ sessionId: s.id, result: "passed" });
    const good = signCallback(body);
    const forged = good.replace(/v1=([0-9a-f])/, (_m, c: string) => `v1=${c === "0" ? "1" : "0"}`);
    const stale = signCallback(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const otherBody = JSON.stringify({ sessionId: s.id, result: "failed" });
    for (const [payload, signature] of [
      [body, null],
      [body, "t=1,n=x,v1=y"],
      [body, forged],
      [body, stale],
      [otherBody, good],
    ] as const) {
      expect((await call(payload, signature)).status).toBe(400);
    }
    expect(await statusOf(s.id)).toBe("started");
    expect(await getDb().select().from(schema.proctoringNonces)).not.toContainEqual(
      expect.objectContaining({ nonce: good.split(",")[1]!.slice(2) }),
    );
  });
});
