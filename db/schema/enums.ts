import { pgEnum } from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("app_role", ["student", "company_admin", "admin", "reviewer"]);

export const accountStatusEnum = pgEnum("account_status", ["active", "inactive"]);

export const courseTypeEnum = pgEnum("course_type", ["Pre-licensing", "Continuing Education", "Post-licensing"]);

export const publishStatusEnum = pgEnum("publish_status", ["draft", "published", "archived"]);

export const accessTypeEnum = pgEnum("access_type", ["premium_subscription", "company_access", "staff_grant"]);

export const topicContentTypeEnum = pgEnum("topic_content_type", ["text", "video", "text_with_video", "text_with_audio", "interactive"]);

export const quizTypeEnum = pgEnum("quiz_type", ["regular", "final_exam"]);

export const answerLetterEnum = pgEnum("answer_letter", ["A", "B", "C", "D"]);

export const progressContentTypeEnum = pgEnum("progress_content_type", ["topic", "quiz", "evaluation"]);

export const evaluationQuestionTypeEnum = pgEnum("evaluation_question_type", ["open_ended", "star_rating"]);

export const tokenKindEnum = pgEnum("token_kind", [
  "email_confirmation",
  "password_reset",
  "invitation",
  "email_change_new",
  "email_change_old",
]);

/** A Louisiana real-estate license held by a learner (issue 17; decision 0027): deadlines depend on it. */
export const licenseTypeEnum = pgEnum("license_type", ["salesperson", "broker"]);

export const professionalStatusEnum = pgEnum("professional_status", ["agent", "broker", "unlicensed"]);

export const emailStatusEnum = pgEnum("email_status", ["pending", "sending", "sent", "failed"]);

export const announcementTargetEnum = pgEnum("announcement_target", [
  "all",
  "students",
  "companies",
  "selected_students",
  "selected_companies",
]);

export const invoiceStatusEnum = pgEnum("invoice_status", ["paid", "open", "draft", "void", "uncollectible"]);

export const planTierEnum = pgEnum("plan_tier", ["starter", "pro", "custom"]);

/** The two-step e-mail change (spec 3 §4 "Email change"); idle is the absence of a row. */
export const emailChangeStatusEnum = pgEnum("email_change_status", [
  "pending_new_confirmation",
  "pending_old_confirmation",
  "completed",
  "failed",
]);
