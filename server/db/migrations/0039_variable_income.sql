CREATE TABLE "variable_income_holdings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variable_income_holdings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"ticker" text NOT NULL,
	"name" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variable_income_holdings_id_book_key" UNIQUE("id","book_id"),
	CONSTRAINT "variable_income_holdings_ticker_key" UNIQUE("book_id","account_id","ticker"),
	CONSTRAINT "variable_income_holdings_kind_check" CHECK ("variable_income_holdings"."kind" in ('acao','fii','etf','bdr','fundo','cripto')),
	CONSTRAINT "variable_income_holdings_ticker_check" CHECK (length("variable_income_holdings"."ticker") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "variable_income_incomes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variable_income_incomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"holding_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"paid_on" date NOT NULL,
	"gross_cents" bigint NOT NULL,
	"withheld_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variable_income_incomes_kind_check" CHECK ("variable_income_incomes"."kind" in ('dividendo','jcp','rendimento')),
	CONSTRAINT "variable_income_incomes_gross_check" CHECK ("variable_income_incomes"."gross_cents" > 0),
	CONSTRAINT "variable_income_incomes_withheld_check" CHECK ("variable_income_incomes"."withheld_cents" >= 0 and "variable_income_incomes"."withheld_cents" < "variable_income_incomes"."gross_cents")
);
--> statement-breakpoint
CREATE TABLE "variable_income_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variable_income_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"holding_id" bigint NOT NULL,
	"priced_on" date NOT NULL,
	"price" numeric(20, 8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variable_income_prices_day_key" UNIQUE("holding_id","priced_on"),
	CONSTRAINT "variable_income_prices_price_check" CHECK ("variable_income_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "variable_income_trades" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variable_income_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"holding_id" bigint NOT NULL,
	"side" text NOT NULL,
	"traded_on" date NOT NULL,
	"quantity" numeric(24, 8) NOT NULL,
	"price" numeric(20, 8),
	"fees_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"cash_account_id" bigint,
	"transfer_id" uuid,
	"gain_transaction_id" bigint,
	"realized_gain_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variable_income_trades_side_check" CHECK ("variable_income_trades"."side" in ('compra','venda','desdobro','grupamento')),
	CONSTRAINT "variable_income_trades_quantity_check" CHECK ("variable_income_trades"."quantity" > 0),
	CONSTRAINT "variable_income_trades_price_check" CHECK (("variable_income_trades"."side" in ('compra','venda')) = ("variable_income_trades"."price" is not null) and ("variable_income_trades"."price" is null or "variable_income_trades"."price" >= 0)),
	CONSTRAINT "variable_income_trades_fees_check" CHECK ("variable_income_trades"."fees_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "variable_income_holdings" ADD CONSTRAINT "variable_income_holdings_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_income_holdings" ADD CONSTRAINT "variable_income_holdings_account_id_book_id_accounts_id_book_id_fk" FOREIGN KEY ("account_id","book_id") REFERENCES "public"."accounts"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_income_incomes" ADD CONSTRAINT "variable_income_incomes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_income_incomes" ADD CONSTRAINT "variable_income_incomes_holding_id_book_id_variable_income_holdings_id_book_id_fk" FOREIGN KEY ("holding_id","book_id") REFERENCES "public"."variable_income_holdings"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_income_prices" ADD CONSTRAINT "variable_income_prices_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_income_prices" ADD CONSTRAINT "variable_income_prices_holding_id_book_id_variable_income_holdings_id_book_id_fk" FOREIGN KEY ("holding_id","book_id") REFERENCES "public"."variable_income_holdings"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_income_trades" ADD CONSTRAINT "variable_income_trades_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_income_trades" ADD CONSTRAINT "variable_income_trades_holding_id_book_id_variable_income_holdings_id_book_id_fk" FOREIGN KEY ("holding_id","book_id") REFERENCES "public"."variable_income_holdings"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variable_income_incomes_holding_idx" ON "variable_income_incomes" USING btree ("book_id","holding_id","paid_on");--> statement-breakpoint
CREATE INDEX "variable_income_prices_book_idx" ON "variable_income_prices" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "variable_income_trades_holding_idx" ON "variable_income_trades" USING btree ("book_id","holding_id","traded_on");