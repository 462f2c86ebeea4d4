CREATE TABLE "rule_tags" (
	"user_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "rule_tags_rule_id_tag_id_pk" PRIMARY KEY("rule_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"category_id" bigint,
	"payee_id" bigint,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
ALTER TABLE "rule_tags" ADD CONSTRAINT "rule_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_tags" ADD CONSTRAINT "rule_tags_rule_id_user_id_rules_id_user_id_fk" FOREIGN KEY ("rule_id","user_id") REFERENCES "public"."rules"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_tags" ADD CONSTRAINT "rule_tags_tag_id_user_id_tags_id_user_id_fk" FOREIGN KEY ("tag_id","user_id") REFERENCES "public"."tags"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_category_id_user_id_categories_id_user_id_fk" FOREIGN KEY ("category_id","user_id") REFERENCES "public"."categories"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_payee_id_user_id_payees_id_user_id_fk" FOREIGN KEY ("payee_id","user_id") REFERENCES "public"."payees"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_tags_tag_idx" ON "rule_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "rules_user_position_idx" ON "rules" USING btree ("user_id","position");