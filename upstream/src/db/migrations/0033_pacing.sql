CREATE TABLE "lesson_unlocks" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"entry" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_unlocks_user_id_course_id_entry_pk" PRIMARY KEY("user_id","course_id","entry")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "pacing" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "lesson_opens" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_unlocks" ADD CONSTRAINT "lesson_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_unlocks" ADD CONSTRAINT "lesson_unlocks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;