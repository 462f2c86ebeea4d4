CREATE TABLE "attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"thumb_size" integer DEFAULT 0 NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"orphaned_at" timestamp with time zone,
	CONSTRAINT "attachments_id_book_key" UNIQUE("id","book_id"),
	CONSTRAINT "attachments_kind_check" CHECK ("attachments"."kind" in ('image','pdf')),
	CONSTRAINT "attachments_size_check" CHECK ("attachments"."size" > 0 and "attachments"."thumb_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deleted_rows" DROP CONSTRAINT "deleted_rows_kind_check";--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_key_key" ON "attachments" USING btree ("key");--> statement-breakpoint
CREATE INDEX "attachments_transaction_idx" ON "attachments" USING btree ("book_id","transaction_id");--> statement-breakpoint
CREATE INDEX "attachments_waiting_idx" ON "attachments" USING btree (coalesce("removed_at", "orphaned_at")) WHERE "attachments"."removed_at" is not null or "attachments"."orphaned_at" is not null;--> statement-breakpoint
ALTER TABLE "deleted_rows" ADD CONSTRAINT "deleted_rows_kind_check" CHECK ("deleted_rows"."kind" in ('transactions','recurring','budget','categories','attachments'));