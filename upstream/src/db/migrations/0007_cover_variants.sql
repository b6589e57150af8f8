ALTER TABLE "courses" ADD COLUMN "image_widths" jsonb;--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "image_widths" jsonb;