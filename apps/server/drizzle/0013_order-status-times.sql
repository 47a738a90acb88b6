ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;
-- No back-fill: when an order placed before this migration became ready or was delivered is
-- unknown, and the report leaves such orders out rather than guess (ADR 037).
