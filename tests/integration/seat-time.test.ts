// Seat time under a course's delivery policy (issue 46, decision 0087), at its edges: the final exam
// opens when the required time is reached by one second, not before; the idle limit drops page-view
// gaps beyond it; two tabs never count twice; forged and replayed heartbeats add nothing; completion
// and the certificate are refused below the required time; bad input writes nothing.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { startOrResumeAttempt } from "~/models/assessment/quiz-attempt.server";
import { recordAttestation } from "~/models/assessment/exam-integrity.server";
import { getDeliveryPolicy, getSeatTimeStatus, saveDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { loadPlayerData } from "~/models/learning/player.server";
import { recordHeartbeat, recordPageView } from "~/models/learning/time-on-task.server";
import { DEFAULT_POLICY, NO_POLICY } from "~/rules/delivery-policy";
import { MAX_CREDIT_SECONDS } from "~/rules/time-on-task";
import { contentKey } from "~/rules/unlocking";
import { answerField, followUpField } from "~/rules/evaluation-form";
import { setLicenseNumber } from "~/routes/dev+/evaluation-data.server";
import { completeBeforeFinalExam, moveSeatTime } from "~/routes/dev+/seat-time-data.server";
import { action as finalExamAction, loader as finalExamLoader } from "~/routes/course-player+/$course.final-exam.$examId";
import { action as evaluationAction } from "~/routes/course-player+/$course.evaluation.$evaluationId/route";
import { action as devSeatTimeAction } from "~/routes/dev+/seat-time.$course";
import { createLearner, outcome, reply, request, sessionCookie, signedInLearner, toastOf } from "../learners";
import { action as editCourseAction } from "~/routes/admin+/courses.edit.$courseId/route";
import { loader as timeStudyLoader } from "~/routes/admin+/reports_.time-study";
import { loader as timeStudyCsv } from "~/routes/admin+/reports.time-study[.csv]";

/** A loader's or action's data and status: `data(…, { status })` or a plain object (200). */
function unwrap(value: unknown): { data: any; status: number } {
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped && wrapped.type === "DataWithResponseInit") return { data: wrapped.data, status: wrapped.init?.status ?? 200 };
  return { data: value, status: 200 };
}
function asData(value: unknown, status = 200) {
  const { data, status: actual } = unwrap(value);
  expect(actual).toBe(status);
  return data;
}

const { generatedCertificates, quizAttempts, studentCourseAccess, studentProgress, timeOnTask } = schema;

const SLUG = COURSE_SLUGS.ceFlood;
const COURSE = seedIds.course(SLUG);
const EXAM = seedIds.quiz("ce-flood:final");
const EVALUATION = seedIds.evaluation("course-evaluation");
const TOPIC = seedIds.topic("ce-flood:maps", 0);
const OTHER_TOPIC = seedIds.topic("ce-flood:maps", 1);
const HOURS = 4;
const REQUIRED = HOURS * 3600;
const EXAM_PATH = `/course-player/${SLUG}/final-exam/${EXAM}`;
const EVALUATION_PATH = `/course-player/${SLUG}/evaluation/${EVALUATION}`;

async function newLearner(course = COURSE) {
  const learner = await signedInLearner();
  await getDb().insert(studentCourseAccess).values({ userId: learner.id, courseId: course, accessType: "premium_subscription" });
  return learner;
}

const attempts = (userId: string) => getDb().select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
const seconds = async (userId: string) => (await getSeatTimeStatus(userId, COURSE)).creditedSeconds;

beforeAll(async () => {
  await seed(getDb());
});

describe("the seeded policies", () => {
  it("are on for the CE course and off for Quick Start", async () => {
    expect(await getDeliveryPolicy(COURSE)).toEqual(DEFAULT_POLICY);
    expect((await getDeliveryPolicy(QUICK_COURSE_IDS.courseId)).enabled).toBe(false);
    expect((await getDeliveryPolicy(seedIds.course(COURSE_SLUGS.preLicensing))).enabled).toBe(true);
    expect((await getDeliveryPolicy(seedIds.course(COURSE_SLUGS.postLicensing))).enabled).toBe(true);
  });
  it("the player carries the policy and the learner's seat time in its one statement", async () => {
    const { id } = await newLearner();
    await moveSeatTime(id, COURSE, { kind: "add", seconds: 600 });
    const player = await loadPlayerData({ id, roles: ["student"] }, SLUG);
    expect(player?.deliveryPolicy).toEqual(DEFAULT_POLICY);
    expect(player?.seatTime).toMatchObject({ applies: true, creditedSeconds: 600, requiredSeconds: REQUIRED, met: false });
    const quick = await loadPlayerData({ id, roles: ["student"] }, QUICK_COURSE_IDS.courseId);
    expect(quick?.deliveryPolicy).toEqual(NO_POLICY);
    expect(quick?.seatTime.applies).toBe(false);
  });
});

describe("the final exam's seat-time lock", () => {
  it("opens when the required time is reached by one second, not before", async () => {
    const { id, cookie } = await newLearner();
    await completeBeforeFinalExam(id, COURSE);
    await moveSeatTime(id, COURSE, { kind: "short", seconds: 1 });
    expect(await seconds(id)).toBe(REQUIRED - 1);

    // The page says exactly what is still needed and offers no Start button.
    const page = asData(
      await finalExamLoader({ request: request(EXAM_PATH, cookie), params: { course: SLUG, examId: EXAM }, context: {} }),
    );
    expect(page).toMatchObject({
      mode: "start",
      seatTimeLock: "The final exam opens after 4 h of seat time. You need 1 min more.",
    });
    // A crafted start: 409 with the same message, no attempt.
    const refused = asData(
      await finalExamAction({
        request: request(EXAM_PATH, cookie, { intent: "start" }),
        params: { course: SLUG, examId: EXAM },
        context: {},
      }),
      409,
    );
    expect(refused).toMatchObject({ toast: { description: "The final exam opens after 4 h of seat time. You need 1 min more." } });
    expect(await startOrResumeAttempt({ userId: id, courseId: COURSE, quizId: EXAM })).toMatchObject({ ok: false, reason: "seat_time" });
    expect(await attempts(id)).toHaveLength(0);

    await moveSeatTime(id, COURSE, { kind: "add", seconds: 1 });
    expect(await seconds(id)).toBe(REQUIRED);
    // Under a delivery policy each final-exam attempt also needs the learner's attestation (decision 0090).
    await recordAttestation({ userId: id, courseId: COURSE, quizId: EXAM }, "Test Learner", { ipAddress: null });
    const started = await outcome(() =>
      finalExamAction({ request: request(EXAM_PATH, cookie, { intent: "start" }), params: { course: SLUG, examId: EXAM }, context: {} }),
    );
    expect((started.value as Response).status).toBe(302);
    expect(await attempts(id)).toHaveLength(1);
  });

  it("holds back a lesson below the per-lesson minimum even when the course total is met", async () => {
    const course = seedIds.course(COURSE_SLUGS.ceAgency);
    const { id } = await newLearner(course);
    await saveDeliveryPolicy(course, { ...DEFAULT_POLICY, requiredSeatTimePercent: 1, minMinutesPerLesson: 5 });
    await getDb()
      .insert(timeOnTask)
      .values({
        userId: id,
        courseId: course,
        contentKey: contentKey("topic", seedIds.topic("ce-agency:review", 0)),
        startedAt: new Date(),
        endedAt: new Date(),
        seconds: 10_000,
      })
      .catch(() => undefined);
    const status = await getSeatTimeStatus(id, course);
    expect(status.remainingSeconds).toBe(0);
    expect(status.met).toBe(false);
    expect(status.lessonsShort.length).toBeGreaterThan(0);
    await moveSeatTime(id, course, { kind: "meet" });
    expect((await getSeatTimeStatus(id, course)).met).toBe(true);
    await saveDeliveryPolicy(course, DEFAULT_POLICY);
  });

  it("does not lock the final exam of a course whose policy is off", async () => {
    const { id } = await newLearner(QUICK_COURSE_IDS.courseId);
    const started = await startOrResumeAttempt({ userId: id, courseId: QUICK_COURSE_IDS.courseId, quizId: QUICK_COURSE_IDS.finalExamId });
    expect(started.ok).toBe(true);
  });
});

describe("completion and the certificate", () => {
  const post = (cookie: string) =>
    request(EVALUATION_PATH, cookie, {
      intent: "submit-evaluation",
      [answerField(seedIds.evaluationQuestion("course-evaluation", 0, 0))]: "5",
      [answerField(seedIds.evaluationQuestion("course-evaluation", 0, 1))]: "4",
      [answerField(seedIds.evaluationQuestion("course-evaluation", 1, 0))]: "2",
      [followUpField(seedIds.evaluationQuestion("course-evaluation", 1, 0))]: "The audio was too quiet.",
      [answerField(seedIds.evaluationQuestion("course-evaluation", 1, 2))]: "At my next listing appointment.",
    });

  it("are refused below the required time (403, nothing written) and given once it is met", async () => {
    const { id, cookie } = await newLearner();
    await setLicenseNumber(id, "LA-12345");
    await completeBeforeFinalExam(id, COURSE);
    // The final exam passed while the policy asked for less (an admin raised it since).
    await getDb().insert(studentProgress).values({ userId: id, courseId: COURSE, contentType: "quiz", quizId: EXAM });
    await moveSeatTime(id, COURSE, { kind: "short", seconds: 1 });
    const params = { course: SLUG, evaluationId: EVALUATION };
    const refused = asData(await evaluationAction({ request: post(cookie), params, context: {} }), 403);
    expect(refused).toMatchObject({
      notice: { description: "This course requires 4 h of seat time before it can be completed. You need 1 min more." },
    });
    const evaluationRows = () =>
      getDb()
        .select()
        .from(studentProgress)
        .where(and(eq(studentProgress.userId, id), eq(studentProgress.contentType, "evaluation")));
    expect(await evaluationRows()).toHaveLength(0);
    expect(await getDb().select().from(generatedCertificates).where(eq(generatedCertificates.userId, id))).toHaveLength(0);

    await moveSeatTime(id, COURSE, { kind: "meet" });
    asData(await evaluationAction({ request: post(cookie), params, context: {} }), 200);
    expect(await evaluationRows()).toHaveLength(1);
    expect(await getDb().select().from(generatedCertificates).where(eq(generatedCertificates.userId, id))).toHaveLength(1);
  });
});

describe("crediting under the policy", () => {
  const at = (t0: Date, s: number) => new Date(t0.getTime() + s * 1000);

  it("without JavaScript, credits a page-view gap up to the idle limit and nothing beyond it", async () => {
    const { id } = await newLearner();
    const t0 = new Date("2026-03-01T10:00:00Z");
    await recordPageView(id, COURSE, contentKey("topic", TOPIC), t0);
    await recordPageView(id, COURSE, contentKey("topic", OTHER_TOPIC), at(t0, 20 * 60)); // exactly the limit: credited (cap)
    expect(await seconds(id)).toBe(MAX_CREDIT_SECONDS);
    await recordPageView(id, COURSE, contentKey("topic", TOPIC), at(t0, 40 * 60 + 1)); // 20 min 1 s later: nothing
    expect(await seconds(id)).toBe(MAX_CREDIT_SECONDS);
    await recordPageView(id, COURSE, contentKey("topic", OTHER_TOPIC), at(t0, 40 * 60 + 31));
    expect(await seconds(id)).toBe(MAX_CREDIT_SECONDS + 30);
  });

  it("keeps crediting long gaps (up to the cap) in a course whose policy is off", async () => {
    const { id } = await newLearner(QUICK_COURSE_IDS.courseId);
    const t0 = new Date("2026-03-02T10:00:00Z");
    const [a, b] = QUICK_COURSE_IDS.topicIds;
    await recordPageView(id, QUICK_COURSE_IDS.courseId, contentKey("topic", a), t0);
    await recordPageView(id, QUICK_COURSE_IDS.courseId, contentKey("topic", b), at(t0, 3600));
    const [row] = await getDb()
      .select({ s: timeOnTask.seconds })
      .from(timeOnTask)
      .where(and(eq(timeOnTask.userId, id), eq(timeOnTask.contentKey, contentKey("topic", a))));
    expect(row.s).toBe(MAX_CREDIT_SECONDS);
  });

  it("two tabs never count twice: the second tab's heartbeat credits only the wall clock since the first's", async () => {
    const { id } = await newLearner();
    const t0 = new Date("2026-03-03T10:00:00Z");
    const tabA = await recordPageView(id, COURSE, contentKey("topic", TOPIC), t0);
    const tabB = await recordPageView(id, COURSE, contentKey("topic", OTHER_TOPIC), at(t0, 1));
    expect((await recordHeartbeat(id, tabA, 30, at(t0, 30)))?.credited).toBe(29);
    expect((await recordHeartbeat(id, tabB, 30, at(t0, 30)))?.credited).toBe(0);
    expect((await recordHeartbeat(id, tabB, 30, at(t0, 60)))?.credited).toBe(30);
    expect((await recordHeartbeat(id, tabA, 30, at(t0, 60)))?.credited).toBe(0);
    // Tab B's page view credited tab A's first second: 60 s of wall clock, 60 s credited.
    expect(await seconds(id)).toBe(60);
  });

  it("a forged or replayed heartbeat adds nothing beyond the wall clock and the cap; another learner's interval is refused", async () => {
    const { id } = await newLearner();
    const other = await newLearner();
    const t0 = new Date("2026-03-04T10:00:00Z");
    const interval = await recordPageView(id, COURSE, contentKey("topic", TOPIC), t0);
    expect((await recordHeartbeat(id, interval, 86_400, at(t0, 10)))?.credited).toBe(10);
    expect((await recordHeartbeat(id, interval, 86_400, at(t0, 10)))?.credited).toBe(0); // replayed
    expect((await recordHeartbeat(id, interval, 86_400, at(t0, 5)))?.credited).toBe(0); // from the past
    expect((await recordHeartbeat(id, interval, 86_400, at(t0, 3600)))?.credited).toBe(MAX_CREDIT_SECONDS);
    expect(await recordHeartbeat(other.id, interval, 30, at(t0, 3630))).toBeNull();
    expect(await seconds(id)).toBe(10 + MAX_CREDIT_SECONDS);
    expect(await seconds(other.id)).toBe(0);
  });
});

describe("the dev helper", () => {
  it("answers 400 to bad input and writes nothing", async () => {
    const { id, cookie } = await newLearner();
    const path = `/dev/seat-time/${SLUG}`;
    const bad: Record<string, string>[] = [
      {},
      { intent: "add" },
      { intent: "add", minutes: "-5" },
      { intent: "add", minutes: "x".repeat(10_000) },
      { intent: "add", minutes: "\u0000" },
      { intent: "add\u0000x", minutes: "5" },
      { intent: "nope" },
    ];
    for (const fields of bad) {
      const result = asData(
        await devSeatTimeAction({ request: request(path, cookie, fields), params: { course: SLUG }, context: {} }),
        400,
      );
      expect(result).toHaveProperty("error");
    }
    expect(await seconds(id)).toBe(0);
    const done = await outcome(() =>
      devSeatTimeAction({ request: request(path, cookie, { intent: "add", minutes: "90" }), params: { course: SLUG }, context: {} }),
    );
    expect((done.value as Response).status).toBe(302);
    expect(await seconds(id)).toBe(5400);
    expect(await toastOf(done.value as Response)).toBeNull();
  });
});

describe("the admin course form's delivery policy", () => {
  it("saves a valid policy with an audit entry; bad input answers 400 and writes nothing", async () => {
    const adminId = await createLearner({ role: "admin" });
    const cookie = await sessionCookie(adminId);
    const courseId = seedIds.course(COURSE_SLUGS.postLicensing);
    const path = `/admin/courses/edit/${courseId}`;
    const post = (fields: Record<string, string>) =>
      reply(() => editCourseAction({ request: request(path, cookie, fields), params: { courseId }, context: {} }));
    const base = { intent: "delivery-policy", enabled: "on", requiredSeatTimePercent: "80", idleLimitMinutes: "15" };
    const audits = () =>
      getDb()
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.entityId, courseId), eq(schema.auditLog.action, "course.delivery_policy")));

    const bads: Record<string, string>[] = [
      { requiredSeatTimePercent: "" },
      { requiredSeatTimePercent: "150" },
      { idleLimitMinutes: "1" },
      { minMinutesPerLesson: "x".repeat(10_000) },
      { requiredSeatTimePercent: "\u0000" },
      { enabled: "maybe" },
    ];
    for (const bad of bads) {
      const refused = await post({ ...base, ...bad });
      expect(refused.status, JSON.stringify(bad).slice(0, 50)).toBe(400);
    }
    expect(await getDeliveryPolicy(courseId)).toEqual(DEFAULT_POLICY);
    expect(await audits()).toHaveLength(0);

    const saved = await post({ ...base, minMinutesPerLesson: "30", externalProctoringRequired: "on" });
    expect(saved.status).toBe(302);
    expect(await getDeliveryPolicy(courseId)).toEqual({
      enabled: true,
      requiredSeatTimePercent: 80,
      minMinutesPerLesson: 30,
      idleLimitMinutes: 15,
      identityChecksRequired: false,
      externalProctoringRequired: true,
    });
    expect(await audits()).toHaveLength(1);

    // A learner is refused the form.
    const learner = await signedInLearner();
    const denied = await reply(() =>
      editCourseAction({ request: request(path, learner.cookie, { ...base, enabled: "" }), params: { courseId }, context: {} }),
    );
    expect([302, 403, 404]).toContain(denied.status);
    expect((await getDeliveryPolicy(courseId)).enabled).toBe(true);
  });
});

describe("the time-study report", () => {
  it("gives the course's and each lesson's quartiles of learners' seat time, as a page and a CSV", async () => {
    const course = seedIds.course(COURSE_SLUGS.ceEthics);
    const learners = await Promise.all([1, 2, 3, 4].map(() => newLearner(course)));
    // 1 h, 2 h, 3 h, 4 h on the first lesson's first topic.
    for (const [index, learner] of learners.entries()) await moveSeatTime(learner.id, course, { kind: "add", seconds: (index + 1) * 3600 });
    const cookie = await sessionCookie(await createLearner({ role: "admin" }));
    const page = unwrap(
      await timeStudyLoader({ request: request(`/admin/reports/time-study?course=${course}`, cookie), params: {}, context: {} }),
    ).data as { report: { rows: { scope: string; learners: number; p25Seconds: number; medianSeconds: number; p75Seconds: number }[] } };
    const [whole, firstLesson, secondLesson] = page.report.rows;
    expect(whole).toMatchObject({ scope: "course", learners: 4, p25Seconds: 6300, medianSeconds: 9000, p75Seconds: 11_700 });
    expect(firstLesson).toMatchObject({ scope: "lesson", learners: 4, medianSeconds: 9000 });
    expect(secondLesson).toMatchObject({ scope: "lesson", learners: 0, medianSeconds: null });

    const csv = (await timeStudyCsv({
      request: request(`/admin/reports/time-study.csv?course=${course}`, cookie),
      params: {},
      context: {},
    })) as Response;
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "Scope,Title,Learners,25th percentile (minutes),Median (minutes),75th percentile (minutes),Credit hours,Median as share of credit hours",
    );
    expect(lines[1]).toMatch(/^Course,.*,4,105\.0,150\.0,195\.0,\d+\.\d,\d+%$/);

    const bad = (await timeStudyCsv({
      request: request(`/admin/reports/time-study.csv?course=nope`, cookie),
      params: {},
      context: {},
    })) as Response;
    expect(bad.status).toBe(400);
    const learner = await signedInLearner();
    const denied = await outcome(() =>
      timeStudyCsv({ request: request(`/admin/reports/time-study.csv?course=${course}`, learner.cookie), params: {}, context: {} }),
    );
    expect(denied.thrown).toBe(true);
  });
});
