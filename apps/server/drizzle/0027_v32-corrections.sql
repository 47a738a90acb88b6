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
ALTER TABLE "order_items" ADD COLUMN "voided_kind" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voided_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voided_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ikram_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ikram_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "approved_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "correction_reasons" ADD CONSTRAINT "correction_reasons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_reasons_business_idx" ON "correction_reasons" USING btree ("business_id","kind","position");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_voided_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("voided_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ikram_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("ikram_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_approved_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("approved_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_correction_approval_limit_check" CHECK ("businesses"."correction_approval_limit" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_voided_kind_check" CHECK ("order_items"."voided_kind" is null or "order_items"."voided_kind" in ('not_made', 'wasted'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'split.approved', 'split.rejected', 'product.updated', 'product.created', 'product.price_changed', 'product.renamed', 'product.deleted', 'category.created', 'table.created', 'table.cleared', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated', 'order.taken', 'course.fired', 'staff.approval_pin_set', 'item.voided', 'item.ikram'));