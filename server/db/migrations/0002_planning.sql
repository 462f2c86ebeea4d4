CREATE TABLE "budgets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"month" date NOT NULL,
	"amount" bigint NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_month_check" CHECK (extract(day from "budgets"."month") = 1),
	CONSTRAINT "budgets_amount_check" CHECK ("budgets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'poupanca' NOT NULL,
	"target_amount" bigint NOT NULL,
	"initial_amount" bigint DEFAULT 0 NOT NULL,
	"strategy" text DEFAULT 'linear' NOT NULL,
	"account_id" bigint,
	"category_id" bigint,
	"target_date" date,
	"planned_monthly_amount" bigint,
	"recurring_day" integer,
	"priority" text DEFAULT 'media' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "goals_type_check" CHECK ("goals"."type" in ('poupanca','quitar_divida')),
	CONSTRAINT "goals_strategy_check" CHECK ("goals"."strategy" in ('linear','por_alocacao')),
	CONSTRAINT "goals_priority_check" CHECK ("goals"."priority" in ('baixa','media','alta')),
	CONSTRAINT "goals_target_check" CHECK ("goals"."target_amount" > 0),
	CONSTRAINT "goals_recurring_day_check" CHECK ("goals"."recurring_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "recurring" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text DEFAULT 'DESPESA' NOT NULL,
	"amount" bigint NOT NULL,
	"description" text DEFAULT 'Gasto Fixo' NOT NULL,
	"category_id" bigint,
	"payee_id" bigint,
	"interval_unit" text DEFAULT 'month' NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"next_run" date NOT NULL,
	"due_day" integer NOT NULL,
	"last_run" date,
	"mode" text DEFAULT 'manual' NOT NULL,
	"notify_days" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "recurring_type_check" CHECK ("recurring"."type" = 'DESPESA'),
	CONSTRAINT "recurring_mode_check" CHECK ("recurring"."mode" in ('manual','automatic')),
	CONSTRAINT "recurring_interval_check" CHECK ("recurring"."interval_unit" = 'month' and "recurring"."interval_count" between 1 and 12),
	CONSTRAINT "recurring_due_day_check" CHECK ("recurring"."due_day" between 1 and 31),
	CONSTRAINT "recurring_notify_days_check" CHECK ("recurring"."notify_days" >= 0),
	CONSTRAINT "recurring_amount_check" CHECK ("recurring"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "split_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_category_id_user_id_categories_id_user_id_fk" FOREIGN KEY ("category_id","user_id") REFERENCES "public"."categories"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_account_id_user_id_accounts_id_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."accounts"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_category_id_user_id_categories_id_user_id_fk" FOREIGN KEY ("category_id","user_id") REFERENCES "public"."categories"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring" ADD CONSTRAINT "recurring_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring" ADD CONSTRAINT "recurring_account_id_user_id_accounts_id_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."accounts"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring" ADD CONSTRAINT "recurring_category_id_user_id_categories_id_user_id_fk" FOREIGN KEY ("category_id","user_id") REFERENCES "public"."categories"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring" ADD CONSTRAINT "recurring_payee_id_user_id_payees_id_user_id_fk" FOREIGN KEY ("payee_id","user_id") REFERENCES "public"."payees"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_user_category_month_key" ON "budgets" USING btree ("user_id","category_id","month");--> statement-breakpoint
CREATE INDEX "budgets_user_month_idx" ON "budgets" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "goals_user_idx" ON "goals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recurring_user_next_run_idx" ON "recurring" USING btree ("user_id","next_run");--> statement-breakpoint
CREATE INDEX "recurring_due_automatic_idx" ON "recurring" USING btree ("next_run") WHERE "recurring"."mode" = 'automatic';--> statement-breakpoint
CREATE INDEX "transactions_goal_idx" ON "transactions" USING btree ("user_id","goal_id") WHERE "transactions"."goal_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_split_amount_check" CHECK ("transactions"."split_amount" between 0 and "transactions"."amount");--> statement-breakpoint
CREATE VIEW "public"."transaction_lines" AS (
  select t.user_id, t.id as transaction_id, t.date, t.type, t.account_id, t.category_id, t.payee_id,
         t.amount - t.split_amount as amount
  from transactions t
  where t.transfer_id is null and t.amount > t.split_amount
  union all
  select s.user_id, s.transaction_id, t.date, t.type, t.account_id, s.category_id,
         coalesce(s.payee_id, t.payee_id) as payee_id, s.amount
  from transaction_splits s
  join transactions t on t.id = s.transaction_id and t.user_id = s.user_id
  where t.transfer_id is null);