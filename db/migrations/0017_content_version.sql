CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_version_singleton" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
-- hand-written
-- The public pages' content version (decision 0070). Bumped by a statement-level trigger on every table
-- an anonymous public page reads, in the writer's own transaction: the new number becomes visible with
-- the content it stands for, never before (a sequence would be seen before the commit). Learner activity
-- (enrolments, progress, attempts, certificates) writes none of these tables and never bumps it.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'site_settings', 'courses', 'course_reviews', 'instructors', 'lessons', 'course_lessons', 'lesson_topics',
    'quizzes', 'course_lesson_quizzes', 'course_final_exams', 'course_bundles', 'course_bundle_courses'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()',
      t || '_content_version', t);
  END LOOP;
END $$;
