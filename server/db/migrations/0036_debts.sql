CREATE TABLE "debt_payments" (
	"book_id" bigint NOT NULL,
	"debt_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	CONSTRAINT "debt_payments_debt_id_number_pk" PRIMARY KEY("debt_id","number")
);
--> statement-breakpoint
CREATE TABLE "debt_prepayments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debt_prepayments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"debt_id" bigint NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"mode" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_prepayments_amount_check" CHECK ("debt_prepayments"."amount_cents" > 0),
	CONSTRAINT "debt_prepayments_mode_check" CHECK ("debt_prepayments"."mode" in ('prazo','parcela'))
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"lender" text,
	"principal_cents" bigint NOT NULL,
	"rate_percent" numeric(10, 4) NOT NULL,
	"rate_period" text NOT NULL,
	"installments" integer NOT NULL,
	"system" text NOT NULL,
	"contract_date" date NOT NULL,
	"first_due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debts_id_book_key" UNIQUE("id","book_id"),
	CONSTRAINT "debts_principal_check" CHECK ("debts"."principal_cents" > 0),
	CONSTRAINT "debts_rate_check" CHECK ("debts"."rate_percent" >= 0),
	CONSTRAINT "debts_rate_period_check" CHECK ("debts"."rate_period" in ('mes','ano')),
	CONSTRAINT "debts_installments_check" CHECK ("debts"."installments" between 1 and 600),
	CONSTRAINT "debts_system_check" CHECK ("debts"."system" in ('SAC','PRICE')),
	CONSTRAINT "debts_dates_check" CHECK ("debts"."first_due_date" > "debts"."contract_date")
);
--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_debt_id_book_id_debts_id_book_id_fk" FOREIGN KEY ("debt_id","book_id") REFERENCES "public"."debts"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_prepayments" ADD CONSTRAINT "debt_prepayments_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_prepayments" ADD CONSTRAINT "debt_prepayments_debt_id_book_id_debts_id_book_id_fk" FOREIGN KEY ("debt_id","book_id") REFERENCES "public"."debts"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debt_prepayments_debt_idx" ON "debt_prepayments" USING btree ("debt_id");--> statement-breakpoint
CREATE INDEX "debts_book_idx" ON "debts" USING btree ("book_id");