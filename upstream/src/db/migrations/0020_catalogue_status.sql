ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;