-- A cost written with a transfer (the IOF of money sent abroad) names it: deleting the transfer deletes it, its undo puts it back.
ALTER TABLE "transactions" ADD COLUMN "fee_of_transfer" uuid;--> statement-breakpoint
CREATE INDEX "transactions_fee_idx" ON "transactions" USING btree ("book_id","fee_of_transfer") WHERE "transactions"."fee_of_transfer" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fee_check" CHECK ("transactions"."fee_of_transfer" is null or "transactions"."transfer_id" is null);