ALTER TABLE "transactions" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
-- Rows written before the origin was kept: an import's rows carry its id, a fixed item's rows the item's.
UPDATE "transactions" SET "origin" = 'import' WHERE "import_id" IS NOT NULL;--> statement-breakpoint
UPDATE "transactions" SET "origin" = 'recurring' WHERE "recurring_id" IS NOT NULL AND "import_id" IS NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "bank_date" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "match_import_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "match_undo" jsonb;--> statement-breakpoint
CREATE INDEX "transactions_match_import_idx" ON "transactions" USING btree ("user_id","match_import_id") WHERE "transactions"."match_import_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_origin_check" CHECK ("transactions"."origin" in ('manual','recurring','import','sync'));