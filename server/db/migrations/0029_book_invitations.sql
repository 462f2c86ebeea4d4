CREATE TABLE "book_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_invitations_role_check" CHECK ("book_invitations"."role" in ('editor','leitor'))
);
--> statement-breakpoint
ALTER TABLE "book_invitations" ADD CONSTRAINT "book_invitations_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_invitations" ADD CONSTRAINT "book_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_invitations_hash_key" ON "book_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "book_invitations_book_email_key" ON "book_invitations" USING btree ("book_id","email");