ALTER TABLE "order_items" DROP CONSTRAINT "order_items_amounts_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "campaign_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_amounts_check" CHECK ("order_items"."unit_price" >= 0 and "order_items"."original_price" >= 0 and "order_items"."discount_amount" >= 0 and "order_items"."campaign_discount" >= 0 and "order_items"."line_total" >= 0 and "order_items"."vat_amount" >= 0);