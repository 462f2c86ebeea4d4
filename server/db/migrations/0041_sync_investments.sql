ALTER TABLE "fixed_income_positions" DROP CONSTRAINT "fixed_income_positions_indexing_check";--> statement-breakpoint
ALTER TABLE "sync_accounts" DROP CONSTRAINT "sync_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "fixed_income_positions" ADD COLUMN "provider_investment_id" text;--> statement-breakpoint
ALTER TABLE "fixed_income_positions" ADD COLUMN "bank_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "fixed_income_positions" ADD COLUMN "bank_value_on" date;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "investments_new" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "investments_updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_income_positions_provider_key" ON "fixed_income_positions" USING btree ("book_id","provider_investment_id");--> statement-breakpoint
ALTER TABLE "fixed_income_positions" ADD CONSTRAINT "fixed_income_positions_bank_value_check" CHECK (("fixed_income_positions"."bank_value_cents" is null) = ("fixed_income_positions"."bank_value_on" is null) and ("fixed_income_positions"."indexing" <> 'informado' or "fixed_income_positions"."bank_value_cents" is not null));--> statement-breakpoint
ALTER TABLE "fixed_income_positions" ADD CONSTRAINT "fixed_income_positions_indexing_check" CHECK ("fixed_income_positions"."indexing" in ('cdi','cdi_mais','selic','ipca','prefixado','poupanca','informado'));--> statement-breakpoint
ALTER TABLE "sync_accounts" ADD CONSTRAINT "sync_accounts_kind_check" CHECK ("sync_accounts"."kind" in ('bank','card','investment'));