import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";
import { evaluations, quizzes } from "./assessment";
import { courses, lessonTopics } from "./catalog";
import type { CertificateLayout } from "../../app/rules/certificate-format";
import { accessTypeEnum, progressContentTypeEnum, publishStatusEnum } from "./enums";

/** Enrollment. One row per user and course; unenrolling deletes it, progress stays. */
export const studentCourseAccess = pgTable(
  "student_course_access",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    accessType: accessTypeEnum().notNull(),
    /** Key of the current content item, e.g. "topic:<uuid>", "quiz:<uuid>", "evaluation:<uuid>". */
    currentPosition: text(),
    lastAccessedAt: timestamp({ withTimezone: true }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Copies of the course's progress summary (percentage; 0 without one) and its last completion,
     * kept by database triggers (migration 0009; decision 0027) so company reports read enrollments
     * without joining the summaries. The app never writes them.
     */
    progressPercentage: numeric({ precision: 4, scale: 1, mode: "number" }).notNull().default(0),
    lastCompletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("student_course_access_user_course_key").on(t.userId, t.courseId),
    index("student_course_access_course_idx").on(t.courseId),
  ],
);

/** One completed content item. Exactly one of the three item ids is set, matching content_type. */
export const studentProgress = pgTable(
  "student_progress",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    contentType: progressContentTypeEnum().notNull(),
    lessonTopicId: uuid().references(() => lessonTopics.id, { onDelete: "cascade" }),
    quizId: uuid().references(() => quizzes.id, { onDelete: "cascade" }),
    evaluationId: uuid().references(() => evaluations.id, { onDelete: "cascade" }),
    status: text().notNull().default("completed"),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("student_progress_topic_key").on(t.userId, t.courseId, t.lessonTopicId),
    uniqueIndex("student_progress_quiz_key").on(t.userId, t.courseId, t.quizId),
    uniqueIndex("student_progress_evaluation_key").on(t.userId, t.courseId, t.evaluationId),
    index("student_progress_user_course_idx").on(t.userId, t.courseId),
    check(
      "student_progress_one_item",
      sql`(${t.contentType} = 'topic' and ${t.lessonTopicId} is not null and ${t.quizId} is null and ${t.evaluationId} is null)
       or (${t.contentType} = 'quiz' and ${t.quizId} is not null and ${t.lessonTopicId} is null and ${t.evaluationId} is null)
       or (${t.contentType} = 'evaluation' and ${t.evaluationId} is not null and ${t.lessonTopicId} is null and ${t.quizId} is null)`,
    ),
  ],
);

export const userCourseProgressSummary = pgTable(
  "user_course_progress_summary",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    progressPercentage: numeric({ precision: 4, scale: 1, mode: "number" }).notNull().default(0),
    completedContentItems: integer().notNull().default(0),
    totalContentItems: integer().notNull().default(0),
    firstCompletedAt: timestamp({ withTimezone: true }),
    lastCompletedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    check("progress_summary_pct_range", sql`${t.progressPercentage} between 0 and 100`),
  ],
);

/**
 * Per-member learning totals for company reports (decision 0027), kept by database triggers
 * on enrollments, progress summaries and certificates (migration 0009): each write recomputes the
 * members it touched, in its own transaction. The app only reads it; a member with no row has none.
 */
export const memberLearningTotals = pgTable("member_learning_totals", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enrollments: integer().notNull().default(0),
  /** Sum over the member's enrollments of their progress percentage (no summary = 0). */
  progressSum: numeric({ mode: "number" }).notNull().default(0),
  /** The latest of the enrollments' last access and the progress summaries' last completion. */
  lastActivity: timestamp({ withTimezone: true }),
  /** The latest activity in a course the member is enrolled in (access or completion): the active-learners list starts here. */
  lastEnrollmentActivity: timestamp({ withTimezone: true }),
  certificates: integer().notNull().default(0),
  certifiedHours: numeric({ mode: "number" }).notNull().default(0),
});

/**
 * Per company and course: the company's members' enrollments in the course and the sum of their
 * progress percentages (Company Reports' Courses tab; decision 0027). Kept by database
 * triggers (migration 0009): recounted when enrollments or memberships change, moved by the difference
 * when a learner's progress changes. The app only reads it.
 */
export const companyCourseTotals = pgTable(
  "company_course_totals",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    enrollments: integer().notNull().default(0),
    progressSum: numeric({ mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.courseId] })],
);

/** Time on task: one row per interval a learner spent on a content item (clock-hour evidence). */
export const timeOnTask = pgTable(
  "time_on_task",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Same key format as student_course_access.current_position. */
    contentKey: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }).notNull(),
    seconds: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("time_on_task_user_course_idx").on(t.userId, t.courseId),
    // A page view reads the learner's latest interval (~/models/learning/time-on-task.server).
    index("time_on_task_user_started_idx").on(t.userId, t.startedAt),
    check("time_on_task_seconds_nonnegative", sql`${t.seconds} >= 0`),
  ],
);

/** The layout JSON has one definition: the certificate rules' (app/rules/certificate-format.ts). */
export type { CertificateLayout };

export const certificateTemplates = pgTable("certificate_templates", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  description: text(),
  layout: jsonb().$type<CertificateLayout>().notNull(),
  backgroundImageUrl: text(),
  status: publishStatusEnum().notNull().default("published"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A course has at most one template; a template in use cannot be deleted (restrict). */
export const courseCertificateTemplates = pgTable(
  "course_certificate_templates",
  {
    courseId: uuid()
      .primaryKey()
      .references(() => courses.id, { onDelete: "cascade" }),
    templateId: uuid()
      .notNull()
      .references(() => certificateTemplates.id, { onDelete: "restrict" }),
  },
  (t) => [index("course_certificate_templates_template_idx").on(t.templateId)],
);

/** Issued certificates. Details are snapshotted so a certificate stays true after course edits. */
export const generatedCertificates = pgTable(
  "generated_certificates",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    evaluationId: uuid()
      .notNull()
      .references(() => evaluations.id, { onDelete: "restrict" }),
    templateId: uuid().references(() => certificateTemplates.id, { onDelete: "set null" }),
    /** "{courseId}-CERT-{suffix}" — public, printed with a QR code to /verify/{uniqueCertificateId}. */
    uniqueCertificateId: text().notNull(),
    /** Counts retakes: 1 for the first completion. */
    attemptNumber: integer().notNull().default(1),
    completionDate: date({ mode: "string" }).notNull(),
    certificatePdfUrl: text(),
    studentName: text().notNull(),
    licenseNumber: text(),
    courseTitle: text().notNull(),
    courseType: text().notNull(),
    licenseType: text(),
    hours: numeric({ precision: 5, scale: 1, mode: "number" }).notNull(),
    generatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Extra details kept for audits (template snapshot, signer). */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * 1 as issued; each staff correction (reissue, decision 0061) keeps the version it replaces in
     * certificate_versions and counts up. The unique id never changes.
     */
    version: integer().notNull().default(1),
    /** When the current version replaced the previous one (the last correction); null when never corrected. */
    correctedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("generated_certificates_version_positive", sql`${t.version} >= 1`),
    uniqueIndex("generated_certificates_unique_id_key").on(t.uniqueCertificateId),
    uniqueIndex("generated_certificates_user_course_eval_attempt_key").on(t.userId, t.courseId, t.evaluationId, t.attemptNumber),
    index("generated_certificates_user_generated_idx").on(t.userId, t.generatedAt),
    check("generated_certificates_cert_marker", sql`position('-CERT-' in ${t.uniqueCertificateId}) > 0`),
  ],
);

/**
 * Earlier versions of a certificate (decision 0061): when staff reissue a certificate after a name or
 * license-number correction, the learner's details as the replaced version printed them, with who
 * corrected it, when and why. Kept with the certificate (records the Commission may inspect).
 */
export const certificateVersions = pgTable(
  "certificate_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    certificateId: uuid()
      .notNull()
      .references(() => generatedCertificates.id, { onDelete: "cascade" }),
    /** The replaced version's number: 1 for the certificate as first issued. */
    version: integer().notNull(),
    studentName: text().notNull(),
    licenseNumber: text(),
    /** When this version was issued (the certificate's issue, or the correction that made it). */
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** When it was replaced by the next version. */
    correctedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    correctedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    reason: text().notNull(),
  },
  (t) => [
    uniqueIndex("certificate_versions_certificate_version_key").on(t.certificateId, t.version),
    check("certificate_versions_version_positive", sql`${t.version} >= 1`),
  ],
);
