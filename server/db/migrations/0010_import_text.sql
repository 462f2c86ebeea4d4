ALTER TABLE "transactions" ADD COLUMN "bank_text" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(description || ' ' || coalesce(bank_text, '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn')) STORED;--> statement-breakpoint
CREATE INDEX "transactions_import_idx" ON "transactions" USING btree ("user_id","import_id") WHERE "transactions"."import_id" is not null;
