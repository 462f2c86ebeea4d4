-- NOT VALID: rows already stored are not checked (an installation holding such totals still starts); every
-- write from now on is.
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_bound_check" CHECK (greatest(abs("account_month_totals"."income"), abs("account_month_totals"."expense"), abs("account_month_totals"."flow_income"), abs("account_month_totals"."flow_expense")) <= 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "category_month_totals" ADD CONSTRAINT "category_month_totals_bound_check" CHECK (abs("category_month_totals"."amount") <= 1000000000000000) NOT VALID;
