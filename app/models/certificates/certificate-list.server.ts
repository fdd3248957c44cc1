// My Certificates data (requirements student-certificates, signed-in-operations get_student_certificates_data_optimized): the learner's
// certificates with course info, and for each course whether a retake is possible now.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { entitlement } from "~/rules/access-level";
import type { CertificateListItem } from "~/rules/certificate-list";
import { certificatePdfPath } from "~/rules/certificate-id";
import { retakeRefusal, type RetakeFacts, type RetakeRefusal } from "~/rules/retake";
import { getLearner } from "~/models/learning/enrollment.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { RETAKE_STARTED_ACTION } from "~/models/certificates/certificate.server";

const { auditLog, courses, generatedCertificates, instructors, studentCourseAccess, studentProgress, userCourseProgressSummary } = schema;

/** Every certificate issued to the learner, newest first (filters and sort are applied by the page). */
export async function listCertificates(userId: string): Promise<CertificateListItem[]> {
  const rows = await getDb()
    .select({
      id: generatedCertificates.id,
      uniqueCertificateId: generatedCertificates.uniqueCertificateId,
      courseId: generatedCertificates.courseId,
      slug: courses.slug,
      title: generatedCertificates.courseTitle,
      description: courses.description,
      completedDate: generatedCertificates.completionDate,
      duration: generatedCertificates.hours,
      courseType: generatedCertificates.courseType,
      instructorId: instructors.id,
      instructorFirstName: instructors.firstName,
      instructorLastName: instructors.lastName,
      attemptNumber: generatedCertificates.attemptNumber,
      generatedAt: generatedCertificates.generatedAt,
    })
    .from(generatedCertificates)
    .innerJoin(courses, eq(courses.id, generatedCertificates.courseId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(generatedCertificates.userId, userId))
    .orderBy(desc(generatedCertificates.generatedAt));
  return rows.map((row) => ({
    id: row.id,
    uniqueCertificateId: row.uniqueCertificateId,
    courseId: row.courseId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    completedDate: row.completedDate,
    duration: row.duration,
    courseType: row.courseType,
    instructor: row.instructorId ? { id: row.instructorId, name: `${row.instructorFirstName} ${row.instructorLastName}` } : null,
    certificateUrl: certificatePdfPath(row.uniqueCertificateId),
    attemptNumber: row.attemptNumber,
    generatedAt: row.generatedAt.toISOString(),
  }));
}

/** Retake facts (rules/retake.ts) for some of the learner's courses, read in a few queries. */
export async function loadRetakeFacts(
  executor: Db | Tx,
  userId: string,
  entitled: boolean,
  courseIds: readonly string[],
): Promise<Map<string, RetakeFacts>> {
  const facts = new Map<string, RetakeFacts>();
  if (courseIds.length === 0) return facts;
  const ids = [...new Set(courseIds)];
  const [access, summaries, evaluations, retakes] = await Promise.all([
    executor
      .select({ courseId: studentCourseAccess.courseId })
      .from(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, userId), inArray(studentCourseAccess.courseId, ids))),
    executor
      .select({ courseId: userCourseProgressSummary.courseId, pct: userCourseProgressSummary.progressPercentage })
      .from(userCourseProgressSummary)
      .where(and(eq(userCourseProgressSummary.userId, userId), inArray(userCourseProgressSummary.courseId, ids))),
    executor
      .selectDistinct({ courseId: studentProgress.courseId })
      .from(studentProgress)
      .where(
        and(eq(studentProgress.userId, userId), inArray(studentProgress.courseId, ids), eq(studentProgress.contentType, "evaluation")),
      ),
    executor
      .select({ courseId: auditLog.entityId, n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, RETAKE_STARTED_ACTION),
          eq(auditLog.entityType, "course"),
          inArray(auditLog.entityId, ids),
          sql`${auditLog.details}->>'userId' = ${userId}`,
        ),
      )
      .groupBy(auditLog.entityId),
  ]);
  const enrolled = new Set(access.map((row) => row.courseId));
  const complete = new Set([
    ...summaries.filter((row) => row.pct >= 100).map((row) => row.courseId),
    ...evaluations.map((row) => row.courseId),
  ]);
  const retakeCounts = new Map(retakes.map((row) => [row.courseId, row.n]));
  for (const id of ids) {
    facts.set(id, {
      enrolled: enrolled.has(id),
      completed: complete.has(id),
      retakesStarted: retakeCounts.get(id) ?? 0,
      entitled,
    });
  }
  return facts;
}

export type CourseRetakeState = { refusal: RetakeRefusal | null; enrolled: boolean };

/** Per course: may the learner retake it now (null refusal), and are they still enrolled. */
export async function retakeStates(user: SessionUser, courseIds: readonly string[], now = new Date()) {
  const learner = await getLearner(user);
  const facts = await loadRetakeFacts(getDb(), user.id, entitlement(learner, now) !== null, courseIds);
  const states: Record<string, CourseRetakeState> = {};
  for (const [courseId, f] of facts) states[courseId] = { refusal: retakeRefusal(f), enrolled: f.enrolled };
  return states;
}
