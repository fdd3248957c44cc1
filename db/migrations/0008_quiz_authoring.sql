CREATE TABLE "quiz_time_accommodations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"extra_time" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_time_accommodations_kind" CHECK ("quiz_time_accommodations"."extra_time" in ('1.5', '2', 'unlimited'))
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "replaces_question_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_time_accommodations" ADD CONSTRAINT "quiz_time_accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_time_accommodations" ADD CONSTRAINT "quiz_time_accommodations_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_questions_replaces_idx" ON "quiz_questions" USING btree ("replaces_question_id");