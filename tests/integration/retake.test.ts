// Retake (requirement signed-in-state-flows): only a completed, not active course, for a learner with a membership or a
// company, with no retake in progress; the reset runs in one transaction and keeps certificates; the
// next completion yields attempt 2.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { listCertificates, retakeStates } from "~/models/certificates/certificate-list.server";
import { completeCourseNow } from "~/routes/dev+/completion-data.server";
import { getMyCoursesOverview } from "~/models/learning/my-courses.server";
import { retakeCourse } from "~/models/learning/retake.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { createLearner } from "../learners";
import { sessionUser } from "../session-user";

const {
  evaluationResponses,
  generatedCertificates,
  profiles,
  quizAttempts,
  quizResponses,
  studentCourseAccess,
  studentProgress,
  userCourseProgressSummary,
} = schema;

const quick = QUICK_COURSE_IDS.courseId;
const flood = seedIds.course(COURSE_SLUGS.ceFlood);
const evaluationQuestion = seedIds.evaluationQuestion("course-evaluation", 0, 0);
const quizQuestion = seedIds.quizQuestion("quick:agency:quiz", 0);

async function newLearner(kind: "subscriber" | "free" | "agent" = "subscriber"): Promise<SessionUser> {
  const companyId = kind === "agent" ? seedIds.company("bayou") : null;
  const id = await createLearner({ subscribed: kind === "subscriber", licenseNumber: "SAL.0000999999-ACT", companyId });
  return sessionUser(id, { companyId });
}

async function enroll(userId: string, courseId: string) {
  await getDb()
    .insert(studentCourseAccess)
    .values({ userId, courseId, accessType: "premium_subscription", currentPosition: "evaluation:x" });
}

async function complete(userId: string, courseId: string, now = new Date()) {
  return getDb().transaction((tx) => completeCourseNow(tx, userId, courseId, now));
}

/** A quiz attempt with one response and one evaluation response, in the given course. */
async function addWork(userId: string, courseId: string) {
  const [attempt] = await getDb()
    .insert(quizAttempts)
    .values({
      userId,
      courseId,
      quizId: QUICK_COURSE_IDS.lessonQuizId,
      attemptNumber: 1,
      questionOrder: [{ questionId: quizQuestion, choices: ["A", "B", "C", "D"] }],
      completedAt: new Date(),
      scorePercentage: 100,
      passed: true,
    })
    .returning();
  await getDb().insert(quizResponses).values({ attemptId: attempt.id, questionId: quizQuestion, selectedAnswer: "B", isCorrect: true });
  await getDb()
    .insert(evaluationResponses)
    .values({ userId, courseId, evaluationId: QUICK_COURSE_IDS.evaluationId, questionId: evaluationQuestion, starRating: 5 });
  return attempt.id;
}

async function countWhere(
  table: typeof studentProgress | typeof quizAttempts | typeof evaluationResponses,
  userId: string,
  courseId: string,
) {
  return getDb().$count(table, and(eq(table.userId, userId), eq(table.courseId, courseId)));
}

beforeAll(async () => {
  await seed(getDb());
});

describe("retake", () => {
  it("resets a completed course in one go, keeps the certificate, and the next completion is attempt 2", async () => {
    const learner = await newLearner();
    await enroll(learner.id, quick);
    const quickAttempt = await addWork(learner.id, quick);
    const floodAttempt = await addWork(learner.id, flood); // another course: must survive
    const first = await complete(learner.id, quick, new Date("2026-01-10T18:00:00Z"));
    expect(first?.attemptNumber).toBe(1);
    expect((await retakeStates(learner, [quick]))[quick]).toEqual({ refusal: null, enrolled: true });

    const result = await retakeCourse(learner, quick);
    expect(result).toEqual({ ok: true, courseId: quick, slug: COURSE_SLUGS.quickStart, attemptNumber: 2 });

    expect(await countWhere(studentProgress, learner.id, quick)).toBe(0);
    expect(await countWhere(quizAttempts, learner.id, quick)).toBe(0);
    expect(await getDb().$count(quizResponses, eq(quizResponses.attemptId, quickAttempt))).toBe(0);
    expect(await countWhere(evaluationResponses, learner.id, quick)).toBe(0);
    const [summary] = await getDb()
      .select()
      .from(userCourseProgressSummary)
      .where(and(eq(userCourseProgressSummary.userId, learner.id), eq(userCourseProgressSummary.courseId, quick)));
    expect(summary).toMatchObject({ progressPercentage: 0, completedContentItems: 0 });
    expect(summary.totalContentItems).toBeGreaterThan(0);
    const [access] = await getDb()
      .select()
      .from(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, learner.id), eq(studentCourseAccess.courseId, quick)));
    expect(access).toMatchObject({ accessType: "premium_subscription", currentPosition: null });

    // The other course's work and the first certificate are untouched.
    expect(await countWhere(quizAttempts, learner.id, flood)).toBe(1);
    expect(await getDb().$count(quizResponses, eq(quizResponses.attemptId, floodAttempt))).toBe(1);
    expect(await countWhere(evaluationResponses, learner.id, flood)).toBe(1);
    expect(await getDb().$count(generatedCertificates, eq(generatedCertificates.id, first!.id))).toBe(1);

    // While the retake runs, no second retake.
    expect(await retakeCourse(learner, quick)).toEqual({ ok: false, reason: "in_progress" });
    await getDb()
      .delete(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, learner.id), eq(studentCourseAccess.courseId, quick)));
    expect(await retakeCourse(learner, quick)).toEqual({ ok: false, reason: "in_progress" });

    const second = await complete(learner.id, quick, new Date("2026-03-01T18:00:00Z"));
    expect(second?.attemptNumber).toBe(2);
    expect(second?.uniqueCertificateId).not.toBe(first?.uniqueCertificateId);
    const listed = await listCertificates(learner.id);
    expect(listed.map((c) => [c.attemptNumber, c.completedDate])).toEqual([
      [2, "2026-03-01"],
      [1, "2026-01-10"],
    ]);
    expect((await retakeStates(learner, [quick]))[quick]).toEqual({ refusal: null, enrolled: false });
  });

  it("keeps My Courses' Courses Completed and Hours Earned through a retake (the certificate stays valid)", async () => {
    const learner = await newLearner();
    await enroll(learner.id, quick);
    await complete(learner.id, quick, new Date("2026-01-10T18:00:00Z"));
    const before = (await getMyCoursesOverview(learner)).stats;
    expect(before?.completedCourses).toBe(1);
    expect(before?.hoursEarned).toBeGreaterThan(0);
    expect((await retakeCourse(learner, quick)).ok).toBe(true);
    expect((await getMyCoursesOverview(learner)).stats).toEqual(before);
  });

  it("refuses an active course, a course never completed, and a learner without membership or company", async () => {
    const active = await newLearner();
    await enroll(active.id, quick);
    expect(await retakeCourse(active, quick)).toEqual({ ok: false, reason: "active" });
    expect(await retakeCourse(active, flood)).toEqual({ ok: false, reason: "not_completed" });

    const free = await newLearner("free");
    await complete(free.id, quick);
    expect(await retakeCourse(free, quick)).toEqual({ ok: false, reason: "not_entitled" });
    expect(await retakeCourse(free, "00000000-0000-4000-8000-000000000000")).toEqual({ ok: false, reason: "not_found" });
    expect(await countWhere(studentProgress, free.id, quick)).toBeGreaterThan(0);
  });

  it("lets a company member retake with company access", async () => {
    const agent = await newLearner("agent");
    await complete(agent.id, flood);
    const result = await retakeCourse(agent, flood);
    expect(result).toMatchObject({ ok: true, attemptNumber: 2 });
    const [access] = await getDb()
      .select({ accessType: studentCourseAccess.accessType })
      .from(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, agent.id), eq(studentCourseAccess.courseId, flood)));
    expect(access.accessType).toBe("company_access");
  });

  it("holds a company member's pre-licensing retake to the plan's yearly allowance", async () => {
    const [company] = await getDb().insert(schema.companies).values({ name: "Tight Plan Realty", preLicensingLimitPerYear: 0 }).returning();
    const member = await newLearner("agent");
    await getDb().update(profiles).set({ companyId: company.id }).where(eq(profiles.id, member.id));
    await complete(member.id, quick);
    expect(await retakeCourse({ ...member, companyId: company.id }, quick)).toEqual({ ok: false, reason: "limit_reached_pre_licensing" });
    expect(await countWhere(studentProgress, member.id, quick)).toBeGreaterThan(0);

    await getDb().update(schema.companies).set({ preLicensingLimitPerYear: 1 }).where(eq(schema.companies.id, company.id));
    expect(await retakeCourse({ ...member, companyId: company.id }, quick)).toMatchObject({ ok: true, attemptNumber: 2 });
  });

  it("starts one retake when two arrive at once", async () => {
    const learner = await newLearner();
    await complete(learner.id, quick);
    const results = await Promise.all([retakeCourse(learner, quick), retakeCourse(learner, quick)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "in_progress" });
  });
});
