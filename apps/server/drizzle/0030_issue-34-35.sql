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
CREATE TABLE "tip_days" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"day" text NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by" text,
	"signed_by_name" text,
	"signed" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_days_day_check" CHECK ("tip_days"."day" ~ '^\d{4}-\d{2}-\d{2}$'),
	CONSTRAINT "tip_days_signed_check" CHECK (("tip_days"."signed_at" is null) = ("tip_days"."signed" is null))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_days" ADD CONSTRAINT "tip_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_days" ADD CONSTRAINT "tip_days_signed_by_staff_accounts_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_business_changed_idx" ON "price_changes" USING btree ("business_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_changes_product_changed_idx" ON "price_changes" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tip_days_business_day_idx" ON "tip_days" USING btree ("business_id","day");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'split.approved', 'split.rejected', 'product.updated', 'product.created', 'product.price_changed', 'product.renamed', 'product.deleted', 'category.created', 'table.created', 'table.cleared', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated', 'order.taken', 'course.fired', 'day.opened', 'day.closed', 'discount.given', 'discount.removed', 'staff.approval_pin_set', 'table.moved', 'table.merged', 'items.moved', 'order.walked_out', 'order.on_account', 'item.voided', 'item.ikram', 'tips.signed'));