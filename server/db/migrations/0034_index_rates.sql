CREATE TABLE "book_index_rates" (
	"book_id" bigint NOT NULL,
	"series" text NOT NULL,
	"date" date NOT NULL,
	"value" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_index_rates_book_id_series_date_pk" PRIMARY KEY("book_id","series","date"),
	CONSTRAINT "book_index_rates_series_check" CHECK ("book_index_rates"."series" in ('cdi','selic','selic_meta','ipca','tr'))
);
--> statement-breakpoint
CREATE TABLE "index_rate_fetches" (
	"series" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "index_rate_fetches_series_check" CHECK ("index_rate_fetches"."series" in ('cdi','selic','selic_meta','ipca','tr'))
);
--> statement-breakpoint
CREATE TABLE "index_rates" (
	"series" text NOT NULL,
	"date" date NOT NULL,
	"value" numeric NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_rates_series_date_pk" PRIMARY KEY("series","date"),
	CONSTRAINT "index_rates_series_check" CHECK ("index_rates"."series" in ('cdi','selic','selic_meta','ipca','tr'))
);
--> statement-breakpoint
ALTER TABLE "book_index_rates" ADD CONSTRAINT "book_index_rates_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;