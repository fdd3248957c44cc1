CREATE TABLE "course_delivery_policies" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"required_seat_time_percent" smallint DEFAULT 100 NOT NULL,
	"min_minutes_per_lesson" smallint,
	"idle_limit_minutes" smallint DEFAULT 20 NOT NULL,
	"identity_checks_required" boolean DEFAULT false NOT NULL,
	"external_proctoring_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_delivery_policies_percent_range" CHECK ("course_delivery_policies"."required_seat_time_percent" between 0 and 100),
	CONSTRAINT "course_delivery_policies_lesson_minutes_range" CHECK ("course_delivery_policies"."min_minutes_per_lesson" is null or "course_delivery_policies"."min_minutes_per_lesson" between 1 and 6000),
	CONSTRAINT "course_delivery_policies_idle_range" CHECK ("course_delivery_policies"."idle_limit_minutes" between 3 and 240)
);
--> statement-breakpoint
ALTER TABLE "course_delivery_policies" ADD CONSTRAINT "course_delivery_policies_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;