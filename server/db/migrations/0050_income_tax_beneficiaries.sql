CREATE TABLE "income_tax_beneficiaries" (
	"book_id" bigint NOT NULL,
	"payee_id" bigint NOT NULL,
	"person" integer NOT NULL,
	CONSTRAINT "income_tax_beneficiaries_book_id_payee_id_pk" PRIMARY KEY("book_id","payee_id"),
	CONSTRAINT "income_tax_beneficiaries_person_check" CHECK ("income_tax_beneficiaries"."person" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "income_tax_beneficiaries" ADD CONSTRAINT "income_tax_beneficiaries_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_tax_beneficiaries" ADD CONSTRAINT "income_tax_beneficiaries_payee_id_book_id_payees_id_book_id_fk" FOREIGN KEY ("payee_id","book_id") REFERENCES "public"."payees"("id","book_id") ON DELETE cascade ON UPDATE no action;