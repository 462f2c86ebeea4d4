-- A bank account's currency as the aggregator reports it (a dollar account at Nomad, Wise, Inter Global): it links
-- only to a Grana account in the same currency.
ALTER TABLE "sync_accounts" ADD COLUMN "currency" text DEFAULT 'BRL' NOT NULL;