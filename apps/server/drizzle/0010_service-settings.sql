ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included_in_price" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'split.approved', 'split.rejected', 'product.updated', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated'));--> statement-breakpoint
-- Orders placed before the setting could change priced with their business's mode: keep it.
UPDATE "orders" o SET "tax_included_in_price" = coalesce((b."settings" #>> '{tax,includedInPrice}')::boolean, true)
  FROM "businesses" b WHERE b."id" = o."business_id";
