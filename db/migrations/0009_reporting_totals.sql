CREATE TABLE "company_course_totals" (
	"company_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"enrollments" integer DEFAULT 0 NOT NULL,
	"progress_sum" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "company_course_totals_company_id_course_id_pk" PRIMARY KEY("company_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "member_learning_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enrollments" integer DEFAULT 0 NOT NULL,
	"progress_sum" numeric DEFAULT 0 NOT NULL,
	"last_activity" timestamp with time zone,
	"last_enrollment_activity" timestamp with time zone,
	"certificates" integer DEFAULT 0 NOT NULL,
	"certified_hours" numeric DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_course_access" ADD COLUMN "progress_percentage" numeric(4, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_course_access" ADD COLUMN "last_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_course_totals" ADD CONSTRAINT "company_course_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_course_totals" ADD CONSTRAINT "company_course_totals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_learning_totals" ADD CONSTRAINT "member_learning_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Company reports (issue 17; decision 0027) read enrolments with their summary's figures and one row of
-- totals per member, instead of joining a company's 100,000 enrolments to their summaries per request.
-- Triggers keep both in the writer's own transaction, whatever code writes (player, retake, imports, seed).
UPDATE "student_course_access" a SET "progress_percentage" = s."progress_percentage", "last_completed_at" = s."last_completed_at"
FROM "user_course_progress_summary" s WHERE s."user_id" = a."user_id" AND s."course_id" = a."course_id";
--> statement-breakpoint
-- A new enrolment starts with the summary a learner may already have (an earlier enrolment's progress stays).
CREATE FUNCTION "student_course_access_copy_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."progress_percentage", s."last_completed_at" INTO NEW."progress_percentage", NEW."last_completed_at"
  FROM "user_course_progress_summary" s WHERE s."user_id" = NEW."user_id" AND s."course_id" = NEW."course_id";
  NEW."progress_percentage" := coalesce(NEW."progress_percentage", 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "student_course_access_copy_summary" BEFORE INSERT ON "student_course_access"
FOR EACH ROW EXECUTE FUNCTION "student_course_access_copy_summary"();
--> statement-breakpoint
-- Recomputes the given members' totals from their own rows (a few dozen, by index). The rows are locked
-- first, in id order, so a concurrent writer for the same member waits and then recomputes from what
-- the first one committed (each statement of a volatile function sees the latest committed rows).
-- Deleted users are skipped (their totals go with them).
CREATE FUNCTION "refresh_member_learning_totals"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "member_learning_totals" ("user_id")
  SELECT u."id" FROM "users" u WHERE u."id" = ANY(ids) ORDER BY u."id"
  ON CONFLICT ("user_id") DO NOTHING;
  PERFORM 1 FROM "member_learning_totals" t WHERE t."user_id" = ANY(ids) ORDER BY t."user_id" FOR UPDATE;
  UPDATE "member_learning_totals" t SET
    "enrollments" = r."enrollments", "progress_sum" = r."progress_sum", "last_activity" = r."last_activity",
    "last_enrollment_activity" = r."last_enrollment_activity", "certificates" = r."certificates", "certified_hours" = r."certified_hours"
  FROM (
    SELECT m."id" AS "user_id",
      (SELECT count(*) FROM "student_course_access" a WHERE a."user_id" = m."id")::int AS "enrollments",
      (SELECT coalesce(sum(s."progress_percentage"), 0) FROM "student_course_access" a
         JOIN "user_course_progress_summary" s ON s."user_id" = a."user_id" AND s."course_id" = a."course_id"
         WHERE a."user_id" = m."id") AS "progress_sum",
      greatest((SELECT max(a."last_accessed_at") FROM "student_course_access" a WHERE a."user_id" = m."id"),
               (SELECT max(s."last_completed_at") FROM "user_course_progress_summary" s WHERE s."user_id" = m."id")) AS "last_activity",
      (SELECT max(greatest(a."last_accessed_at", s."last_completed_at")) FROM "student_course_access" a
         LEFT JOIN "user_course_progress_summary" s ON s."user_id" = a."user_id" AND s."course_id" = a."course_id"
         WHERE a."user_id" = m."id") AS "last_enrollment_activity",
      (SELECT count(*) FROM "generated_certificates" c WHERE c."user_id" = m."id")::int AS "certificates",
      (SELECT coalesce(sum(c."hours"), 0) FROM "generated_certificates" c WHERE c."user_id" = m."id") AS "certified_hours"
    FROM (SELECT DISTINCT unnest(ids) AS "id") m
  ) r
  WHERE t."user_id" = r."user_id";
END $$;
--> statement-breakpoint
-- Recounts (company, course) pairs from the enrolments of the company's current members (by the course
-- index), with the same lock-first order as the member totals.
CREATE FUNCTION "refresh_company_course_totals"(pair_companies uuid[], pair_courses uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(pair_companies) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "company_course_totals" ("company_id", "course_id")
  SELECT DISTINCT x.c, x.k FROM unnest(pair_companies, pair_courses) AS x(c, k)
  WHERE EXISTS (SELECT 1 FROM "companies" co WHERE co."id" = x.c) AND EXISTS (SELECT 1 FROM "courses" cs WHERE cs."id" = x.k)
  ORDER BY 1, 2
  ON CONFLICT ("company_id", "course_id") DO NOTHING;
  PERFORM 1 FROM "company_course_totals" t JOIN unnest(pair_companies, pair_courses) AS x(c, k) ON t."company_id" = x.c AND t."course_id" = x.k
  ORDER BY t."company_id", t."course_id" FOR UPDATE OF t;
  UPDATE "company_course_totals" t SET "enrollments" = r."enrollments", "progress_sum" = r."progress_sum"
  FROM (
    SELECT x.c, x.k, count(a."id")::int AS "enrollments", coalesce(sum(a."progress_percentage"), 0) AS "progress_sum"
    FROM (SELECT DISTINCT u.c, u.k FROM unnest(pair_companies, pair_courses) AS u(c, k)) x
    LEFT JOIN "student_course_access" a ON a."course_id" = x.k
      AND EXISTS (SELECT 1 FROM "profiles" p WHERE p."id" = a."user_id" AND p."company_id" = x.c)
    GROUP BY x.c, x.k
  ) r
  WHERE t."company_id" = r.c AND t."course_id" = r.k;
END $$;
--> statement-breakpoint
CREATE FUNCTION "student_course_access_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair_companies uuid[];
  pair_courses uuid[];
BEGIN
  -- The members' profiles are share-locked first: a concurrent move to another company waits for this
  -- write (or this write waits for it and then reads the new company), so no enrolment is counted for
  -- the company it just left.
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "profiles" p WHERE p."id" IN (SELECT o."user_id" FROM old_rows o) ORDER BY p."id" FOR SHARE;
    SELECT coalesce(array_agg(x.c), '{}'), coalesce(array_agg(x.k), '{}') INTO pair_companies, pair_courses
    FROM (SELECT DISTINCT p."company_id" AS c, o."course_id" AS k FROM old_rows o JOIN "profiles" p ON p."id" = o."user_id"
          WHERE p."company_id" IS NOT NULL) x;
    PERFORM "refresh_company_course_totals"(pair_companies, pair_courses);
    PERFORM "refresh_member_learning_totals"(ARRAY(SELECT o."user_id" FROM old_rows o));
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "profiles" p WHERE p."id" IN (SELECT n."user_id" FROM new_rows n) ORDER BY p."id" FOR SHARE;
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(x.c), '{}'), coalesce(array_agg(x.k), '{}') INTO pair_companies, pair_courses
    FROM (SELECT DISTINCT p."company_id" AS c, n."course_id" AS k FROM new_rows n JOIN "profiles" p ON p."id" = n."user_id"
          WHERE p."company_id" IS NOT NULL) x;
    PERFORM "refresh_company_course_totals"(pair_companies, pair_courses);
    PERFORM "refresh_member_learning_totals"(ARRAY(SELECT n."user_id" FROM new_rows n));
    RETURN NULL;
  END IF;
  -- UPDATE. Progress (copied from the summary) moves a company's course total by the difference: the
  -- player's hot path costs one row, however many of the company's members take the course.
  UPDATE "company_course_totals" t SET "progress_sum" = t."progress_sum" + d.diff
  FROM (SELECT p."company_id", n."course_id", sum(n."progress_percentage" - o."progress_percentage") AS diff
        FROM new_rows n JOIN old_rows o ON o."id" = n."id" JOIN "profiles" p ON p."id" = n."user_id"
        WHERE p."company_id" IS NOT NULL AND n."user_id" = o."user_id" AND n."course_id" = o."course_id"
          AND n."progress_percentage" <> o."progress_percentage"
        GROUP BY p."company_id", n."course_id") d
  WHERE t."company_id" = d."company_id" AND t."course_id" = d."course_id";
  -- An enrolment moved to another member or course (the app never does this): both pairs recounted.
  SELECT coalesce(array_agg(x.c), '{}'), coalesce(array_agg(x.k), '{}') INTO pair_companies, pair_courses
  FROM (SELECT DISTINCT p."company_id" AS c, e."course_id" AS k
        FROM (SELECT n."user_id", n."course_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
                WHERE n."user_id" <> o."user_id" OR n."course_id" <> o."course_id"
              UNION
              SELECT o."user_id", o."course_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
                WHERE n."user_id" <> o."user_id" OR n."course_id" <> o."course_id") e
        JOIN "profiles" p ON p."id" = e."user_id" WHERE p."company_id" IS NOT NULL) x;
  PERFORM "refresh_company_course_totals"(pair_companies, pair_courses);
  -- Moving through the player rewrites the position on every page; a member's totals change only with
  -- the access time (the copied summary figures are refreshed by the summary's own trigger).
  PERFORM "refresh_member_learning_totals"(ARRAY(
    SELECT n."user_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."last_accessed_at" IS DISTINCT FROM o."last_accessed_at" OR n."user_id" <> o."user_id"
    UNION
    SELECT o."user_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."user_id" <> o."user_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "student_course_access_totals_insert" AFTER INSERT ON "student_course_access"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "student_course_access_totals"();
--> statement-breakpoint
CREATE TRIGGER "student_course_access_totals_update" AFTER UPDATE ON "student_course_access"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "student_course_access_totals"();
--> statement-breakpoint
CREATE TRIGGER "student_course_access_totals_delete" AFTER DELETE ON "student_course_access"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "student_course_access_totals"();
--> statement-breakpoint
CREATE FUNCTION "progress_summary_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "student_course_access" a SET "progress_percentage" = 0, "last_completed_at" = NULL
    FROM old_rows o WHERE a."user_id" = o."user_id" AND a."course_id" = o."course_id";
    PERFORM "refresh_member_learning_totals"(ARRAY(SELECT o."user_id" FROM old_rows o));
    RETURN NULL;
  END IF;
  UPDATE "student_course_access" a SET "progress_percentage" = n."progress_percentage", "last_completed_at" = n."last_completed_at"
  FROM new_rows n WHERE a."user_id" = n."user_id" AND a."course_id" = n."course_id"
    AND (a."progress_percentage", a."last_completed_at") IS DISTINCT FROM (n."progress_percentage", n."last_completed_at");
  IF TG_OP = 'UPDATE' THEN
    -- A summary never changes its user or course; should one, the old pair's copy is cleared.
    UPDATE "student_course_access" a SET "progress_percentage" = 0, "last_completed_at" = NULL
    FROM old_rows o WHERE a."user_id" = o."user_id" AND a."course_id" = o."course_id"
      AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n."user_id" = o."user_id" AND n."course_id" = o."course_id");
    PERFORM "refresh_member_learning_totals"(ARRAY(SELECT n."user_id" FROM new_rows n UNION SELECT o."user_id" FROM old_rows o));
  ELSE
    PERFORM "refresh_member_learning_totals"(ARRAY(SELECT n."user_id" FROM new_rows n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "progress_summary_totals_insert" AFTER INSERT ON "user_course_progress_summary"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "progress_summary_totals"();
--> statement-breakpoint
CREATE TRIGGER "progress_summary_totals_update" AFTER UPDATE ON "user_course_progress_summary"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "progress_summary_totals"();
--> statement-breakpoint
CREATE TRIGGER "progress_summary_totals_delete" AFTER DELETE ON "user_course_progress_summary"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "progress_summary_totals"();
--> statement-breakpoint
CREATE FUNCTION "generated_certificates_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_member_learning_totals"(ARRAY(SELECT n."user_id" FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_member_learning_totals"(ARRAY(SELECT o."user_id" FROM old_rows o));
  ELSE
    PERFORM "refresh_member_learning_totals"(ARRAY(
      SELECT n."user_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n."hours" IS DISTINCT FROM o."hours" OR n."user_id" <> o."user_id"
      UNION
      SELECT o."user_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."user_id" <> o."user_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "generated_certificates_totals_insert" AFTER INSERT ON "generated_certificates"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "generated_certificates_totals"();
--> statement-breakpoint
CREATE TRIGGER "generated_certificates_totals_update" AFTER UPDATE ON "generated_certificates"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "generated_certificates_totals"();
--> statement-breakpoint
CREATE TRIGGER "generated_certificates_totals_delete" AFTER DELETE ON "generated_certificates"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "generated_certificates_totals"();
--> statement-breakpoint
-- A member leaving or changing company (or deleted) moves their enrolments' figures between companies.
-- (A new profile has no enrolments yet: the account is created before anything else.)
CREATE FUNCTION "profiles_company_course_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair_companies uuid[];
  pair_courses uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A deleted account's enrolments and profile go in one cascade, and by the time either table's
    -- trigger runs the other row may be gone: every course the company has figures for is recounted
    -- (an account deletion is rare; a company's few hundred courses).
    SELECT coalesce(array_agg(x.c), '{}'), coalesce(array_agg(x.k), '{}') INTO pair_companies, pair_courses
    FROM (SELECT DISTINCT t."company_id" AS c, t."course_id" AS k
          FROM old_rows o JOIN "company_course_totals" t ON t."company_id" = o."company_id" AND t."enrollments" > 0) x;
  ELSE
    SELECT coalesce(array_agg(x.c), '{}'), coalesce(array_agg(x.k), '{}') INTO pair_companies, pair_courses
    FROM (SELECT DISTINCT m.c, a."course_id" AS k
          FROM (SELECT n."id", n."company_id" AS c, o."company_id" AS was FROM new_rows n JOIN old_rows o ON o."id" = n."id") changed
          CROSS JOIN LATERAL (VALUES (changed."id", changed.c), (changed."id", changed.was)) AS m(id, c)
          JOIN "student_course_access" a ON a."user_id" = m.id
          WHERE changed.c IS DISTINCT FROM changed.was AND m.c IS NOT NULL) x;
  END IF;
  PERFORM "refresh_company_course_totals"(pair_companies, pair_courses);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_company_course_totals_update" AFTER UPDATE ON "profiles"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_company_course_totals"();
--> statement-breakpoint
CREATE TRIGGER "profiles_company_course_totals_delete" AFTER DELETE ON "profiles"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_company_course_totals"();
--> statement-breakpoint
SELECT "refresh_member_learning_totals"(ARRAY(
  SELECT "user_id" FROM "student_course_access" UNION SELECT "user_id" FROM "user_course_progress_summary"
  UNION SELECT "user_id" FROM "generated_certificates"));
--> statement-breakpoint
SELECT "refresh_company_course_totals"(coalesce(array_agg(x.c), '{}'), coalesce(array_agg(x.k), '{}'))
FROM (SELECT DISTINCT p."company_id" AS c, a."course_id" AS k FROM "student_course_access" a
      JOIN "profiles" p ON p."id" = a."user_id" WHERE p."company_id" IS NOT NULL) x;
