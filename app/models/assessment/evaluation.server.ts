// The course evaluation (requirement learning-screens Evaluation screen, requirements learning-data-fields, progress-unlocking-and-quiz-flow "Evaluation and certificate", requirements learning-validation-rules, learning-operations
// calls 9–13): reading the form, the submitted state, the license gate, and the submission — the
// responses, the evaluation item completed, the progress summary, the certificate and the
// completion e-mail — in ONE transaction.
//
// Used by the player's `course-player.$course.evaluation.$evaluationId` route:
//   loader: `getEvaluationScreen({ user, courseId, evaluationId })` → props for <EvaluationScreen>
//           (null → 404 'Evaluation not found');
//   action: `submitEvaluation({ user, courseId, evaluationId, readResponses })` → a domain result;
//           the route reads the form (readResponses validates it against the questions) and maps
//           the result to what the page shows and to an HTTP status.
import { getSeatTimeStatus } from "~/models/learning/delivery-policy.server";
import { SEAT_TIME_LOCK_TITLE, seatTimeRefusal } from "~/rules/delivery-policy";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { formatCentralDate } from "~/emails/templates";
import { appUrl } from "~/models/accounts/account.server";
import { issueCertificate } from "~/models/certificates/certificate.server";
import { enrollmentOf, getLearner } from "~/models/learning/enrollment.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { canOpenCourse, isStaff } from "~/rules/access-level";
import { isOverallRatingQuestion, type EvaluationQuestionSpec, type EvaluationResponseInput } from "~/rules/evaluation-form";
import { certificatePdfPath } from "~/rules/certificate-id";
import {
  certificatesPath,
  EVALUATION_TEXTS,
  type EvaluationForm,
  type EvaluationFormQuestion,
  type EvaluationScreenData,
} from "~/rules/evaluation-screen";
import { LICENSE_GATE_TEXTS, licenseGate, profilePath, type LicenseGate } from "~/rules/license-gate";
import { dashboardPath } from "~/rules/roles";
import { enqueueEmail } from "~/services/email.server";
import { sanitizeRichText } from "~/utils/sanitize.server";
import { isUuid } from "~/rules/ids";

const {
  courseEvaluations,
  courseFinalExams,
  courseLessonQuizzes,
  courseLessons,
  courses,
  evaluationQuestions,
  evaluationResponses,
  evaluationSections,
  evaluations,
  lessonTopics,
  profiles,
  quizzes,
  studentProgress,
} = schema;

export type { EvaluationForm, EvaluationFormQuestion, EvaluationScreenData };

type Executor = Db | Tx;
/** What the model needs of the signed-in user (a SessionUser fits). */
export type EvaluationUser = Pick<SessionUser, "id" | "roles" | "companyId">;

/** Ids come from URLs: anything not uuid-shaped is simply not found (never a 500). */

// ---- reading the form ----

/**
 * The evaluation linked to the course (requirement learning-operations call 9), its sections and questions in order, the
 * descriptions sanitised. null when the ids are not uuids, the evaluation does not exist or is not
 * one of the course's evaluations ('Evaluation not found').
 */
export async function getEvaluationForm(
  evaluationId: string,
  courseId: string,
  executor: Executor = getDb(),
): Promise<EvaluationForm | null> {
  if (!isUuid(evaluationId) || !isUuid(courseId)) return null;
  const [evaluation] = await executor
    .select({ id: evaluations.id, title: evaluations.title, description: evaluations.description, status: evaluations.status })
    .from(evaluations)
    .innerJoin(courseEvaluations, and(eq(courseEvaluations.evaluationId, evaluations.id), eq(courseEvaluations.courseId, courseId)))
    .where(eq(evaluations.id, evaluationId));
  if (!evaluation) return null;

  const sections = await executor
    .select({ id: evaluationSections.id, title: evaluationSections.title, description: evaluationSections.description })
    .from(evaluationSections)
    .where(eq(evaluationSections.evaluationId, evaluationId))
    .orderBy(asc(evaluationSections.orderIndex), asc(evaluationSections.id));
  const questions = sections.length
    ? await executor
        .select({
          id: evaluationQuestions.id,
          sectionId: evaluationQuestions.sectionId,
          questionText: evaluationQuestions.questionText,
          questionType: evaluationQuestions.questionType,
          isRequired: evaluationQuestions.isRequired,
        })
        .from(evaluationQuestions)
        .where(
          inArray(
            evaluationQuestions.sectionId,
            sections.map((s) => s.id),
          ),
        )
        .orderBy(asc(evaluationQuestions.orderIndex), asc(evaluationQuestions.id))
    : [];

  return {
    id: evaluation.id,
    courseId: courseId.toLowerCase(),
    title: evaluation.title || EVALUATION_TEXTS.title,
    descriptionHtml: sanitizeRichText(evaluation.description ?? ""),
    status: evaluation.status,
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      descriptionHtml: sanitizeRichText(section.description ?? ""),
      questions: questions
        .filter((q) => q.sectionId === section.id)
        .map(({ sectionId: _section, ...q }) => ({ ...q, isOverallRating: isOverallRatingQuestion(q) })),
    })),
  };
}

/** The course (by id or slug) and its first evaluation, or null. */
export async function findCourseEvaluation(
  courseIdOrSlug: string,
): Promise<{ courseId: string; slug: string; title: string; evaluationId: string } | null> {
  const [row] = await getDb()
    .select({ courseId: courses.id, slug: courses.slug, title: courses.title, evaluationId: courseEvaluations.evaluationId })
    .from(courses)
    .innerJoin(courseEvaluations, eq(courseEvaluations.courseId, courses.id))
    .where(isUuid(courseIdOrSlug) ? eq(courses.id, courseIdOrSlug.toLowerCase()) : eq(courses.slug, courseIdOrSlug))
    .orderBy(asc(courseEvaluations.id))
    .limit(1);
  return row ?? null;
}

/** Every question of the form, in screen order. */
export function formQuestions(form: EvaluationForm): EvaluationFormQuestion[] {
  return form.sections.flatMap((section) => section.questions);
}

// ---- the learner's state ----

/**
 * When the learner submitted this evaluation for the course (the latest completed_at of its
 * student_progress row, requirement learning-operations call 9), or null when not submitted (or reset by a retake).
 */
export async function getSubmittedEvaluation(
  userId: string,
  courseId: string,
  evaluationId: string,
  executor: Executor = getDb(),
): Promise<{ submittedAt: Date } | null> {
  if (!isUuid(userId) || !isUuid(courseId) || !isUuid(evaluationId)) return null;
  const [row] = await executor
    .select({ submittedAt: studentProgress.completedAt })
    .from(studentProgress)
    .where(
      and(
        eq(studentProgress.userId, userId),
        eq(studentProgress.courseId, courseId),
        eq(studentProgress.evaluationId, evaluationId),
        eq(studentProgress.status, "completed"),
      ),
    )
    .orderBy(desc(studentProgress.completedAt))
    .limit(1);
  return row ?? null;
}

/** The license gate for this learner and course (requirements learning-validation-rules, learning-operations call 11): read fresh from the profile. */
export async function getLicenseGate(userId: string, courseId: string, executor: Executor = getDb()): Promise<LicenseGate> {
  const [course] = await executor.select({ courseType: courses.courseType }).from(courses).where(eq(courses.id, courseId));
  const [profile] = await executor.select({ licenseNumber: profiles.licenseNumber }).from(profiles).where(eq(profiles.id, userId));
  return licenseGate({ courseType: course?.courseType, licenseNumber: profile?.licenseNumber });
}

/**
 * The course's non-evaluation items (every topic of its lessons, its lesson quizzes and final
 * exams; draft quizzes are not shown to learners and do not count) the learner has not completed.
 * The evaluation unlocks when this is 0 (requirement progress-unlocking-and-quiz-flow Item unlocking).
 */
export async function countIncompleteItems(userId: string, courseId: string, executor: Executor = getDb()): Promise<number> {
  const done = (column: typeof studentProgress.lessonTopicId | typeof studentProgress.quizId, id: unknown) =>
    sql`not exists (select 1 from ${studentProgress} where ${studentProgress.userId} = ${userId}
          and ${studentProgress.courseId} = ${courseId} and ${column} = ${id})`;
  const topics = await executor.$count(
    lessonTopics,
    and(
      inArray(
        lessonTopics.lessonId,
        executor
          .select({ id: courseLessons.lessonId })
          .from(courseLessons)
          .where(and(eq(courseLessons.courseId, courseId), isNull(courseLessons.archivedAt))),
      ),
      isNull(lessonTopics.archivedAt),
      done(studentProgress.lessonTopicId, lessonTopics.id),
    ),
  );
  const [quizRow] = await executor
    .select({ missing: sql<number>`count(*)`.mapWith(Number) })
    .from(quizzes)
    .where(
      and(
        ne(quizzes.status, "draft"),
        sql`(${quizzes.id} in (select ${courseLessonQuizzes.quizId} from ${courseLessonQuizzes} where ${courseLessonQuizzes.courseId} = ${courseId})
          or ${quizzes.id} in (select ${courseFinalExams.quizId} from ${courseFinalExams} where ${courseFinalExams.courseId} = ${courseId}))`,
        done(studentProgress.quizId, quizzes.id),
      ),
    );
  return topics + (quizRow?.missing ?? 0);
}

/** May the user take this course's evaluation at all: enrolled and entitled, or staff (requirement player-access-and-roles). */
async function canTakeCourse(user: EvaluationUser, courseId: string, executor: Executor, now: Date): Promise<boolean> {
  const [learner, enrolled] = await Promise.all([getLearner(user as SessionUser, executor), enrollmentOf(user.id, courseId, executor)]);
  return canOpenCourse(learner, enrolled, now);
}

// ---- the screen's data (for the route's loader) ----

/**
 * Everything <EvaluationScreen> needs, or null ('Evaluation not found'). Authorisation and
 * unlocking are the player route's (it redirects a locked item); `submitEvaluation` checks both again.
 */
export async function getEvaluationScreen({
  user,
  courseId,
  evaluationId,
}: {
  user: EvaluationUser;
  courseId: string;
  evaluationId: string;
}): Promise<(EvaluationScreenData & { submittedAt: Date | null }) | null> {
  const evaluation = await getEvaluationForm(evaluationId, courseId);
  if (!evaluation || (evaluation.status === "draft" && !isStaff(user.roles))) return null;
  const [submitted, gate] = await Promise.all([
    getSubmittedEvaluation(user.id, evaluation.courseId, evaluation.id),
    getLicenseGate(user.id, evaluation.courseId),
  ]);
  return {
    evaluation,
    submittedAt: submitted?.submittedAt ?? null,
    licenseGate: gate,
    profilePath: profilePath(user.roles),
    certificatesPath: certificatesPath(user),
  };
}

// ---- submitting ----

/** The generated certificate (requirement learning-data-fields): what the caller and the e-mail need of it. */
export type IssuedCertificate = {
  id: string;
  uniqueCertificateId: string;
  attemptNumber: number;
  completionDate: string;
  /** The PDF's path (/certificates/{uniqueCertificateId}.pdf). */
  pdfPath: string;
};

export type SubmitEvaluationResult =
  | { ok: true; submittedAt: Date; responses: number; certificate: IssuedCertificate | null }
  | { ok: false; reason: "not_found"; message: typeof EVALUATION_TEXTS.notFound }
  | { ok: false; reason: "no_access" }
  | { ok: false; reason: "locked" }
  /** The course's delivery policy requires more seat time (decision 0087): no completion, no certificate. */
  | { ok: false; reason: "seat_time"; title: string; description: string }
  | { ok: false; reason: "already_submitted"; submittedAt: Date }
  /** The fields were read too, so the page can show their errors with the notice at once. */
  | { ok: false; reason: "license_required"; title: string; description: string }
  /** readResponses refused the fields. */
  | { ok: false; reason: "invalid" };

/** Serialises the learner's submissions of one course: the same lock the player's completions take. */
async function lockLearnerCourse(tx: Tx, userId: string, courseId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`progress:${userId}:${courseId}`}, 0))`);
}

/**
 * Submits the evaluation (requirement progress-unlocking-and-quiz-flow "Evaluation and certificate", requirements learning-validation-rules, learning-operations calls 10–13) in ONE
 * transaction, under a per-learner-and-course lock so a double or concurrent submit yields one set
 * of responses and one certificate (the loser gets `already_submitted`):
 *  1. the evaluation must be the course's, the user must have access, not have submitted it yet and
 *     have completed every non-evaluation item (the server owns unlocking);
 *  2. the answers are read with `readResponses` (the edge validates them against the questions), and for Continuing Education and
 *     Post-licensing courses the profile needs a license number — refused → nothing written;
 *  3. the evaluation progress row, the responses, the progress summary, the certificate (when the
 *     course has a template) and the course_completion e-mail in the outbox.
 * The e-mail is only queued here; delivery (and its retries) happen after commit, so a send failure
 * never undoes the completion.
 */
export async function submitEvaluation({
  user,
  courseId,
  evaluationId,
  readResponses,
  now = new Date(),
}: {
  user: EvaluationUser;
  courseId: string;
  evaluationId: string;
  /** Validates the posted answers against the evaluation's questions: the responses, or null when refused. */
  readResponses: (questions: readonly EvaluationQuestionSpec[]) => EvaluationResponseInput[] | null;
  now?: Date;
}): Promise<SubmitEvaluationResult> {
  if (!isUuid(courseId) || !isUuid(evaluationId)) return { ok: false, reason: "not_found", message: EVALUATION_TEXTS.notFound };
  const course = courseId.toLowerCase();
  const evaluationKey = evaluationId.toLowerCase();

  return getDb().transaction(async (tx) => {
    await lockLearnerCourse(tx, user.id, course);

    const form = await getEvaluationForm(evaluationKey, course, tx);
    if (!form || (form.status === "draft" && !isStaff(user.roles))) {
      return { ok: false, reason: "not_found", message: EVALUATION_TEXTS.notFound };
    }
    if (!(await canTakeCourse(user, course, tx, now))) return { ok: false, reason: "no_access" };

    const submitted = await getSubmittedEvaluation(user.id, course, form.id, tx);
    if (submitted) return { ok: false, reason: "already_submitted", submittedAt: submitted.submittedAt };
    if ((await countIncompleteItems(user.id, course, tx)) > 0) return { ok: false, reason: "locked" };
    const seatTime = await getSeatTimeStatus(user.id, course, tx);
    if (!seatTime.met) return { ok: false, reason: "seat_time", title: SEAT_TIME_LOCK_TITLE, description: seatTimeRefusal(seatTime) };

    const responses = readResponses(formQuestions(form));
    const gate = await getLicenseGate(user.id, course, tx);
    if (gate.blocked) {
      return { ok: false, reason: "license_required", title: LICENSE_GATE_TEXTS.title, description: LICENSE_GATE_TEXTS.description };
    }
    if (!responses) return { ok: false, reason: "invalid" };

    // The progress row first: the unique index makes it the one winner even without the lock.
    const inserted = await tx
      .insert(studentProgress)
      .values({
        userId: user.id,
        courseId: course,
        contentType: "evaluation",
        evaluationId: form.id,
        status: "completed",
        completedAt: now,
      })
      .onConflictDoNothing()
      .returning({ completedAt: studentProgress.completedAt });
    if (inserted.length === 0) {
      const existing = await getSubmittedEvaluation(user.id, course, form.id, tx);
      return { ok: false, reason: "already_submitted", submittedAt: existing?.submittedAt ?? now };
    }

    await writeResponses(tx, user.id, course, form.id, responses, now);
    await refreshProgressSummary(tx, user.id, course);
    const row = await issueCertificate(tx, { userId: user.id, courseId: course, evaluationId: form.id, now });
    const certificate: IssuedCertificate | null = row
      ? {
          id: row.id,
          uniqueCertificateId: row.uniqueCertificateId,
          attemptNumber: row.attemptNumber,
          completionDate: row.completionDate,
          pdfPath: row.certificatePdfUrl ?? certificatePdfPath(row.uniqueCertificateId),
        }
      : null;
    await queueCompletionEmail(tx, user, course, certificate, now);
    return { ok: true, submittedAt: inserted[0].completedAt, responses: responses.length, certificate };
  });
}

/** One row per answered question; answers left by an earlier, reset completion are replaced. */
async function writeResponses(
  tx: Tx,
  userId: string,
  courseId: string,
  evaluationId: string,
  responses: EvaluationResponseInput[],
  now: Date,
) {
  if (responses.length === 0) return;
  await tx
    .insert(evaluationResponses)
    .values(
      responses.map((r) => ({
        userId,
        courseId,
        evaluationId,
        questionId: r.questionId,
        responseText: r.responseText,
        starRating: r.starRating,
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [evaluationResponses.userId, evaluationResponses.courseId, evaluationResponses.questionId],
      set: {
        evaluationId: sql`excluded.evaluation_id`,
        responseText: sql`excluded.response_text`,
        starRating: sql`excluded.star_rating`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

/**
 * The course_completion e-mail (requirement learning-operations call 13) with the course's title, type and hours, the
 * certificate link (the list of certificates when the course has no template), the completion
 * date in US Central time and the learner's dashboard.
 */
async function queueCompletionEmail(tx: Tx, user: EvaluationUser, courseId: string, certificate: IssuedCertificate | null, now: Date) {
  const [row] = await tx
    .select({
      title: courses.title,
      courseType: courses.courseType,
      hours: courses.hours,
      firstName: profiles.firstName,
      email: profiles.email,
    })
    .from(courses)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(courses.id, courseId));
  if (!row) return;
  await enqueueEmail(tx, {
    to: row.email,
    templateKey: "course_completion",
    variables: {
      firstName: row.firstName,
      courseTitle: row.title,
      courseType: row.courseType,
      hours: row.hours,
      certificateUrl: appUrl(certificate ? certificate.pdfPath : certificatesPath(user)),
      completionDate: formatCentralDate(now),
      dashboardUrl: appUrl(dashboardPath(user.roles)),
    },
  });
}
