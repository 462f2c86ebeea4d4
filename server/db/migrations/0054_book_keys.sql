-- Every key of a book's table holds book_id (docs/SCALE.md): the primary keys (id) become (id, book_id), the
-- unique keys (id, book_id) they make redundant go, and the other keys gain book_id. The foreign keys that point at
-- those tables are dropped first and added back, unchanged, at the end: they named the unique keys dropped here.
-- One pass over each table for its new primary key's index before the server answers. The keys added back are NOT
-- VALID: every row written from now on is checked, and the rows stored, which met the same keys a moment ago, are
-- checked once the server answers, one key at a time (server/db/deferred-keys.ts).
-- A range pointed at its write by the write's id alone: it names the write's book too, below.
ALTER TABLE "unfinished_write_ranges" DROP CONSTRAINT "unfinished_write_ranges_write_id_unfinished_writes_id_fk";--> statement-breakpoint
CREATE TEMP TABLE grana_kept_fks AS
  SELECT con.conrelid::regclass::text AS tbl, con.conname AS name, pg_get_constraintdef(con.oid) AS def
  FROM pg_constraint con
  WHERE con.contype = 'f' AND con.confrelid::regclass::text IN ('accounts', 'app_imports', 'asset_valuations', 'assets', 'attachments', 'book_invitations', 'book_settlements', 'budgets', 'categories', 'debt_payments', 'debt_prepayments', 'debts', 'deleted_rows', 'fixed_income_positions', 'goals', 'payees', 'reconciliations', 'recurring', 'rule_tags', 'rules', 'statement_accounts', 'sync_accounts', 'sync_connections', 'sync_credentials', 'sync_runs', 'tags', 'transaction_codes', 'transaction_events', 'transaction_shares', 'transaction_splits', 'transaction_tags', 'transactions', 'unfinished_writes', 'variable_income_holdings', 'variable_income_incomes', 'variable_income_prices', 'variable_income_trades', 'webhook_deliveries', 'webhooks');--> statement-breakpoint
DO $$
DECLARE fk record;
BEGIN
  FOR fk IN SELECT tbl, name FROM grana_kept_fks LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.tbl, fk.name);
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_id_user_key";--> statement-breakpoint
ALTER TABLE "asset_valuations" DROP CONSTRAINT "asset_valuations_asset_date_key";--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_id_book_key";--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_id_book_key";--> statement-breakpoint
ALTER TABLE "book_settlements" DROP CONSTRAINT "book_settlements_id_book_key";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_id_user_key";--> statement-breakpoint
ALTER TABLE "debts" DROP CONSTRAINT "debts_id_book_key";--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_id_user_key";--> statement-breakpoint
ALTER TABLE "payees" DROP CONSTRAINT "payees_id_user_key";--> statement-breakpoint
ALTER TABLE "recurring" DROP CONSTRAINT "recurring_id_user_key";--> statement-breakpoint
ALTER TABLE "rules" DROP CONSTRAINT "rules_id_user_key";--> statement-breakpoint
ALTER TABLE "sync_connections" DROP CONSTRAINT "sync_connections_id_user_key";--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_id_user_key";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_id_user_key";--> statement-breakpoint
ALTER TABLE "variable_income_holdings" DROP CONSTRAINT "variable_income_holdings_id_book_key";--> statement-breakpoint
ALTER TABLE "variable_income_prices" DROP CONSTRAINT "variable_income_prices_day_key";--> statement-breakpoint
ALTER TABLE "webhooks" DROP CONSTRAINT "webhooks_id_book_key";--> statement-breakpoint
DROP INDEX "attachments_key_key";--> statement-breakpoint
DROP INDEX "book_invitations_hash_key";--> statement-breakpoint
DROP INDEX "sync_accounts_connection_account_key";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_pkey";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "app_imports" DROP CONSTRAINT "app_imports_pkey";--> statement-breakpoint
ALTER TABLE "app_imports" ADD CONSTRAINT "app_imports_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "asset_valuations" DROP CONSTRAINT "asset_valuations_pkey";--> statement-breakpoint
ALTER TABLE "asset_valuations" ADD CONSTRAINT "asset_valuations_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_pkey";--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_pkey";--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "book_invitations" DROP CONSTRAINT "book_invitations_pkey";--> statement-breakpoint
ALTER TABLE "book_invitations" ADD CONSTRAINT "book_invitations_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "book_settlements" DROP CONSTRAINT "book_settlements_pkey";--> statement-breakpoint
ALTER TABLE "book_settlements" ADD CONSTRAINT "book_settlements_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_pkey";--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "debt_payments" DROP CONSTRAINT "debt_payments_debt_id_number_pk";--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_book_id_debt_id_number_pk" PRIMARY KEY("book_id","debt_id","number");--> statement-breakpoint
ALTER TABLE "debt_prepayments" DROP CONSTRAINT "debt_prepayments_pkey";--> statement-breakpoint
ALTER TABLE "debt_prepayments" ADD CONSTRAINT "debt_prepayments_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "debts" DROP CONSTRAINT "debts_pkey";--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "deleted_rows" DROP CONSTRAINT "deleted_rows_pkey";--> statement-breakpoint
ALTER TABLE "deleted_rows" ADD CONSTRAINT "deleted_rows_pkey" PRIMARY KEY("token","book_id");--> statement-breakpoint
ALTER TABLE "fixed_income_positions" DROP CONSTRAINT "fixed_income_positions_pkey";--> statement-breakpoint
ALTER TABLE "fixed_income_positions" ADD CONSTRAINT "fixed_income_positions_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_pkey";--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "payees" DROP CONSTRAINT "payees_pkey";--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "reconciliations" DROP CONSTRAINT "reconciliations_pkey";--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "recurring" DROP CONSTRAINT "recurring_pkey";--> statement-breakpoint
ALTER TABLE "recurring" ADD CONSTRAINT "recurring_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "rule_tags" DROP CONSTRAINT "rule_tags_rule_id_tag_id_pk";--> statement-breakpoint
ALTER TABLE "rule_tags" ADD CONSTRAINT "rule_tags_book_id_rule_id_tag_id_pk" PRIMARY KEY("book_id","rule_id","tag_id");--> statement-breakpoint
ALTER TABLE "rules" DROP CONSTRAINT "rules_pkey";--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "statement_accounts" DROP CONSTRAINT "statement_accounts_pkey";--> statement-breakpoint
ALTER TABLE "statement_accounts" ADD CONSTRAINT "statement_accounts_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "sync_accounts" DROP CONSTRAINT "sync_accounts_pkey";--> statement-breakpoint
ALTER TABLE "sync_accounts" ADD CONSTRAINT "sync_accounts_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "sync_connections" DROP CONSTRAINT "sync_connections_pkey";--> statement-breakpoint
ALTER TABLE "sync_connections" ADD CONSTRAINT "sync_connections_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "sync_credentials" DROP CONSTRAINT "sync_credentials_pkey";--> statement-breakpoint
ALTER TABLE "sync_credentials" ADD CONSTRAINT "sync_credentials_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "sync_runs" DROP CONSTRAINT "sync_runs_pkey";--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_pkey";--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "transaction_codes" DROP CONSTRAINT "transaction_codes_transaction_id_pk";--> statement-breakpoint
ALTER TABLE "transaction_codes" ADD CONSTRAINT "transaction_codes_book_id_transaction_id_pk" PRIMARY KEY("book_id","transaction_id");--> statement-breakpoint
ALTER TABLE "transaction_events" DROP CONSTRAINT "transaction_events_pkey";--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "transaction_shares" DROP CONSTRAINT "transaction_shares_transaction_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "transaction_shares" ADD CONSTRAINT "transaction_shares_book_id_transaction_id_user_id_pk" PRIMARY KEY("book_id","transaction_id","user_id");--> statement-breakpoint
ALTER TABLE "transaction_splits" DROP CONSTRAINT "transaction_splits_pkey";--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "transaction_tags" DROP CONSTRAINT "transaction_tags_transaction_id_tag_id_pk";--> statement-breakpoint
ALTER TABLE "transaction_tags" ADD CONSTRAINT "transaction_tags_book_id_transaction_id_tag_id_pk" PRIMARY KEY("book_id","transaction_id","tag_id");--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_pkey";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "unfinished_writes" DROP CONSTRAINT "unfinished_writes_pkey";--> statement-breakpoint
ALTER TABLE "unfinished_writes" ADD CONSTRAINT "unfinished_writes_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "variable_income_holdings" DROP CONSTRAINT "variable_income_holdings_pkey";--> statement-breakpoint
ALTER TABLE "variable_income_holdings" ADD CONSTRAINT "variable_income_holdings_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "variable_income_incomes" DROP CONSTRAINT "variable_income_incomes_pkey";--> statement-breakpoint
ALTER TABLE "variable_income_incomes" ADD CONSTRAINT "variable_income_incomes_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "variable_income_prices" DROP CONSTRAINT "variable_income_prices_pkey";--> statement-breakpoint
ALTER TABLE "variable_income_prices" ADD CONSTRAINT "variable_income_prices_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "variable_income_trades" DROP CONSTRAINT "variable_income_trades_pkey";--> statement-breakpoint
ALTER TABLE "variable_income_trades" ADD CONSTRAINT "variable_income_trades_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
ALTER TABLE "webhooks" DROP CONSTRAINT "webhooks_pkey";--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_pkey" PRIMARY KEY("id","book_id");--> statement-breakpoint
-- A range names its write's book, which it takes from the write (PGlite's unfinished writes: empty on a server).
ALTER TABLE "unfinished_write_ranges" ADD COLUMN "book_id" bigint;--> statement-breakpoint
UPDATE "unfinished_write_ranges" r SET "book_id" = w."book_id" FROM "unfinished_writes" w WHERE w."id" = r."write_id";--> statement-breakpoint
ALTER TABLE "unfinished_write_ranges" ALTER COLUMN "book_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unfinished_write_ranges" ADD CONSTRAINT "unfinished_write_ranges_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfinished_write_ranges" ADD CONSTRAINT "unfinished_write_ranges_write_id_book_id_unfinished_writes_id_book_id_fk" FOREIGN KEY ("write_id","book_id") REFERENCES "public"."unfinished_writes"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An invitation is accepted by its token's hash alone: the invited person does not know the book.
CREATE INDEX "book_invitations_hash_idx" ON "book_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_key_key" ON "attachments" USING btree ("book_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "book_invitations_hash_key" ON "book_invitations" USING btree ("book_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_accounts_connection_account_key" ON "sync_accounts" USING btree ("book_id","connection_id","provider_account_id");--> statement-breakpoint
ALTER TABLE "asset_valuations" ADD CONSTRAINT "asset_valuations_asset_date_key" UNIQUE("book_id","asset_id","date");--> statement-breakpoint
ALTER TABLE "variable_income_prices" ADD CONSTRAINT "variable_income_prices_day_key" UNIQUE("book_id","holding_id","priced_on");--> statement-breakpoint
DO $$
DECLARE fk record;
BEGIN
  FOR fk IN SELECT tbl, name, def FROM grana_kept_fks LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s NOT VALID', fk.tbl, fk.name, fk.def);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE grana_kept_fks;
