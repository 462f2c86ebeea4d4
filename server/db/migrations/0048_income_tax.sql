CREATE TABLE "category_tax_codes" (
	"book_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "category_tax_codes_book_id_category_id_pk" PRIMARY KEY("book_id","category_id"),
	CONSTRAINT "category_tax_codes_code_check" CHECK ("category_tax_codes"."code" ~ '^([0-9]{2}|[a-z_]{1,20})$')
);
--> statement-breakpoint
CREATE TABLE "income_tax_years" (
	"book_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"dependents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "income_tax_years_book_id_year_pk" PRIMARY KEY("book_id","year"),
	CONSTRAINT "income_tax_years_year_check" CHECK ("income_tax_years"."year" between 2000 and 2100),
	CONSTRAINT "income_tax_years_dependents_check" CHECK ("income_tax_years"."dependents" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "category_tax_codes" ADD CONSTRAINT "category_tax_codes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_tax_codes" ADD CONSTRAINT "category_tax_codes_category_id_book_id_categories_id_book_id_fk" FOREIGN KEY ("category_id","book_id") REFERENCES "public"."categories"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_tax_years" ADD CONSTRAINT "income_tax_years_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The starter categories come mapped (common/income-tax-declaration.ts STARTER_TAX_MAPPINGS), in books that exist.
INSERT INTO "category_tax_codes" ("book_id", "category_id", "code")
SELECT c.book_id, c.id, m.code FROM "categories" c
JOIN (VALUES ('saúde', 'despesa', '10'), ('educação', 'despesa', '01'), ('salário', 'receita', 'tributavel_pj')) AS m(name, type, code)
  ON lower(c.name) = m.name AND c.type = m.type;
