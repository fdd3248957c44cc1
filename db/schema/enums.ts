// Each Postgres enum is built from its list in app/rules (one definition per list; the TypeScript
// type is derived from the same list). Changing a list changes the schema: run drizzle-kit generate.
import { pgEnum } from "drizzle-orm/pg-core";
import { ACCESS_TYPES } from "../../app/rules/access-level";
import { PUBLISH_STATUSES } from "../../app/rules/admin-content";
import { ALL_PLAN_TIERS } from "../../app/rules/admin-companies";
import { ANNOUNCEMENT_TARGETS } from "../../app/rules/announcements";
import { INVOICE_STATUSES } from "../../app/rules/billing";
import { PROFESSIONAL_STATUSES } from "../../app/rules/contact-form";
import { TOPIC_CONTENT_TYPES } from "../../app/rules/content-data";
import { COURSE_TYPES } from "../../app/rules/course-type";
import { EMAIL_CHANGE_STATUSES } from "../../app/rules/email-change";
import { EMAIL_STATUSES } from "../../app/rules/email-outbox";
import { EVALUATION_QUESTION_TYPES } from "../../app/rules/evaluation-form";
import { LICENSE_TYPES } from "../../app/rules/license-deadlines";
import { TOKEN_KINDS } from "../../app/rules/one-time-tokens";
import { QUIZ_TYPES } from "../../app/rules/quiz-authoring";
import { ANSWER_LETTERS } from "../../app/rules/quiz-shuffle";
import { ACCOUNT_STATUSES, ROLES } from "../../app/rules/roles";
import { PROGRESS_CONTENT_TYPES } from "../../app/rules/unlocking";

export const roleEnum = pgEnum("app_role", ROLES);

export const accountStatusEnum = pgEnum("account_status", ACCOUNT_STATUSES);

export const courseTypeEnum = pgEnum("course_type", COURSE_TYPES);

export const publishStatusEnum = pgEnum("publish_status", PUBLISH_STATUSES);

export const accessTypeEnum = pgEnum("access_type", ACCESS_TYPES);

export const topicContentTypeEnum = pgEnum("topic_content_type", TOPIC_CONTENT_TYPES);

export const quizTypeEnum = pgEnum("quiz_type", QUIZ_TYPES);

export const answerLetterEnum = pgEnum("answer_letter", ANSWER_LETTERS);

export const progressContentTypeEnum = pgEnum("progress_content_type", PROGRESS_CONTENT_TYPES);

export const evaluationQuestionTypeEnum = pgEnum("evaluation_question_type", EVALUATION_QUESTION_TYPES);

export const tokenKindEnum = pgEnum("token_kind", TOKEN_KINDS);

/** A Louisiana real-estate license held by a learner (decision 0027): deadlines depend on it. */
export const licenseTypeEnum = pgEnum("license_type", LICENSE_TYPES);

export const professionalStatusEnum = pgEnum("professional_status", PROFESSIONAL_STATUSES);

export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);

export const announcementTargetEnum = pgEnum("announcement_target", ANNOUNCEMENT_TARGETS);

export const invoiceStatusEnum = pgEnum("invoice_status", INVOICE_STATUSES);

export const planTierEnum = pgEnum("plan_tier", ALL_PLAN_TIERS);

/** The two-step e-mail change (requirement signed-in-state-flows "Email change"); idle is the absence of a row. */
export const emailChangeStatusEnum = pgEnum("email_change_status", EMAIL_CHANGE_STATUSES);
