CREATE TABLE "server_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"message" text NOT NULL,
	"stack" text
);
--> statement-breakpoint
CREATE INDEX "server_errors_occurred_idx" ON "server_errors" USING btree ("occurred_at");