ALTER TABLE "account_month_totals" ADD COLUMN "flow_income" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD COLUMN "flow_expense" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD COLUMN "flow_income_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD COLUMN "flow_expense_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "account_month_totals" m
SET "flow_income" = f."flow_income", "flow_expense" = f."flow_expense",
    "flow_income_count" = f."flow_income_count", "flow_expense_count" = f."flow_expense_count"
FROM (
  SELECT "user_id", "account_id", date_trunc('month', "date")::date AS "month",
         coalesce(sum("amount") FILTER (WHERE "type" = 'RECEITA'), 0) AS "flow_income",
         coalesce(sum("amount") FILTER (WHERE "type" = 'DESPESA'), 0) AS "flow_expense",
         count(*) FILTER (WHERE "type" = 'RECEITA') AS "flow_income_count",
         count(*) FILTER (WHERE "type" = 'DESPESA') AS "flow_expense_count"
  FROM "transactions" WHERE "transfer_id" IS NULL
  GROUP BY "user_id", "account_id", date_trunc('month', "date")
) f
WHERE m."user_id" = f."user_id" AND m."account_id" = f."account_id" AND m."month" = f."month";
