-- The delivery job claims round the books (every book's oldest due delivery before any book's second, issue 75
-- item 6): the books with deliveries due and each one's first rows are read by book, then due time.
DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_book_due_idx" ON "webhook_deliveries" USING btree ("book_id","next_attempt_at","id") WHERE "webhook_deliveries"."status" = 'pending';