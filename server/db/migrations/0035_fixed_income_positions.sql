CREATE TABLE "fixed_income_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fixed_income_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"product" text NOT NULL,
	"indexing" text NOT NULL,
	"rate" numeric(9, 4),
	"applied_cents" bigint NOT NULL,
	"applied_on" date NOT NULL,
	"maturity_on" date,
	"application_transfer_id" uuid,
	"redeemed_on" date,
	"redeemed_net_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_income_positions_applied_check" CHECK ("fixed_income_positions"."applied_cents" > 0),
	CONSTRAINT "fixed_income_positions_maturity_check" CHECK ("fixed_income_positions"."maturity_on" > "fixed_income_positions"."applied_on"),
	CONSTRAINT "fixed_income_positions_indexing_check" CHECK ("fixed_income_positions"."indexing" in ('cdi','cdi_mais','selic','ipca','prefixado','poupanca')),
	CONSTRAINT "fixed_income_positions_redeemed_check" CHECK (("fixed_income_positions"."redeemed_on" is null) = ("fixed_income_positions"."redeemed_net_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "fixed_income_positions" ADD CONSTRAINT "fixed_income_positions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_income_positions" ADD CONSTRAINT "fixed_income_positions_account_id_book_id_accounts_id_book_id_fk" FOREIGN KEY ("account_id","book_id") REFERENCES "public"."accounts"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixed_income_positions_book_idx" ON "fixed_income_positions" USING btree ("book_id","account_id");