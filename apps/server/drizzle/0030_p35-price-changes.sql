CREATE TABLE "price_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"product_id" text,
	"product_name" text NOT NULL,
	"kind" text NOT NULL,
	"item_name" text DEFAULT '' NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_kind_check" CHECK ("price_changes"."kind" in ('product', 'option', 'extra')),
	CONSTRAINT "price_changes_prices_check" CHECK (("price_changes"."old_price" is not null or "price_changes"."new_price" is not null) and "price_changes"."old_price" is distinct from "price_changes"."new_price" and coalesce("price_changes"."old_price", 0) >= 0 and coalesce("price_changes"."new_price", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_business_changed_idx" ON "price_changes" USING btree ("business_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_changes_product_changed_idx" ON "price_changes" USING btree ("product_id","changed_at");