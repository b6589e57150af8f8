-- Progress follows the chapter (its list entry), not its place in the list. Each saved row takes the
-- entry at its position today; rows past a list's end counted for nothing and go. A chapter listed
-- twice had a row per place: they become one, complete if either was, at the latest one's second.
ALTER TABLE "lesson_progress" ADD COLUMN "entry" text;--> statement-breakpoint
UPDATE "lesson_progress" AS p SET "entry" = (CASE p."list" WHEN 'course' THEN c."course_videos" WHEN 'live_session' THEN c."live_session_videos" ELSE c."quiz_videos" END) ->> p."position" FROM "courses" AS c WHERE c."id" = p."course_id";--> statement-breakpoint
DELETE FROM "lesson_progress" WHERE "entry" IS NULL;--> statement-breakpoint
UPDATE "lesson_progress" AS a SET "completed" = true FROM "lesson_progress" AS b WHERE a."user_id" = b."user_id" AND a."course_id" = b."course_id" AND a."list" = b."list" AND a."entry" = b."entry" AND b."completed" AND NOT a."completed";--> statement-breakpoint
DELETE FROM "lesson_progress" AS a USING "lesson_progress" AS b WHERE a."user_id" = b."user_id" AND a."course_id" = b."course_id" AND a."list" = b."list" AND a."entry" = b."entry" AND (a."updated_at", a."position") < (b."updated_at", b."position");--> statement-breakpoint
ALTER TABLE "lesson_progress" ALTER COLUMN "entry" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" DROP CONSTRAINT "lesson_progress_user_id_course_id_list_position_pk";--> statement-breakpoint
ALTER TABLE "lesson_progress" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_course_id_list_entry_pk" PRIMARY KEY("user_id","course_id","list","entry");
