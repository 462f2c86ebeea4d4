CREATE TABLE "email_verification_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_verification_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_hash_key" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
-- A proof of an address is a proof of that address only: whatever changes a person's e-mail (by letter case aside),
-- the proof goes with it, so an invitation to the new address waits for its own proof. "Or replace": a restore drops
-- Grana's tables (and their triggers) but not this function, then applies the migrations again.
CREATE OR REPLACE FUNCTION "users_email_change_unverifies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lower(NEW."email") IS DISTINCT FROM lower(OLD."email") THEN
		NEW."email_verified_at" := NULL;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_email_change_unverifies" BEFORE UPDATE OF "email" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_email_change_unverifies"();
