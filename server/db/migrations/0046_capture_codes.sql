CREATE TABLE "transaction_codes" (
	"book_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"code_key" text NOT NULL,
	CONSTRAINT "transaction_codes_transaction_id_pk" PRIMARY KEY("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "recurring" ADD COLUMN "kind" text DEFAULT 'fixo' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring" ADD COLUMN "max_amount" bigint;--> statement-breakpoint
ALTER TABLE "recurring" ADD COLUMN "captured_code" text;--> statement-breakpoint
ALTER TABLE "transaction_codes" ADD CONSTRAINT "transaction_codes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_codes" ADD CONSTRAINT "transaction_codes_transaction_id_book_id_transactions_id_book_id_fk" FOREIGN KEY ("transaction_id","book_id") REFERENCES "public"."transactions"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_codes_code_idx" ON "transaction_codes" USING btree ("book_id","code_key");--> statement-breakpoint
CREATE INDEX "recurring_captured_code_idx" ON "recurring" USING btree ("book_id","captured_code");--> statement-breakpoint
ALTER TABLE "recurring" ADD CONSTRAINT "recurring_kind_check" CHECK ("recurring"."kind" in ('fixo','conta','pix_automatico'));