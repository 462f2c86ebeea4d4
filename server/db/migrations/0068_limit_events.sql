CREATE TABLE "limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_events_key_idx" ON "limit_events" USING btree ("name","key","at");--> statement-breakpoint
CREATE INDEX "limit_events_at_idx" ON "limit_events" USING btree ("at");