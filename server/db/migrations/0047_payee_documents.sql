ALTER TABLE "payees" ADD COLUMN "document" text;--> statement-breakpoint
CREATE INDEX "payees_document_idx" ON "payees" USING btree ("book_id","document") WHERE "payees"."document" is not null;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_document_check" CHECK ("payees"."document" ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');