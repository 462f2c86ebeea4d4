-- Trigram search (pg_trgm) with the user as the index's first key (btree_gin). Both extensions are trusted since
-- PostgreSQL 13 (a database owner may create them) and ship with PGlite, which loads them (server/db/connect.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "transactions_search_idx" ON "transactions" USING gin ("user_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_user_payee_idx" ON "transactions" USING btree ("user_id","payee_id") WHERE "transactions"."payee_id" is not null;