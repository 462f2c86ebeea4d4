ALTER TABLE "sync_runs" ADD COLUMN "import_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sync_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "second_line" jsonb;--> statement-breakpoint
CREATE INDEX "transactions_second_line_import_idx" ON "transactions" USING btree ("book_id",("second_line"->>'importId')) WHERE "transactions"."second_line" is not null;--> statement-breakpoint
-- Bank sync's ids move to their own column: rows the sync wrote, and rows matched with a sync's line (their match's
-- import is one whose rows the sync wrote). A match of a sync whose every line matched wrote no row to tell it by:
-- its id stays in external_id, and the sync's next run of those days matches the row again by the amount.
UPDATE "transactions" SET "sync_id" = "external_id", "external_id" = NULL
WHERE "origin" = 'sync' AND "external_id" IS NOT NULL;--> statement-breakpoint
UPDATE "transactions" t SET "sync_id" = t."external_id", "external_id" = t."match_undo"->>'externalId',
  "match_undo" = t."match_undo" || jsonb_build_object('syncId', NULL)
WHERE t."bank_date" IS NOT NULL AND t."external_id" IS NOT NULL AND t."match_import_id" IS NOT NULL
  AND t."origin" <> 'sync'
  AND EXISTS (SELECT 1 FROM "transactions" s
              WHERE s."book_id" = t."book_id" AND s."import_id" = t."match_import_id" AND s."origin" = 'sync');
