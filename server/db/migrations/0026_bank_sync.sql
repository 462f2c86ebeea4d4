CREATE TABLE "sync_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"connection_id" bigint NOT NULL,
	"provider_account_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"balance" bigint NOT NULL,
	"balance_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credit_limit" bigint,
	"bill_closing_date" date,
	"bill_due_date" date,
	"account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_accounts_kind_check" CHECK ("sync_accounts"."kind" in ('bank','card'))
);
--> statement-breakpoint
CREATE TABLE "sync_connections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"item_id" text NOT NULL,
	"institution" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text,
	"last_sync_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now(),
	"claimed_until" timestamp with time zone,
	"claim_token" uuid,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_connections_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "sync_connections_provider_check" CHECK ("sync_connections"."provider" in ('pluggy')),
	CONSTRAINT "sync_connections_status_check" CHECK ("sync_connections"."status" in ('ok','updating','login_error','waiting_user_input','outdated')),
	CONSTRAINT "sync_connections_failures_check" CHECK ("sync_connections"."consecutive_failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sync_credentials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"client_id" text NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_credentials_provider_check" CHECK ("sync_credentials"."provider" in ('pluggy'))
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"connection_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"fetched" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "sync_runs_trigger_check" CHECK ("sync_runs"."trigger" in ('scheduled','manual')),
	CONSTRAINT "sync_runs_outcome_check" CHECK ("sync_runs"."outcome" in ('ok','failed'))
);
--> statement-breakpoint
ALTER TABLE "sync_accounts" ADD CONSTRAINT "sync_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_accounts" ADD CONSTRAINT "sync_accounts_connection_id_user_id_sync_connections_id_user_id_fk" FOREIGN KEY ("connection_id","user_id") REFERENCES "public"."sync_connections"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_accounts" ADD CONSTRAINT "sync_accounts_account_id_user_id_accounts_id_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."accounts"("id","user_id") ON DELETE SET NULL ("account_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_connections" ADD CONSTRAINT "sync_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_credentials" ADD CONSTRAINT "sync_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_connection_id_user_id_sync_connections_id_user_id_fk" FOREIGN KEY ("connection_id","user_id") REFERENCES "public"."sync_connections"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_accounts_connection_account_key" ON "sync_accounts" USING btree ("connection_id","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_accounts_linked_key" ON "sync_accounts" USING btree ("user_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_connections_user_item_key" ON "sync_connections" USING btree ("user_id","provider","item_id");--> statement-breakpoint
CREATE INDEX "sync_connections_due_idx" ON "sync_connections" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_credentials_user_provider_key" ON "sync_credentials" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "sync_runs_connection_idx" ON "sync_runs" USING btree ("user_id","connection_id","started_at");