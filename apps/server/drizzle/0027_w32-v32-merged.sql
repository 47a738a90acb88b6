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
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "correction_approval_limit" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "approval_pin_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "walked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "walkout_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "walkout_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_account_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_account_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "open_accounts" ADD CONSTRAINT "open_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_accounts_business_idx" ON "open_accounts" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_walkout_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("walkout_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_open_account_id_open_accounts_id_fk" FOREIGN KEY ("open_account_id") REFERENCES "public"."open_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_correction_approval_limit_check" CHECK ("businesses"."correction_approval_limit" >= 0);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'split.approved', 'split.rejected', 'product.updated', 'product.created', 'product.price_changed', 'product.renamed', 'product.deleted', 'category.created', 'table.created', 'table.cleared', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated', 'order.taken', 'course.fired', 'staff.approval_pin_set', 'order.walked_out', 'order.on_account'));