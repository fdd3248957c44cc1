// Identity verification and final-exam integrity (issue 46; decision 0089): a learner's personal
// validation questions (answers kept only as argon2 hashes), the checks the player asks (every one
// kept: when, which question, the result, from where — never the answer), the per-course state of
// those checks (the wrong-answer streak, the lock), the attestations signed before final-exam attempts
// and external proctoring sessions with the nonces of their signed callbacks. Whether a course needs
// any of it is its delivery policy (db/schema/delivery-policy, not defined here).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { quizAttempts, quizzes } from "./assessment";
import { courses } from "./catalog";

/** One chosen question and its answer's hash (argon2id of the normalised answer). Three per learner. */
export const identityAnswers = pgTable(
  "identity_answers",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A key of IDENTITY_QUESTIONS (app/rules/identity.ts). */
    questionKey: text().notNull(),
    answerHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("identity_answers_user_question_key").on(t.userId, t.questionKey)],
);

/** The learner affirmed who they are when choosing their questions (once per account). */
export const identityProfiles = pgTable("identity_profiles", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The full name the learner typed when affirming. */
  affirmedName: text().notNull(),
  affirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ipAddress: text(),
});

/**
 * Per learner and course: when the next check is due (in credited seat seconds), the wrong answers in
 * a row, and the lock. The answer of a check locks this row (FOR UPDATE), so the streak is exact
 * under concurrent answers.
 */
export const identityCourseStates = pgTable(
  "identity_course_states",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Seat time (seconds credited in time_on_task for the course) at which the next check is asked. */
    nextCheckAtSeconds: integer().notNull(),
    wrongInARow: integer().notNull().default(0),
    lockedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), check("identity_course_states_wrong_nonnegative", sql`${t.wrongInARow} >= 0`)],
);

/** Every check asked: open (result null) until answered. The answer itself is never stored. */
export const identityChecks = pgTable(
  "identity_checks",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    answerId: uuid()
      .notNull()
      .references(() => identityAnswers.id, { onDelete: "cascade" }),
    /** The question as asked (its key), kept even if the learner's answers change later. */
    questionKey: text().notNull(),
    /** "seat_time" (a random point of seat time), "final_exam" (before an attempt) or "dev" (the dev helper). */
    reason: text().notNull(),
    askedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
    /** "passed" | "failed"; null while open. */
    result: text(),
    ipAddress: text(),
    /** A passed final_exam check is used by exactly one attempt. */
    usedByAttemptId: uuid().references(() => quizAttempts.id, { onDelete: "set null" }),
  },
  (t) => [
    index("identity_checks_user_course_idx").on(t.userId, t.courseId, t.askedAt),
    // At most one open check per learner and course.
    uniqueIndex("identity_checks_one_open_key")
      .on(t.userId, t.courseId)
      .where(sql`${t.result} is null`),
    check("identity_checks_result", sql`${t.result} is null or ${t.result} in ('passed', 'failed')`),
    check("identity_checks_reason", sql`${t.reason} in ('seat_time', 'final_exam', 'dev')`),
  ],
);

/** Staff unlocking a learner's course after three wrong answers (also in the audit log). */
export const identityUnlocks = pgTable("identity_unlocks", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  courseId: uuid()
    .notNull()
    .references(() => courses.id, { onDelete: "cascade" }),
  lockedAt: timestamp({ withTimezone: true }).notNull(),
  unlockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  unlockedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  reason: text().notNull(),
});

/** "I am the enrolled student and will not use unauthorised help", signed before a final-exam attempt. */
export const examAttestations = pgTable(
  "exam_attestations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    typedName: text().notNull(),
    statement: text().notNull(),
    attestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    usedByAttemptId: uuid().references(() => quizAttempts.id, { onDelete: "set null" }),
  },
  (t) => [index("exam_attestations_user_quiz_idx").on(t.userId, t.quizId, t.attestedAt)],
);

/** An external proctoring session for one final-exam attempt: started → passed | failed (the provider's signed callback). */
export const proctoringSessions = pgTable(
  "proctoring_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    /** "local" (the stand-in) or the configured provider's host. */
    provider: text().notNull(),
    status: text().notNull().default("started"),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    /** The provider's own reference for the session, as it reported it. */
    providerReference: text(),
    /** The provider's note on the result (e.g. why it failed), as reported. */
    detail: text(),
    usedByAttemptId: uuid().references(() => quizAttempts.id, { onDelete: "set null" }),
  },
  (t) => [
    index("proctoring_sessions_user_quiz_idx").on(t.userId, t.quizId, t.startedAt),
    check("proctoring_sessions_status", sql`${t.status} in ('started', 'passed', 'failed')`),
  ],
);

/** Each callback's nonce, stored once: a replayed callback finds its nonce taken and changes nothing. */
export const proctoringNonces = pgTable("proctoring_nonces", {
  nonce: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
