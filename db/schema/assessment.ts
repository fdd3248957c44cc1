import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./accounts";
import { courses, lessons } from "./catalog";
import { answerLetterEnum, evaluationQuestionTypeEnum, publishStatusEnum, quizTypeEnum } from "./enums";

export const quizzes = pgTable(
  "quizzes",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text(),
    quizType: quizTypeEnum().notNull().default("regular"),
    passingScorePercentage: integer().notNull().default(70),
    /** null means untimed. */
    durationMinutes: integer(),
    randomizeQuestions: boolean().notNull().default(false),
    randomizeAnswerChoices: boolean().notNull().default(false),
    /** For an unsectioned quiz: how many questions to draw (null = all). */
    questionsToPull: integer(),
    status: publishStatusEnum().notNull().default("published"),
    ...timestamps,
  },
  (t) => [
    check("quizzes_passing_range", sql`${t.passingScorePercentage} between 0 and 100`),
    check("quizzes_duration_positive", sql`${t.durationMinutes} is null or ${t.durationMinutes} > 0`),
    check("quizzes_pull_positive", sql`${t.questionsToPull} is null or ${t.questionsToPull} > 0`),
  ],
);

export const quizSections = pgTable(
  "quiz_sections",
  {
    id: uuid().primaryKey().defaultRandom(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    title: text().notNull(),
    questionsToPull: integer(),
    orderIndex: integer().notNull(),
  },
  (t) => [index("quiz_sections_quiz_order_idx").on(t.quizId, t.orderIndex)],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: uuid().primaryKey().defaultRandom(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    sectionId: uuid().references(() => quizSections.id, { onDelete: "set null" }),
    /** Rich text. */
    questionText: text().notNull(),
    choiceA: text().notNull(),
    choiceB: text().notNull(),
    choiceC: text(),
    choiceD: text(),
    correctAnswer: answerLetterEnum().notNull(),
    /** Rich text; leaves the server only after the attempt is finished. */
    explanation: text(),
    orderIndex: integer().notNull(),
    /**
     * Set when an admin edits or deletes a question learners have already been shown: the row stays
     * (past attempts' reviews and scores read it) and a new row carries the edit (decision 0031).
     * Retired rows are never drawn into new attempts nor listed in the editor.
     */
    retiredAt: timestamp({ withTimezone: true }),
    /** The retired row this one replaced when it was edited. */
    replacesQuestionId: uuid(),
    ...timestamps,
  },
  (t) => [
    index("quiz_questions_quiz_order_idx").on(t.quizId, t.orderIndex),
    index("quiz_questions_section_idx").on(t.sectionId),
    index("quiz_questions_replaces_idx").on(t.replacesQuestionId),
  ],
);

/** Extra time on timed quizzes and exams for one learner (WCAG 2.2.1): ×1.5, ×2, or no limit. */
export const quizTimeAccommodations = pgTable(
  "quiz_time_accommodations",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "1.5", "2" or "unlimited". */
    extraTime: text().notNull(),
    grantedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [check("quiz_time_accommodations_kind", sql`${t.extraTime} in ('1.5', '2', 'unlimited')`)],
);

/** Quizzes placed after a lesson's topics in a course. */
export const courseLessonQuizzes = pgTable(
  "course_lesson_quizzes",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: uuid()
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    orderIndex: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("course_lesson_quizzes_course_quiz_key").on(t.courseId, t.quizId),
    index("course_lesson_quizzes_course_lesson_idx").on(t.courseId, t.lessonId),
  ],
);

/** A course's final exam: a quiz with no lesson, after every lesson item. */
export const courseFinalExams = pgTable(
  "course_final_exams",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    orderIndex: integer().notNull().default(0),
  },
  (t) => [uniqueIndex("course_final_exams_course_quiz_key").on(t.courseId, t.quizId)],
);

/** One row per started attempt; the question and choice order are fixed here when it starts. */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    attemptNumber: integer().notNull(),
    /** [{ questionId, choices: ["C","A","D","B"] }] in the order shown. */
    questionOrder: jsonb().$type<{ questionId: string; choices: ("A" | "B" | "C" | "D")[] }[]>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** null when the quiz is untimed. */
    deadlineAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    scorePercentage: integer(),
    passed: boolean(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quiz_attempts_number_key").on(t.userId, t.quizId, t.courseId, t.attemptNumber),
    uniqueIndex("quiz_attempts_one_open_key")
      .on(t.userId, t.quizId, t.courseId)
      .where(sql`${t.completedAt} is null`),
    index("quiz_attempts_user_quiz_created_idx").on(t.userId, t.quizId, t.createdAt),
    /** A quiz's finished attempts, for its analytics (decision 0040). */
    index("quiz_attempts_quiz_completed_idx").on(t.quizId, t.completedAt),
    check("quiz_attempts_score_range", sql`${t.scorePercentage} is null or ${t.scorePercentage} between 0 and 100`),
  ],
);

export const quizResponses = pgTable(
  "quiz_responses",
  {
    id: uuid().primaryKey().defaultRandom(),
    attemptId: uuid()
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    questionId: uuid()
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    /** The original letter of the chosen choice (before any shuffling). */
    selectedAnswer: answerLetterEnum(),
    /** Set when the attempt is scored. */
    isCorrect: boolean(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("quiz_responses_attempt_question_key").on(t.attemptId, t.questionId)],
);

export const evaluations = pgTable("evaluations", {
  id: uuid().primaryKey().defaultRandom(),
  title: text().notNull().default("Course Evaluation"),
  /** Rich text. */
  description: text(),
  status: publishStatusEnum().notNull().default("published"),
  ...timestamps,
});

export const evaluationSections = pgTable(
  "evaluation_sections",
  {
    id: uuid().primaryKey().defaultRandom(),
    evaluationId: uuid()
      .notNull()
      .references(() => evaluations.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    orderIndex: integer().notNull(),
  },
  (t) => [index("evaluation_sections_eval_order_idx").on(t.evaluationId, t.orderIndex)],
);

export const evaluationQuestions = pgTable(
  "evaluation_questions",
  {
    id: uuid().primaryKey().defaultRandom(),
    sectionId: uuid()
      .notNull()
      .references(() => evaluationSections.id, { onDelete: "cascade" }),
    questionText: text().notNull(),
    questionType: evaluationQuestionTypeEnum().notNull(),
    isRequired: boolean().notNull().default(true),
    orderIndex: integer().notNull(),
  },
  (t) => [index("evaluation_questions_section_order_idx").on(t.sectionId, t.orderIndex)],
);

export const courseEvaluations = pgTable(
  "course_evaluations",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    evaluationId: uuid()
      .notNull()
      .references(() => evaluations.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("course_evaluations_course_eval_key").on(t.courseId, t.evaluationId)],
);

export const evaluationResponses = pgTable(
  "evaluation_responses",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    evaluationId: uuid()
      .notNull()
      .references(() => evaluations.id, { onDelete: "cascade" }),
    questionId: uuid()
      .notNull()
      .references(() => evaluationQuestions.id, { onDelete: "cascade" }),
    responseText: text(),
    starRating: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("evaluation_responses_user_course_question_key").on(t.userId, t.courseId, t.questionId),
    index("evaluation_responses_eval_idx").on(t.evaluationId),
    check("evaluation_responses_star_range", sql`${t.starRating} is null or ${t.starRating} between 1 and 5`),
  ],
);
