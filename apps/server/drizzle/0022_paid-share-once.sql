DROP INDEX "payment_shares_item_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_shares_item_share_key" ON "payment_shares" USING btree ("order_item_id","share_index");