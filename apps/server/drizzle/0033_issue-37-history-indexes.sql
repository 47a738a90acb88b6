-- Issue 37 §6 (docs/decisions/104-a-year-of-data-seeded-and-measured.md): indexes for the reads
-- that touch history, so a day report, the board and the unsettled tables read what they need
-- and not a year of orders, lines and payments (proved by apps/server/test/reports/history-plans.test.ts).
CREATE INDEX "orders_business_in_service_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS LAST) WHERE not "orders"."is_cancelled" and ((not "orders"."is_paid" and "orders"."walked_out_at" is null and "orders"."open_account_id" is null) or "orders"."status" in ('pending', 'received', 'preparing', 'processing', 'ready', 'on_the_way'));--> statement-breakpoint
CREATE INDEX "orders_business_walked_out_idx" ON "orders" USING btree ("business_id","walked_out_at") WHERE "orders"."walked_out_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_business_open_account_idx" ON "orders" USING btree ("business_id","open_account_at") WHERE "orders"."open_account_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_business_cancelled_idx" ON "orders" USING btree ("business_id","cancelled_at") WHERE "orders"."is_cancelled";--> statement-breakpoint
CREATE INDEX "order_items_voided_idx" ON "order_items" USING btree ("updated_at") WHERE "order_items"."voided_kind" is not null;--> statement-breakpoint
CREATE INDEX "order_items_cancelled_idx" ON "order_items" USING btree ("updated_at") WHERE "order_items"."status" = 'cancelled' and "order_items"."voided_kind" is null;--> statement-breakpoint
CREATE INDEX "order_items_ikram_idx" ON "order_items" USING btree ("order_id") WHERE "order_items"."ikram_by_staff_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_created_idx" ON "payment_refunds" USING btree ("created_at");