-- Issue 37 §7 (docs/decisions/119-a-sitting-read-by-its-first-entry.md): a sitting's orders indexed in the order they were placed,
-- so the sitting's party (its first order's count), read by every order placed, is one index
-- entry instead of a sort of the sitting's orders (apps/server/test/orders/order-path-plans.test.ts).
-- It replaces the index on table_session_id alone, which every other read of it still finds.
DROP INDEX "orders_table_session_idx";--> statement-breakpoint
CREATE INDEX "orders_table_session_created_idx" ON "orders" USING btree ("table_session_id","created_at","id");
