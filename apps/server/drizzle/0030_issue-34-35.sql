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
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"provider" text DEFAULT 'iyzico' NOT NULL,
	"provider_token" text,
	"selection" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"tip_percentage" integer DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'tr' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"payment_id" text,
	"checkout_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"refunded_automatically_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_status_check" CHECK ("payment_intents"."status" in ('created', 'requires_action', 'processing', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "payment_intents_amounts_check" CHECK ("payment_intents"."amount" > 0 and "payment_intents"."tip_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"parts" jsonb NOT NULL,
	"provider_refund_id" text,
	"staff_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending_since" timestamp with time zone,
	CONSTRAINT "payment_refunds_amounts_check" CHECK ("payment_refunds"."amount" >= 0 and "payment_refunds"."tip_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
DROP INDEX "payment_shares_item_share_key";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transactions" jsonb;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_days" ADD CONSTRAINT "tip_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_days" ADD CONSTRAINT "tip_days_signed_by_staff_accounts_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_business_changed_idx" ON "price_changes" USING btree ("business_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_changes_product_changed_idx" ON "price_changes" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tip_days_business_day_idx" ON "tip_days" USING btree ("business_id","day");--> statement-breakpoint
CREATE INDEX "payment_intents_order_idx" ON "payment_intents" USING btree ("order_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_provider_token_key" ON "payment_intents" USING btree ("provider_token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_payment_key" ON "payment_intents" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_events_key" ON "payment_provider_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_intent_key" ON "payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_shares_item_share_key" ON "payment_shares" USING btree ("order_item_id","share_index") WHERE "payment_shares"."refunded_at" is null;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'payment.refunded', 'split.approved', 'split.rejected', 'product.updated', 'product.created', 'product.price_changed', 'product.renamed', 'product.deleted', 'category.created', 'table.created', 'table.cleared', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated', 'order.taken', 'course.fired', 'day.opened', 'day.closed', 'discount.given', 'discount.removed', 'staff.approval_pin_set', 'table.moved', 'table.merged', 'items.moved', 'order.walked_out', 'order.on_account', 'item.voided', 'item.ikram', 'tips.signed'));