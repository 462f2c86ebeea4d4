CREATE TABLE "reminder_claims" (
	"user_id" bigint NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_claims_user_id_item_kind_item_id_due_date_pk" PRIMARY KEY("user_id","item_kind","item_id","due_date"),
	CONSTRAINT "reminder_claims_item_kind_check" CHECK ("reminder_claims"."item_kind" in ('recurring','card_bill'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_claims" ADD CONSTRAINT "reminder_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_claims_due_date_idx" ON "reminder_claims" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "users_email_reminders_idx" ON "users" USING btree ("id") WHERE "users"."email_reminders";