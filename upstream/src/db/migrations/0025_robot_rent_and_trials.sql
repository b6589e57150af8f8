ALTER TABLE "robots" ADD COLUMN "sale" text DEFAULT 'buy' NOT NULL;--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "rent_usd_cents" integer;--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "trial" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "trial_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "term" text DEFAULT 'owned' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "demo_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "trial_days" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_term_idx" ON "licences" USING btree ("user_id","robot_id") WHERE term <> 'owned';