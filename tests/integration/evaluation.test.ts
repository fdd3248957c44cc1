// The course evaluation (requirements learning-screens, progress-unlocking-and-quiz-flow "Evaluation and certificate", requirements learning-validation-rules, learning-operations calls 9–13; the server owns scoring, README Security):
// the form as stored, validation and the license gate writing nothing, unlocking owned by the
// server, one transaction for responses + progress + certificate + e-mail, one certificate under
// concurrent submits, and an e-mail failure that never undoes the completion.
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import {
  countIncompleteItems,
  formQuestions,
  getEvaluationForm,
  getEvaluationScreen,
  getLicenseGate,
  getSubmittedEvaluation,
  submitEvaluation,
  type EvaluationForm,
  type SubmitEvaluationResult,
} from "~/models/assessment/evaluation.server";
import { RETAKE_STARTED_ACTION } from "~/models/certificates/certificate.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { formatCentralDate } from "~/emails/templates";
import { answerField, EVALUATION_MESSAGES, followUpField } from "~/rules/evaluation-form";
import { LICENSE_GATE_TEXTS } from "~/rules/license-gate";
import type { Role } from "~/rules/roles";
import { deliverDueEmails, type EmailTransport } from "~/services/email.server";
import { turnOffDeliveryPolicies } from "../fixtures/delivery-policy";
import { createLearner } from "../learners";
import { readEvaluationForm } from "~/routes/course-player+/$course.evaluation.$evaluationId/submission.server";
import { sessionUser } from "../session-user";

const {
  auditLog,
  courseFinalExams,
  courseLessonQuizzes,
  courseLessons,
  emailOutbox,
  evaluationResponses,
  evaluations,
  generatedCertificates,
  lessonTopics,
  profiles,
  studentCourseAccess,
  studentProgress,
  userCourseProgressSummary,
} = schema;

const QUICK = QUICK_COURSE_IDS.courseId;
const EVALUATION = QUICK_COURSE_IDS.evaluationId;
const CE_FLOOD = seedIds.course(COURSE_SLUGS.ceFlood);
const DRAFT = seedIds.course(COURSE_SLUGS.draft);
const q = (section: number, index: number) => seedIds.evaluationQuestion("course-evaluation", section, index);
/** The seeded questions (db/seed/evaluations.ts). */
const Q = {
  objectives: q(0, 0),
  clear: q(0, 1),
  useful: q(0, 2),
  overall: q(1, 0),
  instructor: q(1, 1),
  apply: q(1, 2),
  improve: q(1, 3),
};

/** A fresh subscriber, enrolled in `courseId` unless told otherwise. */
async function newLearner(
  courseId: string,
  { licenseNumber = null, enroll = true, role }: { licenseNumber?: string | null; enroll?: boolean; role?: Exclude<Role, "student"> } = {},
): Promise<SessionUser> {
  const id = await createLearner({ firstName: "Eva", licenseNumber, role });
  if (enroll) await getDb().insert(studentCourseAccess).values({ userId: id, courseId, accessType: "premium_subscription" });
  return sessionUser(id, { roles: role ? [role] : [] });
}

/** Completed progress rows for every non-evaluation item of the course (but `except`). */
async function completeCourseItems(userId: string, courseId: string, { except = [] as string[] } = {}) {
  const db = getDb();
  const topics = await db
    .select({ id: lessonTopics.id })
    .from(lessonTopics)
    .innerJoin(courseLessons, eq(courseLessons.lessonId, lessonTopics.lessonId))
    .where(eq(courseLessons.courseId, courseId));
  const lessonQuizzes = await db
    .select({ id: courseLessonQuizzes.quizId })
    .from(courseLessonQuizzes)
    .where(eq(courseLessonQuizzes.courseId, courseId));
  const finals = await db.select({ id: courseFinalExams.quizId }).from(courseFinalExams).where(eq(courseFinalExams.courseId, courseId));
  const rows = [
    ...topics.map((t) => ({ userId, courseId, contentType: "topic" as const, lessonTopicId: t.id, quizId: null })),
    ...[...lessonQuizzes, ...finals].map((z) => ({ userId, courseId, contentType: "quiz" as const, lessonTopicId: null, quizId: z.id })),
  ].filter((row) => !except.includes(row.lessonTopicId ?? row.quizId ?? ""));
  if (rows.length) await db.insert(studentProgress).values(rows);
  return topics.length + lessonQuizzes.length + finals.length;
}

/** A complete, valid answer set for the seeded evaluation (overall rating 2 with its follow-up), as posted. */
function answerForm(overrides: Record<string, string | undefined> = {}): FormData {
  const values: Record<string, string | undefined> = {
    intent: "submit-evaluation",
    [answerField(Q.objectives)]: "5",
    [answerField(Q.clear)]: "4",
    [answerField(Q.useful)]: "The dual agency topic.",
    [answerField(Q.overall)]: "2",
    [followUpField(Q.overall)]: "The audio was too quiet.",
    [answerField(Q.instructor)]: "",
    [answerField(Q.apply)]: "  At my next listing appointment.  ",
    [answerField(Q.improve)]: "",
    ...overrides,
  };
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) formData.set(key, value);
  return formData;
}

/** The posted answers read as the route reads them (its edge parser), for `submitEvaluation`. */
function validAnswers(overrides: Record<string, string | undefined> = {}) {
  return readEvaluationForm(answerForm(overrides)).readResponses;
}

async function written(userId: string, courseId: string) {
  const db = getDb();
  const [user] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return {
    responses: await db
      .select()
      .from(evaluationResponses)
      .where(and(eq(evaluationResponses.userId, userId), eq(evaluationResponses.courseId, courseId))),
    progress: await db
      .select()
      .from(studentProgress)
      .where(
        and(eq(studentProgress.userId, userId), eq(studentProgress.courseId, courseId), eq(studentProgress.contentType, "evaluation")),
      ),
    certificates: await db
      .select()
      .from(generatedCertificates)
      .where(and(eq(generatedCertificates.userId, userId), eq(generatedCertificates.courseId, courseId))),
    emails: await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, user.email), eq(emailOutbox.templateKey, "course_completion"))),
  };
}

async function expectNothingWritten(userId: string, courseId: string) {
  const rows = await written(userId, courseId);
  expect(rows.responses).toHaveLength(0);
  expect(rows.progress).toHaveLength(0);
  expect(rows.certificates).toHaveLength(0);
  expect(rows.emails).toHaveLength(0);
}

function expectOk(result: SubmitEvaluationResult): Extract<SubmitEvaluationResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}

beforeAll(async () => {
  await seed(getDb());
  await turnOffDeliveryPolicies();
});

describe("reading the evaluation", () => {
  it("returns the course's evaluation with its sections and questions in order", async () => {
    const form = (await getEvaluationForm(EVALUATION, QUICK)) as EvaluationForm;
    expect(form).toMatchObject({ id: EVALUATION, courseId: QUICK, title: "Course Evaluation", status: "published" });
    expect(form.descriptionHtml).toContain("<p>Thank you for completing this course.");
    expect(form.sections.map((s) => s.title)).toEqual(["Course Content", "Overall Experience"]);
    expect(form.sections[0].descriptionHtml).toBe("How well the course taught what it promised.");
    expect(form.sections[1].descriptionHtml).toBe("");
    expect(formQuestions(form).map((question) => question.id)).toEqual(Object.values(Q));
    expect(form.sections[1].questions[0]).toEqual({
      id: Q.overall,
      questionText: "Overall, how would you rate this course?",
      questionType: "star_rating",
      isRequired: true,
      isOverallRating: true,
    });
    expect(formQuestions(form).filter((question) => question.isOverallRating)).toHaveLength(1);
    expect(form.sections[0].questions[2]).toMatchObject({ questionType: "open_ended", isRequired: false });
  });

  it("sanitises the stored description", async () => {
    const [before] = await getDb().select({ description: evaluations.description }).from(evaluations).where(eq(evaluations.id, EVALUATION));
    await getDb()
      .update(evaluations)
      .set({ description: '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' })
      .where(eq(evaluations.id, EVALUATION));
    try {
      const form = (await getEvaluationForm(EVALUATION, QUICK))!;
      expect(form.descriptionHtml).not.toMatch(/script|onclick|javascript:/);
      expect(form.descriptionHtml).toContain("<p>Hi</p>");
    } finally {
      await getDb().update(evaluations).set({ description: before.description }).where(eq(evaluations.id, EVALUATION));
    }
  });

  it("is not found for another course's link, unknown ids and non-uuids", async () => {
    // The evaluation is shared by every seeded course: found through a course's link, and not once
    // that course's link is gone (while another course keeps finding it).
    const otherCourse = seedIds.course(COURSE_SLUGS.preLicensing);
    expect(await getEvaluationForm(EVALUATION, otherCourse)).not.toBeNull();
    const { courseEvaluations } = schema;
    await getDb()
      .delete(courseEvaluations)
      .where(and(eq(courseEvaluations.courseId, otherCourse), eq(courseEvaluations.evaluationId, EVALUATION)));
    expect(await getEvaluationForm(EVALUATION, otherCourse)).toBeNull();
    expect(await getEvaluationForm(EVALUATION, QUICK)).not.toBeNull();
    expect(await getEvaluationForm(EVALUATION, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getEvaluationForm("00000000-0000-4000-8000-000000000000", QUICK)).toBeNull();
    expect(await getEvaluationForm("not-a-uuid", QUICK)).toBeNull();
    expect(await getEvaluationForm(EVALUATION, "quick-start")).toBeNull();
  });

  it("gives the screen its data: not submitted, no gate on a pre-licensing course, the learner's links", async () => {
    const learner = await newLearner(QUICK);
    const screen = await getEvaluationScreen({ user: learner, courseId: QUICK, evaluationId: EVALUATION });
    expect(screen).toMatchObject({
      submittedAt: null,
      licenseGate: { required: false, blocked: false },
      profilePath: "/student/profile",
      certificatesPath: "/student/certificates",
    });
    const companyAdmin = { ...learner, roles: ["company_admin"] as Role[] };
    expect(await getEvaluationScreen({ user: companyAdmin, courseId: QUICK, evaluationId: EVALUATION })).toMatchObject({
      profilePath: "/company-dashboard/profile",
      certificatesPath: "/company-dashboard/certificates",
    });
    expect(await getEvaluationScreen({ user: learner, courseId: QUICK, evaluationId: "nope" })).toBeNull();
  });
});

describe("refusals write nothing", () => {
  it("reports validation errors with the required texts", async () => {
    const learner = await newLearner(QUICK);
    await completeCourseItems(learner.id, QUICK);
    const form = readEvaluationForm(
      answerForm({ [answerField(Q.objectives)]: undefined, [answerField(Q.apply)]: " ", [followUpField(Q.overall)]: "" }),
    );
    const result = await submitEvaluation({ user: learner, courseId: QUICK, evaluationId: EVALUATION, readResponses: form.readResponses });
    expect(result).toEqual({ ok: false, reason: "invalid" });
    const reply = form.reply();
    expect(reply.error).toEqual({
      [answerField(Q.objectives)]: [EVALUATION_MESSAGES.ratingRequired],
      [followUpField(Q.overall)]: ["Please share your feedback"],
      [answerField(Q.apply)]: ["This field is required"],
    });
    // conform's reply keeps what was typed, so the form re-renders with it (no JavaScript).
    expect(reply.initialValue).toMatchObject({ [answerField(Q.useful)]: "The dual agency topic." });
    await expectNothingWritten(learner.id, QUICK);
    expect(await getSubmittedEvaluation(learner.id, QUICK, EVALUATION)).toBeNull();
  });

  it("refuses a locked evaluation (one item not completed)", async () => {
    const learner = await newLearner(QUICK);
    const total = await completeCourseItems(learner.id, QUICK, { except: [QUICK_COURSE_IDS.finalExamId] });
    expect(total).toBeGreaterThan(1);
    expect(await countIncompleteItems(learner.id, QUICK)).toBe(1);
    const result = await submitEvaluation({ user: learner, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers() });
    expect(result).toEqual({ ok: false, reason: "locked" });
    await expectNothingWritten(learner.id, QUICK);

    // A learner with no progress at all is refused too.
    const fresh = await newLearner(QUICK);
    expect(await countIncompleteItems(fresh.id, QUICK)).toBe(total);
    expect(await submitEvaluation({ user: fresh, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers() })).toEqual({
      ok: false,
      reason: "locked",
    });
  });

  it("refuses a learner without access to the course", async () => {
    const outsider = await newLearner(QUICK, { enroll: false });
    await completeCourseItems(outsider.id, QUICK);
    expect(await submitEvaluation({ user: outsider, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers() })).toEqual({
      ok: false,
      reason: "no_access",
    });
    // Enrolled but the membership has lapsed.
    const lapsed = await newLearner(QUICK);
    await completeCourseItems(lapsed.id, QUICK);
    await getDb()
      .update(profiles)
      .set({ subscriptionEnd: new Date("2020-01-01") })
      .where(eq(profiles.id, lapsed.id));
    expect(
      await submitEvaluation({ user: lapsed, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers() }),
    ).toMatchObject({
      reason: "no_access",
    });
    await expectNothingWritten(outsider.id, QUICK);
    await expectNothingWritten(lapsed.id, QUICK);
  });

  it("refuses an evaluation that is not the course's", async () => {
    const learner = await newLearner(QUICK);
    await completeCourseItems(learner.id, QUICK);
    for (const evaluationId of ["00000000-0000-4000-8000-000000000000", "x"]) {
      expect(await submitEvaluation({ user: learner, courseId: QUICK, evaluationId, readResponses: validAnswers() })).toEqual({
        ok: false,
        reason: "not_found",
        message: "Evaluation not found",
      });
    }
  });
});

describe("the license gate (Continuing Education and Post-licensing)", () => {
  it("refuses without a non-blank license number, then accepts once the profile has one", async () => {
    const learner = await newLearner(CE_FLOOD);
    await completeCourseItems(learner.id, CE_FLOOD);
    expect(await getLicenseGate(learner.id, CE_FLOOD)).toEqual({ required: true, blocked: true });
    expect(await getEvaluationScreen({ user: learner, courseId: CE_FLOOD, evaluationId: EVALUATION })).toMatchObject({
      licenseGate: { required: true, blocked: true },
    });

    const refusedForm = readEvaluationForm(answerForm());
    const refused = await submitEvaluation({
      user: learner,
      courseId: CE_FLOOD,
      evaluationId: EVALUATION,
      readResponses: refusedForm.readResponses,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: "license_required",
      title: "License number required",
      description: "Please add your license number in your Profile before submitting this evaluation so your certificate includes it.",
    });
    // The route's reply: the notice as the form's error, and no field error.
    expect(refusedForm.reply([LICENSE_GATE_TEXTS.description]).error).toEqual({ "": [LICENSE_GATE_TEXTS.description] });
    await expectNothingWritten(learner.id, CE_FLOOD);

    // Field errors come back with the refusal, so the learner sees everything at once.
    const bothForm = readEvaluationForm(answerForm({ [answerField(Q.apply)]: "" }));
    const both = await submitEvaluation({
      user: learner,
      courseId: CE_FLOOD,
      evaluationId: EVALUATION,
      readResponses: bothForm.readResponses,
    });
    expect(both).toMatchObject({ reason: "license_required" });
    expect(bothForm.reply([LICENSE_GATE_TEXTS.description]).error).toMatchObject({
      "": [LICENSE_GATE_TEXTS.description],
      [answerField(Q.apply)]: ["This field is required"],
    });

    await getDb().update(profiles).set({ licenseNumber: "   " }).where(eq(profiles.id, learner.id));
    expect(
      await submitEvaluation({ user: learner, courseId: CE_FLOOD, evaluationId: EVALUATION, readResponses: validAnswers() }),
    ).toMatchObject({
      reason: "license_required",
    });
    await expectNothingWritten(learner.id, CE_FLOOD);

    await getDb().update(profiles).set({ licenseNumber: "LA-0042317" }).where(eq(profiles.id, learner.id));
    expect(await getLicenseGate(learner.id, CE_FLOOD)).toEqual({ required: true, blocked: false });
    const accepted = expectOk(
      await submitEvaluation({ user: learner, courseId: CE_FLOOD, evaluationId: EVALUATION, readResponses: validAnswers() }),
    );
    expect(accepted.certificate?.uniqueCertificateId.startsWith(`${CE_FLOOD}-CERT-`)).toBe(true);
    const [certificate] = (await written(learner.id, CE_FLOOD)).certificates;
    expect(certificate.licenseNumber).toBe("LA-0042317");
  });

  it("applies to post-licensing and not to pre-licensing", async () => {
    const learner = await newLearner(QUICK);
    expect(await getLicenseGate(learner.id, seedIds.course(COURSE_SLUGS.postLicensing))).toEqual({ required: true, blocked: true });
    expect(await getLicenseGate(learner.id, QUICK)).toEqual({ required: false, blocked: false });
  });
});

describe("a valid submission", () => {
  it("writes the responses, the progress, the summary, the certificate and the e-mail in one go", async () => {
    const learner = await newLearner(QUICK);
    await completeCourseItems(learner.id, QUICK);
    const now = new Date("2026-03-06T03:30:00Z"); // still March 5 in Louisiana
    const result = expectOk(
      await submitEvaluation({ user: learner, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers(), now }),
    );
    expect(result.submittedAt.toISOString()).toBe(now.toISOString());
    expect(result.responses).toBe(5);

    const rows = await written(learner.id, QUICK);
    const byQuestion = new Map(rows.responses.map((r) => [r.questionId, r]));
    expect(rows.responses).toHaveLength(5);
    expect(byQuestion.get(Q.objectives)).toMatchObject({ starRating: 5, responseText: null, evaluationId: EVALUATION });
    expect(byQuestion.get(Q.clear)).toMatchObject({ starRating: 4, responseText: null });
    expect(byQuestion.get(Q.useful)).toMatchObject({ starRating: null, responseText: "The dual agency topic." });
    expect(byQuestion.get(Q.overall)).toMatchObject({ starRating: 2, responseText: "The audio was too quiet." });
    expect(byQuestion.get(Q.apply)).toMatchObject({ starRating: null, responseText: "At my next listing appointment." });
    expect(byQuestion.has(Q.instructor)).toBe(false);
    expect(byQuestion.has(Q.improve)).toBe(false);

    expect(rows.progress).toHaveLength(1);
    expect(rows.progress[0]).toMatchObject({ evaluationId: EVALUATION, status: "completed", completedAt: now });
    const [summary] = await getDb()
      .select()
      .from(userCourseProgressSummary)
      .where(and(eq(userCourseProgressSummary.userId, learner.id), eq(userCourseProgressSummary.courseId, QUICK)));
    expect(summary.progressPercentage).toBe(100);
    expect(summary.completedContentItems).toBe(summary.totalContentItems);

    expect(rows.certificates).toHaveLength(1);
    const [certificate] = rows.certificates;
    expect(certificate).toMatchObject({ evaluationId: EVALUATION, attemptNumber: 1, courseTitle: "Quick Start: Louisiana Agency Basics" });
    expect(certificate.uniqueCertificateId.split("-CERT-")[0]).toBe(QUICK);
    expect(result.certificate).toMatchObject({
      id: certificate.id,
      uniqueCertificateId: certificate.uniqueCertificateId,
      attemptNumber: 1,
    });

    expect(rows.emails).toHaveLength(1);
    const [email] = rows.emails;
    expect(email.status).toBe("pending");
    expect(email.variables).toMatchObject({
      firstName: "Eva",
      courseTitle: "Quick Start: Louisiana Agency Basics",
      courseType: "Pre-licensing",
      hours: 1,
      completionDate: "March 5, 2026",
      dashboardUrl: "http://localhost:3000/student",
    });
    expect(formatCentralDate(now)).toBe("March 5, 2026");
    expect(email.variables.certificateUrl).toBe(
      `http://localhost:3000/certificates/${encodeURIComponent(certificate.uniqueCertificateId)}.pdf`,
    );
    expect(result.certificate?.pdfPath).toBe(`/certificates/${encodeURIComponent(certificate.uniqueCertificateId)}.pdf`);
    expect(email.subject).toBe("Congratulations! You completed Quick Start: Louisiana Agency Basics");

    expect(await getSubmittedEvaluation(learner.id, QUICK, EVALUATION)).toEqual({ submittedAt: now });
    expect(await getEvaluationScreen({ user: learner, courseId: QUICK, evaluationId: EVALUATION })).toMatchObject({ submittedAt: now });

    // Submitting again: already submitted, with the date; nothing more written.
    const again = await submitEvaluation({
      user: learner,
      courseId: QUICK,
      evaluationId: EVALUATION,
      readResponses: validAnswers({ [answerField(Q.overall)]: "5" }),
    });
    expect(again).toEqual({ ok: false, reason: "already_submitted", submittedAt: now });
    const after = await written(learner.id, QUICK);
    expect([after.responses.length, after.progress.length, after.certificates.length, after.emails.length]).toEqual([5, 1, 1, 1]);
  });

  it("drops a follow-up sent with a rating of 4 or 5", async () => {
    const learner = await newLearner(QUICK);
    await completeCourseItems(learner.id, QUICK);
    expectOk(
      await submitEvaluation({
        user: learner,
        courseId: QUICK,
        evaluationId: EVALUATION,
        readResponses: validAnswers({ [answerField(Q.overall)]: "4", [followUpField(Q.overall)]: "typed before changing my mind" }),
      }),
    );
    const { responses } = await written(learner.id, QUICK);
    expect(responses.find((r) => r.questionId === Q.overall)).toMatchObject({ starRating: 4, responseText: null });
  });

  it("completes a course without a certificate template, linking the e-mail to the certificates list", async () => {
    // The draft CE course has the evaluation but no template; staff may open drafts.
    const admin = await newLearner(DRAFT, { enroll: false, role: "admin", licenseNumber: "LA-1" });
    await completeCourseItems(admin.id, DRAFT);
    const result = expectOk(
      await submitEvaluation({ user: admin, courseId: DRAFT, evaluationId: EVALUATION, readResponses: validAnswers() }),
    );
    expect(result.certificate).toBeNull();
    const rows = await written(admin.id, DRAFT);
    expect(rows.certificates).toHaveLength(0);
    expect(rows.progress).toHaveLength(1);
    expect(rows.emails[0].variables).toMatchObject({
      certificateUrl: "http://localhost:3000/student/certificates",
      dashboardUrl: "http://localhost:3000/admin",
    });
  });

  it("after a retake reset, a second completion issues certificate attempt 2 and keeps the first", async () => {
    const learner = await newLearner(QUICK);
    await completeCourseItems(learner.id, QUICK);
    expectOk(await submitEvaluation({ user: learner, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers() }));
    // What the retake reset does (requirement signed-in-state-flows; decision 0012): records the retake, deletes progress and responses.
    await getDb()
      .insert(auditLog)
      .values({
        actorUserId: learner.id,
        action: RETAKE_STARTED_ACTION,
        entityType: "course",
        entityId: QUICK,
        details: { userId: learner.id },
      });
    await getDb()
      .delete(studentProgress)
      .where(and(eq(studentProgress.userId, learner.id), eq(studentProgress.courseId, QUICK)));
    await getDb()
      .delete(evaluationResponses)
      .where(and(eq(evaluationResponses.userId, learner.id), eq(evaluationResponses.courseId, QUICK)));
    expect(await submitEvaluation({ user: learner, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers() })).toEqual({
      ok: false,
      reason: "locked",
    });
    await completeCourseItems(learner.id, QUICK);
    const second = expectOk(
      await submitEvaluation({ user: learner, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers() }),
    );
    expect(second.certificate?.attemptNumber).toBe(2);
    const { certificates } = await written(learner.id, QUICK);
    expect(certificates.map((c) => c.attemptNumber).sort()).toEqual([1, 2]);
    expect(new Set(certificates.map((c) => c.uniqueCertificateId)).size).toBe(2);
  });
});

describe("concurrency", () => {
  it("10 concurrent submits give one completion, one set of responses, one certificate and one e-mail", async () => {
    const learner = await newLearner(QUICK);
    await completeCourseItems(learner.id, QUICK);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submitEvaluation({
          user: learner,
          courseId: QUICK,
          evaluationId: EVALUATION,
          readResponses: validAnswers({ [answerField(Q.useful)]: `Answer ${i}` }),
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "already_submitted")).toHaveLength(9);
    const rows = await written(learner.id, QUICK);
    expect(rows.progress).toHaveLength(1);
    expect(rows.certificates).toHaveLength(1);
    expect(rows.emails).toHaveLength(1);
    expect(rows.responses).toHaveLength(5);
    // The responses are the winner's, all of them.
    const winner = results.findIndex((r) => r.ok);
    expect(rows.responses.find((r) => r.questionId === Q.useful)?.responseText).toBe(`Answer ${winner}`);
  });
});

describe("e-mail failure", () => {
  it("never undoes the completion or the certificate, and the e-mail is retried", async () => {
    const learner = await newLearner(QUICK);
    await completeCourseItems(learner.id, QUICK);
    const now = new Date();
    expectOk(await submitEvaluation({ user: learner, courseId: QUICK, evaluationId: EVALUATION, readResponses: validAnswers(), now }));
    const [queued] = (await written(learner.id, QUICK)).emails;

    // Leave only this message due, so the delivery runs are about it.
    await getDb()
      .update(emailOutbox)
      .set({ status: "sent" })
      .where(inArray(emailOutbox.status, ["pending", "sending"]));
    await getDb().update(emailOutbox).set({ status: "pending" }).where(eq(emailOutbox.id, queued.id));

    const sent: string[] = [];
    const failing: EmailTransport = {
      name: "failing",
      async send() {
        throw new Error("Postmark is down");
      },
    };
    const working: EmailTransport = {
      name: "working",
      async send(m) {
        sent.push(m.to);
        return { messageId: "pm-1" };
      },
    };

    // The outbox stamps messages with the real clock: deliver a moment later.
    const deliverAt = new Date(Date.now() + 1_000);
    expect(await deliverDueEmails({ transport: failing, now: deliverAt })).toEqual({ sent: 0, failed: 0, retried: 1 });
    const afterFailure = await written(learner.id, QUICK);
    expect(afterFailure.progress).toHaveLength(1);
    expect(afterFailure.certificates).toHaveLength(1);
    expect(afterFailure.responses).toHaveLength(5);
    expect(afterFailure.emails[0]).toMatchObject({ id: queued.id, status: "pending", attempts: 1, lastError: "Postmark is down" });
    expect(await getSubmittedEvaluation(learner.id, QUICK, EVALUATION)).not.toBeNull();

    // Not due again before the backoff; retried after it.
    expect(await deliverDueEmails({ transport: working, now: new Date(deliverAt.getTime() + 30_000) })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(await deliverDueEmails({ transport: working, now: new Date(deliverAt.getTime() + 61_000) })).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    const [delivered] = (await written(learner.id, QUICK)).emails;
    expect(delivered).toMatchObject({ status: "sent", attempts: 2, providerMessageId: "pm-1" });
    expect(sent).toEqual([delivered.recipient]);
    expect((await written(learner.id, QUICK)).certificates).toHaveLength(1);
  });
});
