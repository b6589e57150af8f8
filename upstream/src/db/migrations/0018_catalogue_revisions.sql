ALTER TABLE "courses" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;