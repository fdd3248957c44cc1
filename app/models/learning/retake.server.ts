// Retake (requirement signed-in-state-flows): resets a completed course to the start in ONE transaction — upsert access,
// delete the course's progress, reset the progress summary, delete the learner's quiz responses and
// attempts for the course, delete their evaluation responses for the course's evaluations — and
// records the retake (audit log), which moves the learner to the next attempt number. Certificates
// are never touched: earlier ones stay valid and listed.
import { and, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { entitlement, type EnrollmentRefusal } from "~/rules/access-level";
import { retakeRefusal, type RetakeRefusal } from "~/rules/retake";
import { checkCompanyAllowance, ENROLLED_ACTION, getLearner } from "~/models/learning/enrollment.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { currentAttemptNumber, RETAKE_STARTED_ACTION } from "~/models/certificates/certificate.server";
import { loadRetakeFacts } from "~/models/certificates/certificate-list.server";

const {
  auditLog,
  courseEvaluations,
  courses,
  evaluationResponses,
  profiles,
  quizAttempts,
  quizResponses,
  studentCourseAccess,
  studentProgress,
} = schema;

export type RetakeResult =
  | { ok: true; courseId: string; slug: string; attemptNumber: number }
  | {
      ok: false;
      reason: RetakeRefusal | Extract<EnrollmentRefusal, "not_found" | "limit_reached_pre_licensing" | "limit_reached_post_licensing">;
    };

export async function retakeCourse(user: SessionUser, courseId: string, now: Date = new Date()): Promise<RetakeResult> {
  return getDb().transaction(async (tx): Promise<RetakeResult> => {
    // One retake at a time per learner: the profile row is the lock.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id)).for("update");

    const [course] = await tx
      .select({ id: courses.id, slug: courses.slug, courseType: courses.courseType })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) return { ok: false, reason: "not_found" };

    const learner = await getLearner(user, tx);
    const accessType = entitlement(learner, now);
    const facts = (await loadRetakeFacts(tx, user.id, accessType !== null, [course.id])).get(course.id)!;
    const refusal = retakeRefusal(facts);
    if (refusal) return { ok: false, reason: refusal };
    if (!accessType) return { ok: false, reason: "not_entitled" };

    // A company plan's yearly pre-/post-licensing allowance applies to a retake as to an enrollment
    // (free when the course already counted this plan year).
    if (accessType === "company_access" && learner.companyId) {
      const limit = await checkCompanyAllowance(tx, learner.companyId, user.id, course, now);
      if (limit === "limit_reached_pre_licensing" || limit === "limit_reached_post_licensing") return { ok: false, reason: limit };
    }

    // 1. Access, granted anew for this run of the course (position cleared: start from the top).
    await tx
      .insert(studentCourseAccess)
      .values({ userId: user.id, courseId: course.id, accessType, grantedAt: now })
      .onConflictDoUpdate({
        target: [studentCourseAccess.userId, studentCourseAccess.courseId],
        set: { accessType, grantedAt: now, currentPosition: null, lastAccessedAt: null },
      });
    // 2. Progress of every item of the course.
    await tx.delete(studentProgress).where(and(eq(studentProgress.userId, user.id), eq(studentProgress.courseId, course.id)));
    // 3. Quiz responses, then the attempts, of this learner in this course (lesson quizzes and finals).
    const attempts = tx
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.courseId, course.id)));
    await tx.delete(quizResponses).where(inArray(quizResponses.attemptId, attempts));
    await tx.delete(quizAttempts).where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.courseId, course.id)));
    // 4. Evaluation responses for the course's evaluations (an evaluation may serve several courses).
    const evaluationIds = tx
      .select({ id: courseEvaluations.evaluationId })
      .from(courseEvaluations)
      .where(eq(courseEvaluations.courseId, course.id));
    await tx
      .delete(evaluationResponses)
      .where(
        and(
          eq(evaluationResponses.userId, user.id),
          eq(evaluationResponses.courseId, course.id),
          inArray(evaluationResponses.evaluationId, evaluationIds),
        ),
      );
    // 5. The progress summary, recomputed (0 %).
    await refreshProgressSummary(tx, user.id, course.id);
    // 6. The record that moves the learner to the next attempt number.
    const attemptNumber = (await currentAttemptNumber(tx, user.id, course.id)) + 1;
    await tx.insert(auditLog).values({
      actorUserId: user.id,
      action: RETAKE_STARTED_ACTION,
      entityType: "course",
      entityId: course.id,
      companyId: accessType === "company_access" ? learner.companyId : null,
      details: { userId: user.id, attemptNumber, courseType: course.courseType, accessType },
    });
    if (accessType === "company_access") {
      // Counts toward the plan year's allowance like an enrollment (see checkCompanyAllowance).
      await tx.insert(auditLog).values({
        actorUserId: user.id,
        action: ENROLLED_ACTION,
        entityType: "course",
        entityId: course.id,
        companyId: learner.companyId,
        details: { courseType: course.courseType, accessType, retake: true },
      });
    }
    return { ok: true, courseId: course.id, slug: course.slug, attemptNumber };
  });
}
