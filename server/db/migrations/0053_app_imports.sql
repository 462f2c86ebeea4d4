CREATE TABLE "app_import_category_maps" (
	"book_id" bigint NOT NULL,
	"app" text NOT NULL,
	"source_key" text NOT NULL,
	"category_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_import_category_maps_book_id_app_source_key_pk" PRIMARY KEY("book_id","app","source_key")
);
--> statement-breakpoint
CREATE TABLE "app_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"book_id" bigint NOT NULL,
	"app" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_imports_status_check" CHECK ("app_imports"."status" in ('running','done','failed')),
	CONSTRAINT "app_imports_counts_check" CHECK ("app_imports"."total" >= 0 and "app_imports"."done" >= 0)
);
--> statement-breakpoint
ALTER TABLE "app_import_category_maps" ADD CONSTRAINT "app_import_category_maps_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_import_category_maps" ADD CONSTRAINT "app_import_category_maps_category_id_book_id_categories_id_book_id_fk" FOREIGN KEY ("category_id","book_id") REFERENCES "public"."categories"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_imports" ADD CONSTRAINT "app_imports_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_imports_book_idx" ON "app_imports" USING btree ("book_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_imports_running_key" ON "app_imports" USING btree ("book_id") WHERE "app_imports"."status" = 'running';