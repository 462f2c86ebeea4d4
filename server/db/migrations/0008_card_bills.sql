CREATE TABLE "card_bills" (
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"month" text NOT NULL,
	"closing_date" date NOT NULL,
	"due_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_bills_user_id_account_id_month_pk" PRIMARY KEY("user_id","account_id","month"),
	CONSTRAINT "card_bills_month_check" CHECK ("card_bills"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "card_bills_dates_check" CHECK ("card_bills"."closing_date" < "card_bills"."due_date")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "closing_day" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "due_day" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_account_id" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "bill_month" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "installment_group" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "installment_number" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "installment_count" integer;--> statement-breakpoint
ALTER TABLE "card_bills" ADD CONSTRAINT "card_bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_bills" ADD CONSTRAINT "card_bills_account_id_user_id_accounts_id_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."accounts"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_bill_idx" ON "transactions" USING btree ("user_id","account_id","bill_month") WHERE "transactions"."bill_month" is not null;--> statement-breakpoint
CREATE INDEX "transactions_installment_idx" ON "transactions" USING btree ("user_id","installment_group") WHERE "transactions"."installment_group" is not null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_card_days_check" CHECK ("accounts"."closing_day" between 1 and 31 and "accounts"."due_day" between 1 and 31);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_credit_limit_check" CHECK ("accounts"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bill_month_check" CHECK ("transactions"."bill_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_installment_check" CHECK (("transactions"."installment_group" is null and "transactions"."installment_number" is null and "transactions"."installment_count" is null)
        or ("transactions"."installment_group" is not null and "transactions"."installment_count" between 2 and 48
          and "transactions"."installment_number" between 1 and "transactions"."installment_count"));