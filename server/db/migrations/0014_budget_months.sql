CREATE TABLE "budget_months" (
	"user_id" bigint NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_months_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "budget_months_month_check" CHECK (extract(day from "budget_months"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "budget_months" ADD CONSTRAINT "budget_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;