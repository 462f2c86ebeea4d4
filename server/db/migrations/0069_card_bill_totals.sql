CREATE TABLE "card_bill_totals" (
	"book_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"bill_month" text NOT NULL,
	"type" text NOT NULL,
	"transfer" boolean NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_bill_totals_book_id_account_id_bill_month_type_transfer_pk" PRIMARY KEY("book_id","account_id","bill_month","type","transfer"),
	CONSTRAINT "card_bill_totals_bound_check" CHECK (abs("card_bill_totals"."amount") <= 1000000000000000)
);
--> statement-breakpoint
ALTER TABLE "card_bill_totals" ADD CONSTRAINT "card_bill_totals_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The pinned rows already stored (server/features/ledger/month-totals.ts keeps them from here on; its pins within
-- FIRST_BILL_MONTH..LAST_BILL_MONTH of common/card-bills.ts).
INSERT INTO "card_bill_totals" ("book_id", "account_id", "bill_month", "type", "transfer", "amount", "rows")
SELECT book_id, account_id, bill_month, type, transfer_id IS NOT NULL, sum(amount), count(*)
FROM "transactions"
WHERE bill_month BETWEEN '1900-01' AND '2999-12'
GROUP BY book_id, account_id, bill_month, type, transfer_id IS NOT NULL;
