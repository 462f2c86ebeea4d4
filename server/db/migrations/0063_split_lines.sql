CREATE INDEX "transactions_split_lines_idx" ON "transactions" USING btree ("book_id","account_id","date") WHERE "transactions"."split_amount" > 0;--> statement-breakpoint
-- The same columns; the split half reads the split transactions alone (transactions_split_lines_idx).
CREATE OR REPLACE VIEW "public"."transaction_lines" AS (
  select t.book_id, t.id as transaction_id, t.date, t.type, t.account_id, t.category_id, t.payee_id,
         t.amount - t.split_amount as amount
  from transactions t
  where t.transfer_id is null and t.amount > t.split_amount
  union all
  select s.book_id, s.transaction_id, t.date, t.type, t.account_id, s.category_id,
         coalesce(s.payee_id, t.payee_id) as payee_id, s.amount
  from transaction_splits s
  join transactions t on t.id = s.transaction_id and t.book_id = s.book_id
  where t.transfer_id is null and t.split_amount > 0);