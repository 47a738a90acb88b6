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
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_opened_by_staff_accounts_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_closed_by_staff_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_days_business_opened_idx" ON "business_days" USING btree ("business_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "business_days_one_open_idx" ON "business_days" USING btree ("business_id") WHERE "business_days"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'split.approved', 'split.rejected', 'product.updated', 'product.created', 'product.price_changed', 'product.renamed', 'product.deleted', 'category.created', 'table.created', 'table.cleared', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated', 'order.taken', 'course.fired', 'day.opened', 'day.closed'));