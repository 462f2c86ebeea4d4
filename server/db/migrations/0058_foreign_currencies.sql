-- Money in other currencies (issue 77): an account's currency, a row's amount in another currency (a card used
-- abroad), the Banco Central's PTAX kept for everyone, rates a book typed, and the PTAX job's claims.
CREATE TABLE "book_exchange_rates" (
	"book_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"rate" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_exchange_rates_book_id_currency_date_pk" PRIMARY KEY("book_id","currency","date"),
	CONSTRAINT "book_exchange_rates_currency_check" CHECK ("book_exchange_rates"."currency" in ('USD','EUR','GBP','CHF','CAD','AUD','JPY','DKK','NOK','SEK','ARS','CLP','UYU','PYG','MXN','COP','PEN','CNY')),
	CONSTRAINT "book_exchange_rates_positive_check" CHECK ("book_exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_rate_fetches" (
	"currency" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "exchange_rate_fetches_currency_check" CHECK ("exchange_rate_fetches"."currency" in ('USD','EUR','GBP','CHF','CAD','AUD','JPY','DKK','NOK','SEK'))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"buy" numeric NOT NULL,
	"sell" numeric NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_date_pk" PRIMARY KEY("currency","date"),
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" in ('USD','EUR','GBP','CHF','CAD','AUD','JPY','DKK','NOK','SEK')),
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."buy" > 0 and "exchange_rates"."sell" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "currency" text DEFAULT 'BRL' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "foreign_amount" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "foreign_currency" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "foreign_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "book_exchange_rates" ADD CONSTRAINT "book_exchange_rates_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_currency_check" CHECK ("accounts"."currency" = 'BRL' or ("accounts"."currency" in ('USD','EUR','GBP','CHF','CAD','AUD','JPY','DKK','NOK','SEK','ARS','CLP','UYU','PYG','MXN','COP','PEN','CNY')));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_card_currency_check" CHECK ("accounts"."type" <> 'credit_card' or "accounts"."currency" = 'BRL');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_foreign_check" CHECK (("transactions"."foreign_amount" is null and "transactions"."foreign_currency" is null and not "transactions"."foreign_estimated")
          or ("transactions"."foreign_amount" > 0 and "transactions"."foreign_currency" in ('USD','EUR','GBP','CHF','CAD','AUD','JPY','DKK','NOK','SEK','ARS','CLP','UYU','PYG','MXN','COP','PEN','CNY')));