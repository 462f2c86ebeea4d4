CREATE TABLE "asset_valuations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_valuations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"asset_id" bigint NOT NULL,
	"date" date NOT NULL,
	"value_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_valuations_asset_date_key" UNIQUE("asset_id","date"),
	CONSTRAINT "asset_valuations_value_check" CHECK ("asset_valuations"."value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"acquired_on" date NOT NULL,
	"acquired_cents" bigint NOT NULL,
	"sold_on" date,
	"sold_cents" bigint,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_id_book_key" UNIQUE("id","book_id"),
	CONSTRAINT "assets_kind_check" CHECK ("assets"."kind" in ('imovel','veiculo','outro')),
	CONSTRAINT "assets_acquired_check" CHECK ("assets"."acquired_cents" > 0),
	CONSTRAINT "assets_sale_check" CHECK (("assets"."sold_on" is null) = ("assets"."sold_cents" is null)),
	CONSTRAINT "assets_sold_check" CHECK ("assets"."sold_cents" >= 0 and "assets"."sold_on" > "assets"."acquired_on")
);
--> statement-breakpoint
ALTER TABLE "asset_valuations" ADD CONSTRAINT "asset_valuations_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_valuations" ADD CONSTRAINT "asset_valuations_asset_id_book_id_assets_id_book_id_fk" FOREIGN KEY ("asset_id","book_id") REFERENCES "public"."assets"("id","book_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_book_idx" ON "assets" USING btree ("book_id");