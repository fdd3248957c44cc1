ALTER TABLE "invoices" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_amount" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "complimentary_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "complimentary_reason" text;