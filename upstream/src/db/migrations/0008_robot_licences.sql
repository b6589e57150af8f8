CREATE TABLE "licence_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"account" text NOT NULL,
	"server" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"robot_id" uuid NOT NULL,
	"activation_limit" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_key_unique" UNIQUE("key"),
	CONSTRAINT "licences_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "robot_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"version" text NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"robot_id" uuid NOT NULL,
	"version" text NOT NULL,
	"changelog" text NOT NULL,
	"zip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "version" text DEFAULT '1.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "activation_limit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_activations" ADD CONSTRAINT "licence_activations_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_downloads" ADD CONSTRAINT "robot_downloads_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_versions" ADD CONSTRAINT "robot_versions_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_activations_account_idx" ON "licence_activations" USING btree ("licence_id","account","server");--> statement-breakpoint
CREATE INDEX "licences_user_idx" ON "licences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "licences_robot_idx" ON "licences" USING btree ("robot_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "robot_downloads_licence_idx" ON "robot_downloads" USING btree ("licence_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "robot_versions_robot_version_idx" ON "robot_versions" USING btree ("robot_id","version");--> statement-breakpoint
ALTER TABLE "purchases" DROP COLUMN "downloads";--> statement-breakpoint
-- Robots stored before versions: the version their MQL source declares (or 1.0) is their first.
UPDATE "robots" SET "version" = coalesce("zip_contents"->>'version', '1.0');--> statement-breakpoint
INSERT INTO "robot_versions" ("robot_id", "version", "changelog", "zip", "created_at") SELECT "id", "version", 'First release', "zip", "created_at" FROM "robots";
