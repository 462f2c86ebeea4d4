-- The same lines with their transaction's bill_month at the end (caixa reads the rows a bill charges by it).
CREATE OR REPLACE VIEW "public"."transaction_lines" AS (
  select t.book_id, t.id as transaction_id, t.date, t.type, t.account_id, t.category_id, t.payee_id,
         t.amount - t.split_amount as amount, t.bill_month
  from transactions t
  where t.transfer_id is null and t.amount > t.split_amount
  union all
  select s.book_id, s.transaction_id, t.date, t.type, t.account_id, s.category_id,
         coalesce(s.payee_id, t.payee_id) as payee_id, s.amount, t.bill_month
  from transaction_splits s
  join transactions t on t.id = s.transaction_id and t.book_id = s.book_id
  where t.transfer_id is null and t.split_amount > 0);