-- Money by category counts under its category's kind, whatever its own sign (server/features/shared/flow-kind.ts):
-- a credit in an expense category lowers that category's expenses instead of being income (issue 74 point 15).
-- Only the lines against their category's kind move: each is added, negated, under its category's kind and taken
-- out of its row's type, whose rows left at zero go. Balances (account_month_totals) keep the rows' own types.
INSERT INTO "category_month_totals" ("book_id", "category_id", "month", "type", "amount")
  SELECT l."book_id", l."category_id", date_trunc('month', l."date")::date, upper(k."type"), -sum(l."amount")
  FROM "transaction_lines" l
  JOIN "categories" k ON k."id" = l."category_id" AND k."book_id" = l."book_id"
  WHERE upper(k."type") <> l."type"
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("book_id", "month", "type", "category_id") DO UPDATE
    SET "amount" = "category_month_totals"."amount" + excluded."amount";
--> statement-breakpoint
UPDATE "category_month_totals" t SET "amount" = t."amount" - m."amount"
  FROM (
    SELECT l."book_id", l."category_id", date_trunc('month', l."date")::date AS "month", l."type",
           sum(l."amount") AS "amount"
    FROM "transaction_lines" l
    JOIN "categories" k ON k."id" = l."category_id" AND k."book_id" = l."book_id"
    WHERE upper(k."type") <> l."type"
    GROUP BY 1, 2, 3, 4
  ) m
  WHERE t."book_id" = m."book_id" AND t."category_id" = m."category_id" AND t."month" = m."month"
    AND t."type" = m."type";
--> statement-breakpoint
DELETE FROM "category_month_totals" t
  USING "categories" k
  WHERE k."id" = t."category_id" AND k."book_id" = t."book_id" AND upper(k."type") <> t."type" AND t."amount" = 0;
