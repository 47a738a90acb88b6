-- Issue 37 §6 (docs/decisions/123-the-open-day-reads-flat-on-a-year.md, since then): two reads
-- that found one business's rows through every business's.
-- A payment keeps its order's business: a business's payments of a day (the Z summary, the sales
-- report's days, the payments list, the tip ledger) were found through payments_created_idx,
-- every business's payments of that day, each then probed in orders to drop the others'.
-- Filled from the orders before it is made NOT NULL; recordPayment writes it from the order.
ALTER TABLE "payments" ADD COLUMN "business_id" text;--> statement-breakpoint
UPDATE "payments" SET "business_id" = "orders"."business_id" FROM "orders" WHERE "orders"."id" = "payments"."order_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "business_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "payments_created_idx";--> statement-breakpoint
CREATE INDEX "payments_business_created_idx" ON "payments" USING btree ("business_id","created_at");--> statement-breakpoint
-- The staff's waiter calls newest first (GET /staff/waiter-calls without a status) read and
-- sorted every call the business ever had; by business and time the page is the index's first
-- entries (apps/server/test/reports/newest-first-plans.test.ts).
CREATE INDEX "waiter_calls_business_created_idx" ON "waiter_calls" USING btree ("business_id","created_at" DESC NULLS LAST);
