DROP INDEX "courses_category_idx";--> statement-breakpoint
DROP INDEX "robots_category_idx";--> statement-breakpoint
CREATE INDEX "courses_listing_idx" ON "courses" USING btree ("created_at" DESC NULLS FIRST,"slug");--> statement-breakpoint
CREATE INDEX "robots_listing_idx" ON "robots" USING btree ("created_at" DESC NULLS FIRST,"slug");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category","created_at" DESC NULLS FIRST,"slug");--> statement-breakpoint
CREATE INDEX "robots_category_idx" ON "robots" USING btree ("category","created_at" DESC NULLS FIRST,"slug");