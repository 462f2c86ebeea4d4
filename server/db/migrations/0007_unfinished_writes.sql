CREATE TABLE "unfinished_write_ranges" (
	"write_id" bigint NOT NULL,
	"table_name" text NOT NULL,
	"first_id" bigint NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unfinished_writes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unfinished_writes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unfinished_writes_kind_check" CHECK ("unfinished_writes"."kind" in ('import','restore'))
);
--> statement-breakpoint
ALTER TABLE "unfinished_write_ranges" ADD CONSTRAINT "unfinished_write_ranges_write_id_unfinished_writes_id_fk" FOREIGN KEY ("write_id") REFERENCES "public"."unfinished_writes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfinished_writes" ADD CONSTRAINT "unfinished_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unfinished_write_ranges_write_idx" ON "unfinished_write_ranges" USING btree ("write_id");