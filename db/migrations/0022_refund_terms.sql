-- hand-edited (decision 0095): the invoices recorded before this migration were sold under a 10-day
-- window and a 10 % limit, so existing rows get 10 and 10; the default is then dropped, so no later
-- row silently gets these figures (Drizzle writes today's terms from app/rules/refund-eligibility.ts).
ALTER TABLE "invoices" ADD COLUMN "refund_window_days" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_max_progress_percent" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "refund_window_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "refund_max_progress_percent" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_terms_range" CHECK ("invoices"."refund_window_days" >= 0 and "invoices"."refund_max_progress_percent" between 0 and 100);
