CREATE TABLE "book_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"from_user_id" bigint NOT NULL,
	"to_user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"transfer_id" uuid,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_settlements_id_book_key" UNIQUE("id","book_id"),
	CONSTRAINT "book_settlements_amount_check" CHECK ("book_settlements"."amount" > 0),
	CONSTRAINT "book_settlements_people_check" CHECK ("book_settlements"."from_user_id" <> "book_settlements"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_shares" (
	"book_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "transaction_shares_transaction_id_user_id_pk" PRIMARY KEY("transaction_id","user_id"),
	CONSTRAINT "transaction_shares_amount_check" CHECK ("transaction_shares"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "book_members" ADD COLUMN "income" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_by" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "share_mode" text;--> statement-breakpoint
ALTER TABLE "book_settlements" ADD CONSTRAINT "book_settlements_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_settlements" ADD CONSTRAINT "book_settlements_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_settlements" ADD CONSTRAINT "book_settlements_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_settlements" ADD CONSTRAINT "book_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_shares" ADD CONSTRAINT "transaction_shares_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_shares" ADD CONSTRAINT "transaction_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_shares" ADD CONSTRAINT "transaction_shares_transaction_id_book_id_transactions_id_book_id_fk" FOREIGN KEY ("transaction_id","book_id") REFERENCES "public"."transactions"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_settlements_book_date_idx" ON "book_settlements" USING btree ("book_id","date");--> statement-breakpoint
CREATE INDEX "transaction_shares_user_idx" ON "transaction_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_shared_idx" ON "transactions" USING btree ("book_id","date") WHERE "transactions"."share_mode" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_share_mode_check" CHECK ("transactions"."share_mode" in ('equal','parts','income'));