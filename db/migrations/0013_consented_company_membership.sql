CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "app_role" DEFAULT 'student' NOT NULL,
	"invited_by" uuid,
	"inviter_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "company_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "company_status" "account_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_company_user_key" ON "company_invitations" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_invitations_user_idx" ON "company_invitations" USING btree ("user_id");--> statement-breakpoint
-- Backfill (decision 0053): an existing account the company added under decision 0025 joined when the
-- audit log says it was added (company_user.add with existingAccount, or an import's addedUserIds);
-- accounts the company created stay null (members since their first day).
UPDATE "profiles" p SET "company_joined_at" = (
  SELECT max(a."created_at") FROM "audit_log" a
  WHERE a."company_id" = p."company_id"
    AND ((a."action" = 'company_user.add' AND a."entity_id" = p."id"::text AND a."details"->>'existingAccount' = 'true')
      OR (a."action" = 'company_user.import' AND a."details"->'addedUserIds' ? p."id"::text)))
WHERE p."company_id" IS NOT NULL;
