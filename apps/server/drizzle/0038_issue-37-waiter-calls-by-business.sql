-- Issue 37 §6 (docs/decisions/123-the-open-day-reads-flat-on-a-year.md, since then): the staff's
-- waiter calls newest first (GET /staff/waiter-calls without a status) read and sorted every call
-- the business ever had; by business and time the page is the index's first entries
-- (apps/server/test/reports/newest-first-plans.test.ts).
CREATE INDEX "waiter_calls_business_created_idx" ON "waiter_calls" USING btree ("business_id","created_at" DESC NULLS LAST);