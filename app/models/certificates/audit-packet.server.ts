// The audit packet (decision 0034; decision 0029): everything the school holds about one learner's work in one
// course, as the Real Estate Commission may ask to inspect it (La. Admin. Code 46:LXVII §5511; ARELLO's
// records of time on task): identity, enrollment, every item of the course in the player's order with
// its completion and the time on task recorded on it, every quiz and final-exam attempt with score and
// duration, the evaluation's answers and the certificates. Read-only; the route renders it as a PDF.
import { NO_POLICY, seatTimeStatus } from "~/rules/delivery-policy";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, schema } from "~/db.server";
import { isUuid } from "~/rules/ids";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { loadPlayerData, type PlayerData } from "~/models/learning/player.server";
import { certificateVersionsOf, type CertificateVersion } from "~/models/certificates/certificate-correction.server";
import { recordedSeatSeconds } from "~/models/certificates/certificate.server";
import { getIntegrityRecords, type IntegrityRecords } from "~/models/assessment/exam-integrity.server";

const {
  profiles,
  companies,
  courses,
  studentCourseAccess: access,
  userCourseProgressSummary: summaries,
  timeOnTask,
  studentProgress,
  quizAttempts,
  quizzes,
  courseFinalExams,
  evaluationResponses,
  evaluationQuestions,
  evaluationSections,
  generatedCertificates,
  lessonTopics,
} = schema;

export type AuditPacketItem = {
  key: string;
  kind: "topic" | "quiz" | "final_exam" | "evaluation";
  title: string;
  lessonTitle: string | null;
  /** Still part of the course (false: the learner has records on an item since removed or archived). */
  inCourse: boolean;
  completedAt: Date | null;
  seconds: number;
  intervals: number;
  firstStartedAt: Date | null;
  lastEndedAt: Date | null;
};

export type AuditPacketAttempt = {
  quizTitle: string;
  finalExam: boolean;
  attemptNumber: number;
  startedAt: Date;
  completedAt: Date | null;
  scorePercentage: number | null;
  passed: boolean | null;
};

export type AuditPacket = {
  learner: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    licenseNumber: string | null;
    licenseType: string | null;
    initialLicenseDate: string | null;
    companyName: string | null;
    accountStatus: string;
  };
  course: { id: string; slug: string; title: string; courseType: string; hours: number };
  enrollment: {
    accessType: string;
    grantedAt: Date;
    lastAccessedAt: Date | null;
  } | null;
  progress: {
    percentage: number;
    completedItems: number;
    totalItems: number;
    firstCompletedAt: Date | null;
    lastCompletedAt: Date | null;
  } | null;
  items: AuditPacketItem[];
  /** Seat time against the course's delivery policy (decision 0087): requiredSeconds 0 when the policy is off. */
  seatTime: { policyEnabled: boolean; creditedSeconds: number; requiredSeconds: number; met: boolean };
  totalSeconds: number;
  attempts: AuditPacketAttempt[];
  evaluation: { question: string; section: string; answer: string; answeredAt: Date }[];
  certificates: {
    uniqueCertificateId: string;
    attemptNumber: number;
    completionDate: string;
    hours: number;
    generatedAt: Date;
    /** The current version (1 as issued) and its details; earlier versions below (decision 0061). */
    version: number;
    studentName: string;
    licenseNumber: string | null;
    correctedAt: Date | null;
    /** Seat seconds the delivery policy required when it was issued (the current policy's for older certificates); null: no policy. */
    requiredSeatSeconds: number | null;
    versions: CertificateVersion[];
  }[];
  /** Identity checks, staff unlocks, attestations and proctoring sessions in the course (decision 0089). */
  integrity: IntegrityRecords;
};

/**
 * The packet of a learner and a course, or null when either does not exist or the learner has no
 * record at all in the course (never enrolled, no time, no attempt, no certificate).
 */
export async function getAuditPacket(userId: string, courseId: string): Promise<AuditPacket | null> {
  const learner = await readLearner(userId);
  const course = await readCourse(courseId);
  if (!learner || !course) return null;

  const scope = { userId, courseId };
  const [enrollment, progress, time, completions, attempts, evaluation, certificates, player] = await Promise.all([
    readEnrollment(scope),
    readProgress(scope),
    readTimeOnTask(scope),
    readCompletions(scope),
    readAttempts(scope),
    readEvaluationAnswers(scope),
    readCertificates(scope),
    // The course's items in the player's order (as staff, so a draft or an unentitled learner still lists them).
    loadPlayerData({ id: userId, roles: ["admin"] }, courseId),
  ]);
  const versions = await certificateVersionsOf(certificates.map((c) => c.id));
  if (!enrollment && time.length === 0 && completions.length === 0 && attempts.length === 0 && certificates.length === 0) return null;

  const items = await listItems(player?.content ?? [], time, completions);
  const totalSeconds = time.reduce((sum, t) => sum + t.seconds, 0);
  const seatTime = seatTimeOf(player, Number(course.hours), totalSeconds);
  return {
    learner,
    course: { ...course, hours: Number(course.hours) },
    seatTime,
    enrollment,
    progress,
    items,
    totalSeconds,
    attempts,
    evaluation,
    // What the policy required at issue; a certificate issued before that was kept: today's policy.
    certificates: certificateEntries(certificates, versions, seatTime.policyEnabled ? seatTime.requiredSeconds : null),
    integrity: await getIntegrityRecords(userId, courseId),
  };
}

// --- readers: one query each ------------------------------------------------------------------------

/** The learner and the course the packet is about. */
type Scope = { userId: string; courseId: string };

/** The rows of a table that belong to the learner in the course. */
function mine(table: { userId: AnyPgColumn; courseId: AnyPgColumn }, { userId, courseId }: Scope) {
  return and(eq(table.userId, userId), eq(table.courseId, courseId));
}

async function readLearner(userId: string): Promise<AuditPacket["learner"] | undefined> {
  const [learner] = await getDb()
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      licenseNumber: profiles.licenseNumber,
      licenseType: sql<string | null>`${profiles.licenseType}::text`,
      initialLicenseDate: profiles.initialLicenseDate,
      companyName: companies.name,
      accountStatus: sql<string>`${profiles.accountStatus}::text`,
    })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(profiles.id, userId));
  return learner;
}

async function readCourse(courseId: string) {
  const [course] = await getDb()
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      courseType: sql<string>`${courses.courseType}::text`,
      hours: courses.hours,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course;
}

async function readEnrollment(scope: Scope): Promise<AuditPacket["enrollment"]> {
  const [enrollment] = await getDb()
    .select({ accessType: sql<string>`${access.accessType}::text`, grantedAt: access.grantedAt, lastAccessedAt: access.lastAccessedAt })
    .from(access)
    .where(mine(access, scope));
  return enrollment ?? null;
}

async function readProgress(scope: Scope): Promise<AuditPacket["progress"]> {
  const [progress] = await getDb()
    .select({
      percentage: summaries.progressPercentage,
      completedItems: summaries.completedContentItems,
      totalItems: summaries.totalContentItems,
      firstCompletedAt: summaries.firstCompletedAt,
      lastCompletedAt: summaries.lastCompletedAt,
    })
    .from(summaries)
    .where(mine(summaries, scope));
  return progress ? { ...progress, percentage: Number(progress.percentage) } : null;
}

/** Time on task per content key: total seconds, intervals, first start and last end. */
function readTimeOnTask(scope: Scope) {
  return getDb()
    .select({
      key: timeOnTask.contentKey,
      seconds: sql<number>`sum(${timeOnTask.seconds})::int`,
      intervals: sql<number>`count(*)::int`,
      firstStartedAt: sql<Date>`min(${timeOnTask.startedAt})`.mapWith(timeOnTask.startedAt),
      lastEndedAt: sql<Date>`max(${timeOnTask.endedAt})`.mapWith(timeOnTask.endedAt),
    })
    .from(timeOnTask)
    .where(mine(timeOnTask, scope))
    .groupBy(timeOnTask.contentKey);
}
type TimeRow = Awaited<ReturnType<typeof readTimeOnTask>>[number];

function readCompletions(scope: Scope) {
  return getDb()
    .select({
      type: studentProgress.contentType,
      topicId: studentProgress.lessonTopicId,
      quizId: studentProgress.quizId,
      evaluationId: studentProgress.evaluationId,
      completedAt: studentProgress.completedAt,
    })
    .from(studentProgress)
    .where(mine(studentProgress, scope));
}
type CompletionRow = Awaited<ReturnType<typeof readCompletions>>[number];

/** Every quiz and final-exam attempt, oldest first. */
function readAttempts(scope: Scope): Promise<AuditPacketAttempt[]> {
  return getDb()
    .select({
      quizTitle: quizzes.title,
      finalExam: sql<boolean>`${courseFinalExams.quizId} is not null`,
      attemptNumber: quizAttempts.attemptNumber,
      startedAt: quizAttempts.startedAt,
      completedAt: quizAttempts.completedAt,
      scorePercentage: quizAttempts.scorePercentage,
      passed: quizAttempts.passed,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .leftJoin(courseFinalExams, and(eq(courseFinalExams.quizId, quizAttempts.quizId), eq(courseFinalExams.courseId, quizAttempts.courseId)))
    .where(mine(quizAttempts, scope))
    .orderBy(asc(quizAttempts.startedAt), asc(quizAttempts.attemptNumber));
}

/** The evaluation's answers in the form's order; a star rating reads "N of 5 stars". */
async function readEvaluationAnswers(scope: Scope): Promise<AuditPacket["evaluation"]> {
  const answers = await getDb()
    .select({
      question: evaluationQuestions.questionText,
      section: evaluationSections.title,
      text: evaluationResponses.responseText,
      stars: evaluationResponses.starRating,
      answeredAt: evaluationResponses.createdAt,
    })
    .from(evaluationResponses)
    .innerJoin(evaluationQuestions, eq(evaluationQuestions.id, evaluationResponses.questionId))
    .innerJoin(evaluationSections, eq(evaluationSections.id, evaluationQuestions.sectionId))
    .where(mine(evaluationResponses, scope))
    .orderBy(asc(evaluationSections.orderIndex), asc(evaluationQuestions.orderIndex));
  return answers.map((a) => ({
    question: a.question,
    section: a.section,
    answer: a.stars !== null ? `${a.stars} of 5 stars` : (a.text ?? ""),
    answeredAt: a.answeredAt,
  }));
}

function readCertificates(scope: Scope) {
  return getDb()
    .select({
      id: generatedCertificates.id,
      uniqueCertificateId: generatedCertificates.uniqueCertificateId,
      attemptNumber: generatedCertificates.attemptNumber,
      completionDate: generatedCertificates.completionDate,
      hours: generatedCertificates.hours,
      generatedAt: generatedCertificates.generatedAt,
      version: generatedCertificates.version,
      studentName: generatedCertificates.studentName,
      licenseNumber: generatedCertificates.licenseNumber,
      correctedAt: generatedCertificates.correctedAt,
      details: generatedCertificates.details,
    })
    .from(generatedCertificates)
    .where(mine(generatedCertificates, scope))
    .orderBy(asc(generatedCertificates.generatedAt));
}
type CertificateRow = Awaited<ReturnType<typeof readCertificates>>[number];

// --- builders: the packet's sections from what was read ---------------------------------------------

/**
 * Every item of the course in the player's order with its completion and time on task, then the
 * items the learner has records on that the course no longer lists (an archived topic, a quiz since
 * unlinked), by key.
 */
async function listItems(content: PlayerData["content"], time: TimeRow[], completions: CompletionRow[]): Promise<AuditPacketItem[]> {
  const completedAt = new Map<string, Date>();
  for (const c of completions) completedAt.set(`${c.type}:${c.topicId ?? c.quizId ?? c.evaluationId}`, c.completedAt);
  const timeOf = new Map(time.map((t) => [t.key, t]));
  const finalIds = new Set(content.filter((item) => item.path.startsWith("final-exam/")).map((item) => item.id));
  const item = (
    key: string,
    kind: AuditPacketItem["kind"],
    title: string,
    lessonTitle: string | null,
    inCourse: boolean,
  ): AuditPacketItem => {
    const spent = timeOf.get(key);
    return {
      key,
      kind,
      title,
      lessonTitle,
      inCourse,
      completedAt: completedAt.get(key) ?? null,
      seconds: spent?.seconds ?? 0,
      intervals: spent?.intervals ?? 0,
      firstStartedAt: spent?.firstStartedAt ?? null,
      lastEndedAt: spent?.lastEndedAt ?? null,
    };
  };
  const items = content.map((c) =>
    item(c.key, c.type === "quiz" ? (finalIds.has(c.id) ? "final_exam" : "quiz") : c.type, c.title, c.lessonTitle, true),
  );
  const listed = new Set(items.map((i) => i.key));
  const orphanKeys = [...new Set([...timeOf.keys(), ...completedAt.keys()])].filter((key) => !listed.has(key)).sort();
  if (orphanKeys.length > 0) {
    const titles = await removedItemTitles(orphanKeys);
    for (const key of orphanKeys) {
      const [type] = key.split(":");
      const kind: AuditPacketItem["kind"] = type === "topic" ? "topic" : type === "evaluation" ? "evaluation" : "quiz";
      items.push(item(key, kind, titles.get(key) ?? "(deleted item)", null, false));
    }
  }
  return items;
}

/** The time credited against the seat time the course's delivery policy requires for its hours. */
function seatTimeOf(player: PlayerData | null, creditHours: number, creditedSeconds: number): AuditPacket["seatTime"] {
  const seat = seatTimeStatus({ policy: player?.deliveryPolicy ?? NO_POLICY, creditHours, creditedSeconds });
  return {
    policyEnabled: player?.deliveryPolicy.enabled ?? false,
    creditedSeconds,
    requiredSeconds: seat.requiredSeconds,
    met: seat.met,
  };
}

/**
 * The certificates with their earlier versions and the seat seconds required when each was issued
 * (currentRequired, today's policy's figure or null, for one issued before that was recorded).
 */
function certificateEntries(
  certificates: CertificateRow[],
  versions: Map<string, CertificateVersion[]>,
  currentRequired: number | null,
): AuditPacket["certificates"] {
  return certificates.map(({ id, details, ...c }) => {
    const recorded = recordedSeatSeconds({ details });
    const requiredSeatSeconds = recorded !== undefined ? recorded : currentRequired;
    return { ...c, hours: Number(c.hours), requiredSeatSeconds, versions: versions.get(id) ?? [] };
  });
}

/** Titles of topics and quizzes the learner has records on but the course no longer lists. */
async function removedItemTitles(keys: string[]): Promise<Map<string, string>> {
  // Only ids are looked up: a key an older client wrote ("topic:intro") stays a deleted item.
  const ids = (prefix: string) =>
    keys
      .filter((k) => k.startsWith(`${prefix}:`))
      .map((k) => k.slice(prefix.length + 1))
      .filter(isUuid);
  const db = getDb();
  const [topics, quizRows] = await Promise.all([
    ids("topic").length
      ? db
          .select({ id: lessonTopics.id, title: lessonTopics.title })
          .from(lessonTopics)
          .where(inArray(lessonTopics.id, ids("topic")))
      : [],
    ids("quiz").length
      ? db
          .select({ id: quizzes.id, title: quizzes.title })
          .from(quizzes)
          .where(inArray(quizzes.id, ids("quiz")))
      : [],
  ]);
  return new Map([...topics.map((t) => [`topic:${t.id}`, t.title] as const), ...quizRows.map((q) => [`quiz:${q.id}`, q.title] as const)]);
}

/** Each download is written to the audit log: who pulled whose records in which course. */
export async function recordAuditPacketDownload(actor: AuditActor, userId: string, courseId: string, courseTitle: string): Promise<void> {
  await recordAudit(getDb(), {
    actor,
    action: "audit_packet.download",
    entityType: "user",
    entityId: userId,
    details: { courseId, courseTitle },
  });
}
