CREATE TABLE "income_tax_statements" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "income_tax_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"person" integer DEFAULT 0 NOT NULL,
	"payer_name" text NOT NULL,
	"payer_document" text NOT NULL,
	"taxable_cents" bigint DEFAULT 0 NOT NULL,
	"official_pension_cents" bigint DEFAULT 0 NOT NULL,
	"withheld_cents" bigint DEFAULT 0 NOT NULL,
	"thirteenth_cents" bigint DEFAULT 0 NOT NULL,
	"thirteenth_withheld_cents" bigint DEFAULT 0 NOT NULL,
	"plr_cents" bigint DEFAULT 0 NOT NULL,
	"plr_withheld_cents" bigint DEFAULT 0 NOT NULL,
	"exempt_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_tax_statements_pkey" PRIMARY KEY("id","book_id"),
	CONSTRAINT "income_tax_statements_source_key" UNIQUE("book_id","year","person","payer_document"),
	CONSTRAINT "income_tax_statements_year_check" CHECK ("income_tax_statements"."year" between 2000 and 2100),
	CONSTRAINT "income_tax_statements_person_check" CHECK ("income_tax_statements"."person" between 0 and 30),
	CONSTRAINT "income_tax_statements_money_check" CHECK (least("income_tax_statements"."taxable_cents", "income_tax_statements"."official_pension_cents", "income_tax_statements"."withheld_cents", "income_tax_statements"."thirteenth_cents",
                "income_tax_statements"."thirteenth_withheld_cents", "income_tax_statements"."plr_cents", "income_tax_statements"."plr_withheld_cents", "income_tax_statements"."exempt_cents") >= 0)
);
--> statement-breakpoint
ALTER TABLE "income_tax_years" ADD COLUMN "carne_leao_paid_cents" bigint;--> statement-breakpoint
ALTER TABLE "income_tax_statements" ADD CONSTRAINT "income_tax_statements_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_tax_years" ADD CONSTRAINT "income_tax_years_carne_leao_paid_check" CHECK ("income_tax_years"."carne_leao_paid_cents" >= 0);