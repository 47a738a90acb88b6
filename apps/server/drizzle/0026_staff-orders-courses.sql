ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "default_course" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "course" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_staff_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "seat" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("placed_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_default_course_check" CHECK ("categories"."default_course" is null or "categories"."default_course" in ('drink', 'starter', 'intermediate', 'main', 'dessert'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_check" CHECK ("orders"."course" is null or "orders"."course" in ('drink', 'starter', 'intermediate', 'main', 'dessert'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_seat_check" CHECK ("order_items"."seat" is null or "order_items"."seat" between 1 and 20);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'split.approved', 'split.rejected', 'product.updated', 'product.created', 'product.price_changed', 'product.renamed', 'product.deleted', 'category.created', 'table.created', 'table.cleared', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated', 'order.taken', 'course.fired'));