ALTER TABLE "revenues" ADD COLUMN "paid_in" text;--> statement-breakpoint
-- Until now the coin was kept in bank: it moves to paid_in (bank is a card payment's bank).
UPDATE "revenues" SET "paid_in" = "bank", "bank" = NULL WHERE "kind" = 'payment';