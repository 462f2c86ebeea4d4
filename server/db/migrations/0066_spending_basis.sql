CREATE TABLE "recurring_dismissals" (
	"book_id" bigint NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_dismissals_book_id_key_pk" PRIMARY KEY("book_id","key"),
	CONSTRAINT "recurring_dismissals_key_check" CHECK (length("recurring_dismissals"."key") <= 300)
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "spending_basis" text DEFAULT 'competencia' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_dismissals" ADD CONSTRAINT "recurring_dismissals_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_spending_basis_check" CHECK ("books"."spending_basis" in ('competencia','caixa'));