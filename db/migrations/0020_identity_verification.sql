CREATE TABLE "exam_attestations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"typed_name" text NOT NULL,
	"statement" text NOT NULL,
	"attested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"used_by_attempt_id" uuid
);
--> statement-breakpoint
CREATE TABLE "identity_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"reason" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"result" text,
	"ip_address" text,
	"used_by_attempt_id" uuid,
	CONSTRAINT "identity_checks_result" CHECK ("identity_checks"."result" is null or "identity_checks"."result" in ('passed', 'failed')),
	CONSTRAINT "identity_checks_reason" CHECK ("identity_checks"."reason" in ('seat_time', 'final_exam', 'dev'))
);
--> statement-breakpoint
CREATE TABLE "identity_course_states" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"next_check_at_seconds" integer NOT NULL,
	"wrong_in_a_row" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_course_states_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "identity_course_states_wrong_nonnegative" CHECK ("identity_course_states"."wrong_in_a_row" >= 0)
);
--> statement-breakpoint
CREATE TABLE "identity_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"affirmed_name" text NOT NULL,
	"affirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "identity_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlocked_by" uuid,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proctoring_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proctoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"provider_reference" text,
	"detail" text,
	"used_by_attempt_id" uuid,
	CONSTRAINT "proctoring_sessions_status" CHECK ("proctoring_sessions"."status" in ('started', 'passed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "exam_attestations" ADD CONSTRAINT "exam_attestations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attestations" ADD CONSTRAINT "exam_attestations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attestations" ADD CONSTRAINT "exam_attestations_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attestations" ADD CONSTRAINT "exam_attestations_used_by_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("used_by_attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_answers" ADD CONSTRAINT "identity_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_answer_id_identity_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."identity_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_used_by_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("used_by_attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_course_states" ADD CONSTRAINT "identity_course_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_course_states" ADD CONSTRAINT "identity_course_states_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_profiles" ADD CONSTRAINT "identity_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_unlocks" ADD CONSTRAINT "identity_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_unlocks" ADD CONSTRAINT "identity_unlocks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_unlocks" ADD CONSTRAINT "identity_unlocks_unlocked_by_users_id_fk" FOREIGN KEY ("unlocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_sessions" ADD CONSTRAINT "proctoring_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_sessions" ADD CONSTRAINT "proctoring_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_sessions" ADD CONSTRAINT "proctoring_sessions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_sessions" ADD CONSTRAINT "proctoring_sessions_used_by_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("used_by_attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attestations_user_quiz_idx" ON "exam_attestations" USING btree ("user_id","quiz_id","attested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_answers_user_question_key" ON "identity_answers" USING btree ("user_id","question_key");--> statement-breakpoint
CREATE INDEX "identity_checks_user_course_idx" ON "identity_checks" USING btree ("user_id","course_id","asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_one_open_key" ON "identity_checks" USING btree ("user_id","course_id") WHERE "identity_checks"."result" is null;--> statement-breakpoint
CREATE INDEX "proctoring_sessions_user_quiz_idx" ON "proctoring_sessions" USING btree ("user_id","quiz_id","started_at");