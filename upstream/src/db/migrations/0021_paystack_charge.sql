ALTER TABLE "orders" ADD COLUMN "charge_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_rate" double precision;