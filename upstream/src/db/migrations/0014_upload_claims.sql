CREATE TABLE "upload_claims" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
