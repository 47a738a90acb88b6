DROP INDEX "payment_shares_item_share_key";--> statement-breakpoint
ALTER TABLE "payment_shares" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_shares_item_share_key" ON "payment_shares" USING btree ("order_item_id","share_index") WHERE "payment_shares"."refunded_at" is null;