ALTER TABLE "categories" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fkey" FOREIGN KEY ("parent_id","book_id") REFERENCES "public"."categories"("id","book_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("book_id","parent_id") WHERE "categories"."parent_id" is not null;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_self_check" CHECK ("categories"."parent_id" <> "categories"."id");