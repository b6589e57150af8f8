ALTER TABLE "group_plans" ADD COLUMN "card_plan_code" text;--> statement-breakpoint
ALTER TABLE "group_plans" ADD COLUMN "card_plan_minor" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_token" text;