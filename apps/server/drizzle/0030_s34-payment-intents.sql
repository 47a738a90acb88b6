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
	CONSTRAINT "payment_refunds_amounts_check" CHECK ("payment_refunds"."amount" >= 0 and "payment_refunds"."tip_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transactions" jsonb;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_order_idx" ON "payment_intents" USING btree ("order_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_provider_token_key" ON "payment_intents" USING btree ("provider_token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_payment_key" ON "payment_intents" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_events_key" ON "payment_provider_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_intent_key" ON "payments" USING btree ("payment_intent_id");