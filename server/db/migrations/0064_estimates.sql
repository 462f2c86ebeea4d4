-- A typed purchase's IOF line that Grana worked is an estimate with no amount abroad of its own (matching/estimates.ts):
-- a check looser than the one it replaces, which every row already holds; and the estimates' own small index.
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_foreign_check";--> statement-breakpoint
CREATE INDEX "transactions_estimates_idx" ON "transactions" USING btree ("book_id","account_id","date") WHERE "transactions"."foreign_estimated";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_foreign_check" CHECK (("transactions"."foreign_amount" is null and "transactions"."foreign_currency" is null)
          or ("transactions"."foreign_amount" > 0 and "transactions"."foreign_currency" in ('USD','EUR','GBP','CHF','CAD','AUD','JPY','DKK','NOK','SEK','ARS','CLP','UYU','PYG','MXN','COP','PEN','CNY')));