import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  DEFAULT_IDLE_LIMIT_MINUTES,
  DEFAULT_REQUIRED_PERCENT,
  MAX_IDLE_LIMIT_MINUTES,
  MAX_MINUTES_PER_LESSON,
  MAX_REQUIRED_PERCENT,
  MIN_IDLE_LIMIT_MINUTES,
  MIN_REQUIRED_PERCENT,
} from "../../app/rules/delivery-policy";
import { timestamps } from "./columns";
import { users } from "./accounts";
import { courseTypeEnum, publishStatusEnum, topicContentTypeEnum } from "./enums";
import type { ContentData } from "../../app/rules/content-data";

export const instructors = pgTable("instructors", {
  id: uuid().primaryKey().defaultRandom(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  avatarUrl: text(),
  shortDescription: text(),
  /** Rich text, sanitised on write and on render. */
  resumeBio: text(),
  email: text(),
  phone: text(),
  ...timestamps,
});

export const courses = pgTable(
  "courses",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    hours: numeric({ precision: 5, scale: 1, mode: "number" }).notNull().default(0),
    price: numeric({ precision: 10, scale: 2, mode: "number" }),
    imageUrl: text(),
    courseType: courseTypeEnum().notNull(),
    /** Salesperson, Broker, or Salesperson & Broker. */
    licenseType: text(),
    featured: boolean().notNull().default(false),
    /** A Continuing Education course on the Commission's mandatory topic: each year's 12 CE hours must include one (decision 0027). */
    mandatoryTopic: boolean().notNull().default(false),
    status: publishStatusEnum().notNull().default("draft"),
    instructorId: uuid().references(() => instructors.id, { onDelete: "set null" }),
    whatsIncluded: jsonb().$type<string[]>().notNull().default([]),
    requirements: jsonb().$type<string[]>().notNull().default([]),
    whoThisIsFor: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("courses_slug_key").on(t.slug),
    index("courses_status_created_idx").on(t.status, t.createdAt),
    index("courses_instructor_idx").on(t.instructorId),
    check("courses_hours_nonnegative", sql`${t.hours} >= 0`),
  ],
);

/**
 * A course's delivery policy (issue 46, decision 0087): seat time against the credit hours, the idle
 * limit, identity checks and external proctoring. No row, or `enabled` false: nothing is required.
 * The defaults are the rules' (app/rules/delivery-policy).
 */
export const courseDeliveryPolicies = pgTable(
  "course_delivery_policies",
  {
    courseId: uuid()
      .primaryKey()
      .references(() => courses.id, { onDelete: "cascade" }),
    enabled: boolean().notNull().default(false),
    /** Required seat time before the final exam, as a percentage of the course's credit hours. */
    requiredSeatTimePercent: smallint().notNull().default(DEFAULT_REQUIRED_PERCENT),
    /** Optional minimum seat time per lesson, in minutes; null: none. */
    minMinutesPerLesson: smallint(),
    /** Idle minutes after which the player signs the learner out of the course session (and, without JavaScript, a longer gap between page views is not credited). */
    idleLimitMinutes: smallint().notNull().default(DEFAULT_IDLE_LIMIT_MINUTES),
    identityChecksRequired: boolean().notNull().default(false),
    externalProctoringRequired: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check(
      "course_delivery_policies_percent_range",
      sql`${t.requiredSeatTimePercent} between ${sql.raw(String(MIN_REQUIRED_PERCENT))} and ${sql.raw(String(MAX_REQUIRED_PERCENT))}`,
    ),
    check(
      "course_delivery_policies_lesson_minutes_range",
      sql`${t.minMinutesPerLesson} is null or ${t.minMinutesPerLesson} between 1 and ${sql.raw(String(MAX_MINUTES_PER_LESSON))}`,
    ),
    check(
      "course_delivery_policies_idle_range",
      sql`${t.idleLimitMinutes} between ${sql.raw(String(MIN_IDLE_LIMIT_MINUTES))} and ${sql.raw(String(MAX_IDLE_LIMIT_MINUTES))}`,
    ),
  ],
);

export const lessons = pgTable("lessons", {
  id: uuid().primaryKey().defaultRandom(),
  title: text().notNull(),
  description: text(),
  ...timestamps,
});

export const courseLessons = pgTable(
  "course_lessons",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: uuid()
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    orderIndex: integer().notNull(),
    isRequired: boolean().notNull().default(true),
    /** Set when the lesson is removed from the course after learners completed parts of it (decision 0030). */
    archivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("course_lessons_course_lesson_key").on(t.courseId, t.lessonId),
    index("course_lessons_course_order_idx").on(t.courseId, t.orderIndex),
  ],
);

export const lessonTopics = pgTable(
  "lesson_topics",
  {
    id: uuid().primaryKey().defaultRandom(),
    lessonId: uuid()
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    title: text().notNull(),
    orderIndex: integer().notNull(),
    contentType: topicContentTypeEnum().notNull(),
    contentData: jsonb().$type<ContentData>().notNull().default({}),
    /**
     * Set when an admin removes a topic that learners have completed: it leaves the course (player,
     * totals) but the row and their progress stay (decision 0030).
     */
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("lesson_topics_lesson_order_idx").on(t.lessonId, t.orderIndex)],
);

export const courseBundles = pgTable(
  "course_bundles",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull().default(""),
    price: numeric({ precision: 10, scale: 2, mode: "number" }),
    hours: numeric({ precision: 5, scale: 1, mode: "number" }).notNull().default(0),
    imageUrl: text(),
    courseType: courseTypeEnum(),
    licenseType: text(),
    status: publishStatusEnum().notNull().default("draft"),
    instructorId: uuid().references(() => instructors.id, { onDelete: "set null" }),
    whatsIncluded: jsonb().$type<string[]>().notNull().default([]),
    requirements: jsonb().$type<string[]>().notNull().default([]),
    whoThisIsFor: text(),
    ...timestamps,
  },
  (t) => [index("course_bundles_status_idx").on(t.status)],
);

export const courseBundleCourses = pgTable(
  "course_bundle_courses",
  {
    bundleId: uuid()
      .notNull()
      .references(() => courseBundles.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    orderIndex: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.courseId] }), index("course_bundle_courses_course_idx").on(t.courseId)],
);

/** Learner reviews: the source of every rating shown on the site. */
export const courseReviews = pgTable(
  "course_reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    comment: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("course_reviews_user_course_key").on(t.userId, t.courseId),
    index("course_reviews_course_idx").on(t.courseId),
    check("course_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
