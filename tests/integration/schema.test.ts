// The migrations apply (this file's database was migrated by tests/setup-database.ts, on PGlite or
// on PostgreSQL when DATABASE_URL is set) and the integrity rules live in the database itself.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";

const db = () => getDb();

async function expectRejected(promise: Promise<unknown>, constraint: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { message?: string; cause?: { message?: string; constraint?: string; constraint_name?: string } },
  );
  expect(error, "the database accepted a row it should refuse").not.toBeNull();
  const text = [error?.message, error?.cause?.message, error?.cause?.constraint, error?.cause?.constraint_name].join(" ");
  expect(text).toMatch(constraint);
}

let userId: string;
let courseId: string;
let topicId: string;
let quizId: string;
let evaluationId: string;

beforeAll(async () => {
  [{ id: userId }] = await db().insert(schema.users).values({ email: "learner@example.com" }).returning({ id: schema.users.id });
  [{ id: courseId }] = await db()
    .insert(schema.courses)
    .values({ slug: "c", title: "C", courseType: "Continuing Education", hours: 4 })
    .returning({ id: schema.courses.id });
  const [{ id: lessonId }] = await db().insert(schema.lessons).values({ title: "L" }).returning({ id: schema.lessons.id });
  [{ id: topicId }] = await db()
    .insert(schema.lessonTopics)
    .values({ lessonId, title: "T", orderIndex: 0, contentType: "text", contentData: { html: "<p>x</p>" } })
    .returning({ id: schema.lessonTopics.id });
  [{ id: quizId }] = await db().insert(schema.quizzes).values({ title: "Q" }).returning({ id: schema.quizzes.id });
  [{ id: evaluationId }] = await db().insert(schema.evaluations).values({}).returning({ id: schema.evaluations.id });
});

describe("migrations", () => {
  it("create every table of the product", async () => {
    const result = await db().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows).map((r) => r.table_name);
    for (const table of [
      "users",
      "sessions",
      "one_time_tokens",
      "profiles",
      "user_roles",
      "companies",
      "site_settings",
      "invoices",
      "instructors",
      "courses",
      "lessons",
      "course_lessons",
      "lesson_topics",
      "course_bundles",
      "course_bundle_courses",
      "course_reviews",
      "quizzes",
      "quiz_sections",
      "quiz_questions",
      "course_lesson_quizzes",
      "course_final_exams",
      "quiz_attempts",
      "quiz_responses",
      "evaluations",
      "evaluation_sections",
      "evaluation_questions",
      "course_evaluations",
      "evaluation_responses",
      "student_course_access",
      "student_progress",
      "user_course_progress_summary",
      "time_on_task",
      "certificate_templates",
      "course_certificate_templates",
      "generated_certificates",
      "announcements",
      "announcement_reads",
      "contact_messages",
      "email_outbox",
      "payment_events",
      "audit_log",
    ]) {
      expect(rows).toContain(table);
    }
  });
});

describe("integrity constraints", () => {
  it("keeps e-mail addresses unique and lower-case", async () => {
    await expectRejected(db().insert(schema.users).values({ email: "learner@example.com" }), /users_email_key|unique/);
    await expectRejected(db().insert(schema.users).values({ email: "Mixed@Example.com" }), /users_email_lowercase|check/);
  });

  it("allows one access row per user and course", async () => {
    await db().insert(schema.studentCourseAccess).values({ userId, courseId, accessType: "premium_subscription" });
    await expectRejected(
      db().insert(schema.studentCourseAccess).values({ userId, courseId, accessType: "company_access" }),
      /student_course_access_user_course_key|unique/,
    );
  });

  it("records each content item complete once, naming exactly one item", async () => {
    await db().insert(schema.studentProgress).values({ userId, courseId, contentType: "topic", lessonTopicId: topicId });
    await expectRejected(
      db().insert(schema.studentProgress).values({ userId, courseId, contentType: "topic", lessonTopicId: topicId }),
      /student_progress_topic_key|unique/,
    );
    await expectRejected(
      db().insert(schema.studentProgress).values({ userId, courseId, contentType: "quiz", lessonTopicId: topicId }),
      /student_progress_one_item|check/,
    );
    // Different items of different kinds are fine.
    await db().insert(schema.studentProgress).values({ userId, courseId, contentType: "quiz", quizId });
    await db().insert(schema.studentProgress).values({ userId, courseId, contentType: "evaluation", evaluationId });
  });

  it("allows one open attempt per user, quiz and course", async () => {
    const attempt = { userId, quizId, courseId, questionOrder: [] };
    const [first] = await db()
      .insert(schema.quizAttempts)
      .values({ ...attempt, attemptNumber: 1 })
      .returning({ id: schema.quizAttempts.id });
    await expectRejected(
      db()
        .insert(schema.quizAttempts)
        .values({ ...attempt, attemptNumber: 2 }),
      /quiz_attempts_one_open_key|unique/,
    );
    await db().update(schema.quizAttempts).set({ completedAt: new Date() }).where(eq(schema.quizAttempts.id, first.id));
    await db()
      .insert(schema.quizAttempts)
      .values({ ...attempt, attemptNumber: 2 });
    await expectRejected(
      db()
        .insert(schema.quizAttempts)
        .values({ ...attempt, attemptNumber: 2, completedAt: new Date() }),
      /quiz_attempts_number_key|unique/,
    );
  });

  it("issues one certificate per user, course, evaluation and completion, with a -CERT- id", async () => {
    const certificate = {
      userId,
      courseId,
      evaluationId,
      completionDate: "2026-11-22",
      studentName: "Learner",
      courseTitle: "C",
      courseType: "Continuing Education",
      hours: 4,
    };
    await db()
      .insert(schema.generatedCertificates)
      .values({ ...certificate, uniqueCertificateId: `${courseId}-CERT-1` });
    await expectRejected(
      db()
        .insert(schema.generatedCertificates)
        .values({ ...certificate, uniqueCertificateId: `${courseId}-CERT-2` }),
      /generated_certificates_user_course_eval_attempt_key|unique/,
    );
    await expectRejected(
      db()
        .insert(schema.generatedCertificates)
        .values({ ...certificate, attemptNumber: 2, uniqueCertificateId: "no-marker" }),
      /generated_certificates_cert_marker|check/,
    );
    await db()
      .insert(schema.generatedCertificates)
      .values({ ...certificate, attemptNumber: 2, uniqueCertificateId: `${courseId}-CERT-2` });
  });

  it("refuses to delete a certificate template in use", async () => {
    const [template] = await db()
      .insert(schema.certificateTemplates)
      .values({ name: "Classic", layout: { heading: "Certificate", body: "", accentColor: "#1d4ed8", showQrCode: true } })
      .returning({ id: schema.certificateTemplates.id });
    await db().insert(schema.courseCertificateTemplates).values({ courseId, templateId: template.id });
    await expectRejected(
      db().delete(schema.certificateTemplates).where(eq(schema.certificateTemplates.id, template.id)),
      /foreign key|course_certificate_templates/,
    );
  });

  it("keeps ratings between 1 and 5 and one review per user and course", async () => {
    await expectRejected(db().insert(schema.courseReviews).values({ userId, courseId, rating: 6 }), /course_reviews_rating_range|check/);
    await db().insert(schema.courseReviews).values({ userId, courseId, rating: 5 });
    await expectRejected(
      db().insert(schema.courseReviews).values({ userId, courseId, rating: 4 }),
      /course_reviews_user_course_key|unique/,
    );
  });

  it("holds a single site settings row", async () => {
    await db().insert(schema.siteSettings).values({ premiumMembershipPrice: 59.99, supportEmail: "help@example.com" });
    await expectRejected(
      db().insert(schema.siteSettings).values({ id: 2, premiumMembershipPrice: 1, supportEmail: "x@example.com" }),
      /site_settings_singleton|check/,
    );
  });
});
