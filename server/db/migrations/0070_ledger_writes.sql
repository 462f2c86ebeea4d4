CREATE TABLE "ledger_writes" (
	"book_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_writes_book_idx" ON "ledger_writes" USING btree ("book_id","id");--> statement-breakpoint
CREATE INDEX "ledger_writes_written_at_idx" ON "ledger_writes" USING btree ("written_at");--> statement-breakpoint
-- One row per book a statement wrote transaction rows of (server/db/schema/ledger-writes.ts). Statement triggers with
-- transition tables: one insert per statement however many rows it wrote, and none for a statement that wrote none.
-- A transition table is given to one event per trigger, hence three triggers over one function. A restore of a
-- backup (server/backup/restore.ts) loads the copy's own ledger_writes and sets grana.restoring for its transaction:
-- the rows it loads add none. OR REPLACE: a restore drops the tables, not the function, and migrates again.
CREATE OR REPLACE FUNCTION "ledger_writes_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('grana.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "ledger_writes" ("book_id", "written_at")
  SELECT DISTINCT "book_id", clock_timestamp() FROM "written_rows";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_inserted_mark" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_writes_mark"();--> statement-breakpoint
CREATE TRIGGER "transactions_updated_mark" AFTER UPDATE ON "transactions" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_writes_mark"();--> statement-breakpoint
CREATE TRIGGER "transactions_deleted_mark" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_writes_mark"();
