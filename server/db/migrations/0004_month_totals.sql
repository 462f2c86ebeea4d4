CREATE TABLE "account_month_totals" (
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"month" date NOT NULL,
	"income" bigint DEFAULT 0 NOT NULL,
	"expense" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_month_totals_user_id_account_id_month_pk" PRIMARY KEY("user_id","account_id","month")
);
--> statement-breakpoint
CREATE TABLE "category_month_totals" (
	"user_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "category_month_totals_user_id_month_type_category_id_pk" PRIMARY KEY("user_id","month","type","category_id")
);
--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_month_totals" ADD CONSTRAINT "category_month_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "account_month_totals" ("user_id", "account_id", "month", "income", "expense")
SELECT "user_id", "account_id", date_trunc('month', "date")::date,
       coalesce(sum("amount") FILTER (WHERE "type" = 'RECEITA'), 0),
       coalesce(sum("amount") FILTER (WHERE "type" = 'DESPESA'), 0)
FROM "transactions" GROUP BY "user_id", "account_id", date_trunc('month', "date");--> statement-breakpoint
INSERT INTO "category_month_totals" ("user_id", "category_id", "month", "type", "amount")
SELECT "user_id", coalesce("category_id", 0), date_trunc('month', "date")::date, "type", sum("amount")
FROM "transaction_lines" GROUP BY "user_id", coalesce("category_id", 0), date_trunc('month', "date"), "type";
