-- Books (livros): every finance row moves from its person to a book. Each person gets a personal book with the
-- person's own id (books draw ids from the users' sequence, so no later book takes an id a person's book needs), in
-- which they are dono; every row's user_id becomes book_id with the same value, so ids, balances and totals stay.
CREATE TABLE "books" (
	"id" bigint PRIMARY KEY DEFAULT nextval('users_id_seq') NOT NULL,
	"name" text NOT NULL,
	"personal_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_personal_user_id_unique" UNIQUE("personal_user_id")
);
--> statement-breakpoint
CREATE TABLE "book_members" (
	"book_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_members_book_id_user_id_pk" PRIMARY KEY("book_id","user_id"),
	CONSTRAINT "book_members_role_check" CHECK ("book_members"."role" in ('dono','editor','leitor'))
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_personal_user_id_users_id_fk" FOREIGN KEY ("personal_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "book_members" ADD CONSTRAINT "book_members_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "book_members" ADD CONSTRAINT "book_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "book_members_user_idx" ON "book_members" USING btree ("user_id");
--> statement-breakpoint
INSERT INTO "books" ("id", "name", "personal_user_id", "created_at")
SELECT "id", 'Pessoal', "id", "created_at" FROM "users";
--> statement-breakpoint
INSERT INTO "book_members" ("book_id", "user_id", "role", "created_at")
SELECT "id", "id", 'dono', "created_at" FROM "users";
--> statement-breakpoint
-- The view names its owner column; it is made again over the renamed columns.
DROP VIEW "public"."transaction_lines";
--> statement-breakpoint
ALTER TABLE "account_month_totals" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "account_month_totals" DROP CONSTRAINT "account_month_totals_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_month_totals" RENAME CONSTRAINT "account_month_totals_user_id_account_id_month_pk" TO "account_month_totals_book_id_account_id_month_pk";
--> statement-breakpoint
ALTER TABLE "accounts" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budget_months" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "budget_months" DROP CONSTRAINT "budget_months_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "budget_months" ADD CONSTRAINT "budget_months_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budget_months" RENAME CONSTRAINT "budget_months_user_id_month_pk" TO "budget_months_book_id_month_pk";
--> statement-breakpoint
ALTER TABLE "budgets" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budgets" RENAME CONSTRAINT "budgets_category_id_user_id_categories_id_user_id_fk" TO "budgets_category_id_book_id_categories_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "card_bills" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "card_bills" DROP CONSTRAINT "card_bills_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "card_bills" ADD CONSTRAINT "card_bills_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_bills" RENAME CONSTRAINT "card_bills_account_id_user_id_accounts_id_user_id_fk" TO "card_bills_account_id_book_id_accounts_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "card_bills" RENAME CONSTRAINT "card_bills_user_id_account_id_month_pk" TO "card_bills_book_id_account_id_month_pk";
--> statement-breakpoint
ALTER TABLE "categories" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "category_month_totals" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "category_month_totals" DROP CONSTRAINT "category_month_totals_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "category_month_totals" ADD CONSTRAINT "category_month_totals_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "category_month_totals" RENAME CONSTRAINT "category_month_totals_user_id_month_type_category_id_pk" TO "category_month_totals_book_id_month_type_category_id_pk";
--> statement-breakpoint
ALTER TABLE "deleted_rows" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "deleted_rows" DROP CONSTRAINT "deleted_rows_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "deleted_rows" ADD CONSTRAINT "deleted_rows_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" RENAME CONSTRAINT "goals_account_id_user_id_accounts_id_user_id_fk" TO "goals_account_id_book_id_accounts_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" RENAME CONSTRAINT "goals_category_id_user_id_categories_id_user_id_fk" TO "goals_category_id_book_id_categories_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "payees" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "payees" DROP CONSTRAINT "payees_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliations" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "reconciliations" DROP CONSTRAINT "reconciliations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliations" RENAME CONSTRAINT "reconciliations_account_id_user_id_accounts_id_user_id_fk" TO "reconciliations_account_id_book_id_accounts_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "recurring" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "recurring" DROP CONSTRAINT "recurring_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "recurring" ADD CONSTRAINT "recurring_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recurring" RENAME CONSTRAINT "recurring_account_id_user_id_accounts_id_user_id_fk" TO "recurring_account_id_book_id_accounts_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "recurring" RENAME CONSTRAINT "recurring_category_id_user_id_categories_id_user_id_fk" TO "recurring_category_id_book_id_categories_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "recurring" RENAME CONSTRAINT "recurring_payee_id_user_id_payees_id_user_id_fk" TO "recurring_payee_id_book_id_payees_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "rule_tags" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "rule_tags" DROP CONSTRAINT "rule_tags_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rule_tags" ADD CONSTRAINT "rule_tags_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rule_tags" RENAME CONSTRAINT "rule_tags_rule_id_user_id_rules_id_user_id_fk" TO "rule_tags_rule_id_book_id_rules_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "rule_tags" RENAME CONSTRAINT "rule_tags_tag_id_user_id_tags_id_user_id_fk" TO "rule_tags_tag_id_book_id_tags_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "rules" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "rules" DROP CONSTRAINT "rules_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rules" RENAME CONSTRAINT "rules_category_id_user_id_categories_id_user_id_fk" TO "rules_category_id_book_id_categories_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "rules" RENAME CONSTRAINT "rules_payee_id_user_id_payees_id_user_id_fk" TO "rules_payee_id_book_id_payees_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_accounts" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "statement_accounts" DROP CONSTRAINT "statement_accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_accounts" ADD CONSTRAINT "statement_accounts_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statement_accounts" RENAME CONSTRAINT "statement_accounts_account_id_user_id_accounts_id_user_id_fk" TO "statement_accounts_account_id_book_id_accounts_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "sync_accounts" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "sync_accounts" DROP CONSTRAINT "sync_accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sync_accounts" ADD CONSTRAINT "sync_accounts_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sync_accounts" RENAME CONSTRAINT "sync_accounts_connection_id_user_id_sync_connections_id_user_id_fk" TO "sync_accounts_connection_id_book_id_sync_connections_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "sync_accounts" RENAME CONSTRAINT "sync_accounts_account_id_user_id_accounts_id_user_id_fk" TO "sync_accounts_account_id_book_id_accounts_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "sync_connections" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "sync_connections" DROP CONSTRAINT "sync_connections_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sync_connections" ADD CONSTRAINT "sync_connections_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sync_credentials" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "sync_credentials" DROP CONSTRAINT "sync_credentials_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sync_credentials" ADD CONSTRAINT "sync_credentials_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "sync_runs" DROP CONSTRAINT "sync_runs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME CONSTRAINT "sync_runs_connection_id_user_id_sync_connections_id_user_id_fk" TO "sync_runs_connection_id_book_id_sync_connections_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "tags" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaction_splits" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "transaction_splits" DROP CONSTRAINT "transaction_splits_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaction_splits" RENAME CONSTRAINT "transaction_splits_transaction_id_user_id_transactions_id_user_id_fk" TO "transaction_splits_transaction_id_book_id_transactions_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_splits" RENAME CONSTRAINT "transaction_splits_category_id_user_id_categories_id_user_id_fk" TO "transaction_splits_category_id_book_id_categories_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_splits" RENAME CONSTRAINT "transaction_splits_payee_id_user_id_payees_id_user_id_fk" TO "transaction_splits_payee_id_book_id_payees_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_tags" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "transaction_tags" DROP CONSTRAINT "transaction_tags_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_tags" ADD CONSTRAINT "transaction_tags_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaction_tags" RENAME CONSTRAINT "transaction_tags_transaction_id_user_id_transactions_id_user_id_fk" TO "transaction_tags_transaction_id_book_id_transactions_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_tags" RENAME CONSTRAINT "transaction_tags_tag_id_user_id_tags_id_user_id_fk" TO "transaction_tags_tag_id_book_id_tags_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" RENAME CONSTRAINT "transactions_account_id_user_id_accounts_id_user_id_fk" TO "transactions_account_id_book_id_accounts_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" RENAME CONSTRAINT "transactions_category_id_user_id_categories_id_user_id_fk" TO "transactions_category_id_book_id_categories_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" RENAME CONSTRAINT "transactions_payee_id_user_id_payees_id_user_id_fk" TO "transactions_payee_id_book_id_payees_id_book_id_fk";
--> statement-breakpoint
ALTER TABLE "unfinished_writes" RENAME COLUMN "user_id" TO "book_id";
--> statement-breakpoint
ALTER TABLE "unfinished_writes" DROP CONSTRAINT "unfinished_writes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "unfinished_writes" ADD CONSTRAINT "unfinished_writes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE VIEW "public"."transaction_lines" AS (
  select t.book_id, t.id as transaction_id, t.date, t.type, t.account_id, t.category_id, t.payee_id,
         t.amount - t.split_amount as amount
  from transactions t
  where t.transfer_id is null and t.amount > t.split_amount
  union all
  select s.book_id, s.transaction_id, t.date, t.type, t.account_id, s.category_id,
         coalesce(s.payee_id, t.payee_id) as payee_id, s.amount
  from transaction_splits s
  join transactions t on t.id = s.transaction_id and t.book_id = s.book_id
  where t.transfer_id is null);
