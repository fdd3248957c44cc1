CREATE TABLE "certificate_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"student_name" text NOT NULL,
	"license_number" text,
	"issued_at" timestamp with time zone NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrected_by" uuid,
	"reason" text NOT NULL,
	CONSTRAINT "certificate_versions_version_positive" CHECK ("certificate_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "generated_certificates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_certificates" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate_versions" ADD CONSTRAINT "certificate_versions_certificate_id_generated_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."generated_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_versions" ADD CONSTRAINT "certificate_versions_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_versions_certificate_version_key" ON "certificate_versions" USING btree ("certificate_id","version");--> statement-breakpoint
ALTER TABLE "generated_certificates" ADD CONSTRAINT "generated_certificates_version_positive" CHECK ("generated_certificates"."version" >= 1);