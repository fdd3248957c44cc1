ALTER TABLE "companies" ADD COLUMN "plan_year_start" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_completed_idx" ON "quiz_attempts" USING btree ("quiz_id","completed_at");