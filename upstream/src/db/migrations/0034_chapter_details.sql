ALTER TABLE "courses" ADD COLUMN "chapter_details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "chapter_files" jsonb DEFAULT '[]'::jsonb NOT NULL;