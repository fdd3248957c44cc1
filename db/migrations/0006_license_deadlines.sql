CREATE TYPE "public"."license_type" AS ENUM('salesperson', 'broker');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "license_type" "license_type";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "initial_license_date" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "mandatory_topic" boolean DEFAULT false NOT NULL;