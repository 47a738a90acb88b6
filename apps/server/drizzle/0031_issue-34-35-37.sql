CREATE TABLE "realtime_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rooms" text[] NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"table_id" text,
	"kind" text NOT NULL,
	"adapter" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"receipt_number" text,
	"printed_without_number" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	CONSTRAINT "fiscal_requests_kind_check" CHECK ("fiscal_requests"."kind" in ('receipt', 'e_arsiv')),
	CONSTRAINT "fiscal_requests_adapter_check" CHECK ("fiscal_requests"."adapter" in ('manual', 'gmp3', 'off')),
	CONSTRAINT "fiscal_requests_status_check" CHECK ("fiscal_requests"."status" in ('waiting', 'done', 'failed')),
	CONSTRAINT "fiscal_requests_number_check" CHECK ("fiscal_requests"."receipt_number" ~ '^[0-9]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "fiscal_z_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"business_day_id" text NOT NULL,
	"z_number" text NOT NULL,
	"by_vat_rate" jsonb NOT NULL,
	"by_method" jsonb NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entered_by" text,
	"entered_by_name" text NOT NULL,
	"accepted_differences" jsonb,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"accepted_by_name" text,
	CONSTRAINT "fiscal_z_reports_number_check" CHECK ("fiscal_z_reports"."z_number" ~ '^[0-9]{1,20}$')
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "article51_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "article51_declared_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "article51_declared_by_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "alcoholic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "outcome_unknown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fiscal_requests" ADD CONSTRAINT "fiscal_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_requests" ADD CONSTRAINT "fiscal_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_requests" ADD CONSTRAINT "fiscal_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_requests" ADD CONSTRAINT "fiscal_requests_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_requests" ADD CONSTRAINT "fiscal_requests_completed_by_staff_accounts_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_z_reports" ADD CONSTRAINT "fiscal_z_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_z_reports" ADD CONSTRAINT "fiscal_z_reports_business_day_id_business_days_id_fk" FOREIGN KEY ("business_day_id") REFERENCES "public"."business_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_z_reports" ADD CONSTRAINT "fiscal_z_reports_entered_by_staff_accounts_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_z_reports" ADD CONSTRAINT "fiscal_z_reports_accepted_by_staff_accounts_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_requests_payment_idx" ON "fiscal_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "fiscal_requests_business_status_idx" ON "fiscal_requests" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_z_reports_day_idx" ON "fiscal_z_reports" USING btree ("business_day_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('order.cancelled', 'item.cancelled', 'payment.recorded', 'payment.refunded', 'split.approved', 'split.rejected', 'product.updated', 'product.created', 'product.price_changed', 'product.renamed', 'product.deleted', 'category.created', 'table.created', 'table.cleared', 'table.code_reissued', 'staff.invited', 'staff.role_changed', 'staff.password_link', 'staff.deactivated', 'settings.updated', 'order.taken', 'course.fired', 'day.opened', 'day.closed', 'discount.given', 'discount.removed', 'staff.approval_pin_set', 'table.moved', 'table.merged', 'items.moved', 'order.walked_out', 'order.on_account', 'item.voided', 'item.ikram', 'tips.signed', 'fiscal.completed', 'fiscal.z_entered', 'fiscal.differences_accepted'));