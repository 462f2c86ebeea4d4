ALTER TABLE "sync_accounts" ADD COLUMN "synced_through" date;--> statement-breakpoint
-- Accounts linked before: their lines were read through the connection's last sync (its day in Brazil).
UPDATE "sync_accounts" SET "synced_through" = ("sync_connections"."last_sync_at" AT TIME ZONE 'America/Sao_Paulo')::date
FROM "sync_connections"
WHERE "sync_connections"."id" = "sync_accounts"."connection_id" AND "sync_accounts"."account_id" IS NOT NULL
  AND "sync_connections"."last_sync_at" IS NOT NULL;
