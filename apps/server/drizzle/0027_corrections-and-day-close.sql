CREATE TABLE "open_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "open_accounts_id_check" CHECK ("open_accounts"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "open_accounts_name_check" CHECK (length(trim("open_accounts"."customer_name")) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "business_days" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" text,
	"opening_float" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"counted_cash" integer,
	"expected_cash" integer,
	"over_short" integer,
	"summary" jsonb,
	CONSTRAINT "business_days_float_check" CHECK ("business_days"."opening_float" >= 0),
	CONSTRAINT "business_days_closed_check" CHECK (("business_days"."closed_at" is null) = ("business_days"."counted_cash" is null) and ("business_days"."closed_at" is null) = ("business_days"."summary" is null))
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" text,
	"approved_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_staff_id" text,
	CONSTRAINT "order_discounts_kind_check" CHECK ("order_discounts"."kind" in ('percent', 'amount')),
	CONSTRAINT "order_discounts_value_check" CHECK ("order_discounts"."value" > 0 and ("order_discounts"."kind" <> 'percent' or "order_discounts"."value" <= 100)),
	CONSTRAINT "order_discounts_reason_check" CHECK (char_length("order_discounts"."reason") between 1 and 400)
);
--> statement-breakpoint
CREATE TABLE "correction_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "correction_reasons_id_check" CHECK ("correction_reasons"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "correction_reasons_kind_check" CHECK ("correction_reasons"."kind" in ('void', 'ikram', 'discount', 'walkout'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "correction_approval_limit" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "approval_pin_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "walked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "walkout_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "walkout_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_account_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_account_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voided_kind" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voided_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voided_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ikram_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ikram_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "approved_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "open_accounts" ADD CONSTRAINT "open_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_opened_by_staff_accounts_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_closed_by_staff_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_approved_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("approved_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_removed_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("removed_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_reasons" ADD CONSTRAINT "correction_reasons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_accounts_business_idx" ON "open_accounts" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_days_business_opened_idx" ON "business_days" USING btree ("business_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "business_days_one_open_idx" ON "business_days" USING btree ("business_id") WHERE "business_days"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "correction_reasons_business_idx" ON "correction_reasons" USING btree ("business_id","kind","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_walkout_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("walkout_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_open_account_id_open_accounts_id_fk" FOREIGN KEY ("open_account_id") REFERENCES "public"."open_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_voided_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("voided_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ikram_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("ikram_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_approved_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("approved_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_correction_approval_limit_check" CHECK ("businesses"."correction_approval_limit" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_voided_kind_check" CHECK ("order_items"."voided_kind" is null or "order_items"."voided_kind" in ('not_made', 'wasted'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'split.approved', 'split.rejected', 'product.updated', 'product.created', 'product.price_changed', 'product.renamed', 'product.deleted', 'category.created', 'table.created', 'table.cleared', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated', 'order.taken', 'course.fired', 'day.opened', 'day.closed', 'discount.given', 'discount.removed', 'staff.approval_pin_set', 'table.moved', 'table.merged', 'items.moved', 'order.walked_out', 'order.on_account', 'item.voided', 'item.ikram'));