ALTER TABLE "courses" ADD COLUMN "marking_counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "watched" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "watched_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "max_attempts" integer;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "shuffle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Chapters completed before watching was judged cannot be told apart: they count as watched, so no learner loses what they earned.
UPDATE "lesson_progress" SET "watched" = "completed";
