CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"password_hash" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"user_type" text DEFAULT 'customer' NOT NULL,
	"business_id" text,
	"phone" text,
	"address" jsonb,
	"birth_date" date,
	"avatar" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"favorite_products" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invite_code" text NOT NULL,
	"invited_by_user_id" text,
	"invite_rewarded_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"google_subject" text,
	"apple_subject" text,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_loyalty_points_check" CHECK ("users"."loyalty_points" >= 0),
	CONSTRAINT "users_email_check" CHECK ("users"."email" is null or "users"."email" like '%_@_%')
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_purpose_check" CHECK ("auth_tokens"."purpose" in ('verify_email', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"ip" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_outcome_check" CHECK ("login_attempts"."outcome" in ('pending', 'failed', 'succeeded', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_attempts_check" CHECK ("phone_verifications"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_by_token_id" text,
	"successor_ciphertext" text,
	"grace_until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_subject_type_check" CHECK ("refresh_tokens"."subject_type" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"logo" text,
	"cover_image" text,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{"payment":{"acceptCash":true,"acceptCreditCard":true,"acceptOnlinePayment":false,"acceptSodexo":false,"acceptMutlinet":false},"tax":{"includedInPrice":true}}'::jsonb NOT NULL,
	"last_order_number" integer DEFAULT 0 NOT NULL,
	"menu_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_id_check" CHECK ("businesses"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "businesses_rating_count_check" CHECK ("businesses"."rating_count" >= 0),
	CONSTRAINT "businesses_rating_average_check" CHECK ("businesses"."rating_average" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('owner', 'manager', 'waiter', 'kitchen'))
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL,
	"seats" integer DEFAULT 4 NOT NULL,
	"qr_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tables_business_number_key" UNIQUE("business_id","number"),
	CONSTRAINT "tables_id_business_key" UNIQUE("id","business_id"),
	CONSTRAINT "tables_id_check" CHECK ("tables"."id" ~ '^table-[A-Za-z0-9]+$'),
	CONSTRAINT "tables_seats_check" CHECK ("tables"."seats" between 1 and 50),
	CONSTRAINT "tables_number_check" CHECK ("tables"."number" > 0),
	CONSTRAINT "tables_type_check" CHECK ("tables"."type" in ('standard', 'window', 'garden', 'terrace', 'vip', 'bar')),
	CONSTRAINT "tables_status_check" CHECK ("tables"."status" in ('available', 'occupied', 'reserved', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_id_business_key" UNIQUE("id","business_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"vat_rate" integer DEFAULT 10 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_vegetarian" boolean DEFAULT false NOT NULL,
	"is_vegan" boolean DEFAULT false NOT NULL,
	"is_gluten_free" boolean DEFAULT false NOT NULL,
	"preparation_time" integer,
	"image_url" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_monthly_special" boolean DEFAULT false NOT NULL,
	"is_campaign" boolean DEFAULT false NOT NULL,
	"campaign_start_date" timestamp with time zone,
	"campaign_end_date" timestamp with time zone,
	"campaign_description" text,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate" between 0 and 100),
	CONSTRAINT "products_discount_check" CHECK ("products"."discount_percentage" between 0 and 100),
	CONSTRAINT "products_preparation_time_check" CHECK ("products"."preparation_time" > 0),
	CONSTRAINT "products_rating_count_check" CHECK ("products"."rating_count" >= 0),
	CONSTRAINT "products_rating_average_check" CHECK ("products"."rating_average" between 0 and 5),
	CONSTRAINT "products_campaign_dates_check" CHECK ("products"."campaign_end_date" is null or "products"."campaign_start_date" is null or "products"."campaign_end_date" >= "products"."campaign_start_date")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'discount' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"campaign_code" text,
	"thumbnail" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_business_code_key" UNIQUE("business_id","campaign_code"),
	CONSTRAINT "campaigns_discount_type_check" CHECK ("campaigns"."discount_type" in ('percentage', 'fixed')),
	CONSTRAINT "campaigns_discount_value_check" CHECK ("campaigns"."discount_value" >= 0 and ("campaigns"."discount_type" <> 'percentage' or "campaigns"."discount_value" <= 100)),
	CONSTRAINT "campaigns_min_order_check" CHECK ("campaigns"."min_order_amount" >= 0),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."end_date" is null or "campaigns"."start_date" is null or "campaigns"."end_date" >= "campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "service_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"calculation" text NOT NULL,
	"value" integer NOT NULL,
	"vat_rate" integer DEFAULT 10 NOT NULL,
	"apply_on" text DEFAULT 'session_start' NOT NULL,
	"customer_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"display" jsonb,
	"included_items" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_charges_type_check" CHECK ("service_charges"."type" in ('entrance_fee', 'service_charge', 'umbrella_fee', 'fixed_menu', 'cover_charge', 'corkage_fee', 'table_fee', 'vip_charge', 'time_based_fee', 'minimum_spend', 'other')),
	CONSTRAINT "service_charges_calculation_check" CHECK ("service_charges"."calculation" in ('per_person', 'per_order', 'percentage')),
	CONSTRAINT "service_charges_apply_on_check" CHECK ("service_charges"."apply_on" in ('session_start', 'every_order')),
	CONSTRAINT "service_charges_value_check" CHECK ("service_charges"."value" >= 0 and ("service_charges"."calculation" <> 'percentage' or "service_charges"."value" <= 100)),
	CONSTRAINT "service_charges_vat_rate_check" CHECK ("service_charges"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"business_id" text NOT NULL,
	"table_id" text NOT NULL,
	"user_id" text,
	"customer_name" text DEFAULT 'Misafir' NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"person_count" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"order_type" text DEFAULT 'immediate' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"scheduling_notes" text,
	"notes" text,
	"is_responsible" boolean DEFAULT false NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"service_charge_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"tip_percentage" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"editable_until" timestamp with time zone,
	"bill_requested" boolean DEFAULT false NOT NULL,
	"bill_requested_at" timestamp with time zone,
	"waiter_called" boolean DEFAULT false NOT NULL,
	"waiter_called_at" timestamp with time zone,
	"table_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_business_number_key" UNIQUE("business_id","order_number"),
	CONSTRAINT "orders_id_check" CHECK ("orders"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "orders_person_count_check" CHECK ("orders"."person_count" between 1 and 20),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'received', 'preparing', 'processing', 'ready', 'on_the_way', 'delivered', 'completed', 'cancelled', 'paid', 'refunded', 'bill_requested')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'partially_paid', 'paid', 'refunded')),
	CONSTRAINT "orders_order_type_check" CHECK ("orders"."order_type" in ('immediate', 'scheduled')),
	CONSTRAINT "orders_scheduled_check" CHECK ("orders"."order_type" <> 'scheduled' or "orders"."scheduled_for" is not null),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 and "orders"."discount_total" >= 0 and "orders"."vat_amount" >= 0 and "orders"."service_charge_total" >= 0 and "orders"."total" >= 0 and "orders"."tip" >= 0),
	CONSTRAINT "orders_tip_percentage_check" CHECK ("orders"."tip_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"free_quantity" integer DEFAULT 0 NOT NULL,
	"is_free_product" boolean DEFAULT false NOT NULL,
	"is_included_in_service_charge" boolean DEFAULT false NOT NULL,
	"service_charge_id" text,
	"selected_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"selected_additions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"vat_rate" integer NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_quantity" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_method" text,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"line_total" integer DEFAULT 0 NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_free_quantity_check" CHECK ("order_items"."free_quantity" between 0 and "order_items"."quantity"),
	CONSTRAINT "order_items_paid_quantity_check" CHECK ("order_items"."paid_quantity" between 0 and "order_items"."quantity"),
	CONSTRAINT "order_items_status_check" CHECK ("order_items"."status" in ('pending', 'received', 'preparing', 'ready', 'delivered', 'cancelled')),
	CONSTRAINT "order_items_payment_method_check" CHECK ("order_items"."payment_method" is null or "order_items"."payment_method" in ('cash', 'credit_card', 'online', 'sodexo', 'mutlinet')),
	CONSTRAINT "order_items_vat_rate_check" CHECK ("order_items"."vat_rate" between 0 and 100),
	CONSTRAINT "order_items_amounts_check" CHECK ("order_items"."unit_price" >= 0 and "order_items"."original_price" >= 0 and "order_items"."discount_amount" >= 0 and "order_items"."line_total" >= 0 and "order_items"."vat_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_service_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"service_charge_id" text,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"calculated_amount" integer DEFAULT 0 NOT NULL,
	"vat_rate" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_service_charges_quantity_check" CHECK ("order_service_charges"."quantity" > 0),
	CONSTRAINT "order_service_charges_amount_check" CHECK ("order_service_charges"."calculated_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "table_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"business_id" text NOT NULL,
	"order_id" text,
	"user_id" text,
	"customer_name" text DEFAULT 'Misafir' NOT NULL,
	"is_responsible" boolean DEFAULT false NOT NULL,
	"person_count" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_sessions_person_count_check" CHECK ("table_sessions"."person_count" between 1 and 20),
	CONSTRAINT "table_sessions_status_check" CHECK ("table_sessions"."status" in ('active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "bill_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"business_id" text NOT NULL,
	"table_id" text,
	"user_id" text,
	"mode" text DEFAULT 'full' NOT NULL,
	"people_count" integer,
	"payment_method" text,
	"tip_percentage" integer DEFAULT 0 NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_staff_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_requests_mode_check" CHECK ("bill_requests"."mode" in ('full', 'equal', 'split')),
	CONSTRAINT "bill_requests_status_check" CHECK ("bill_requests"."status" in ('pending', 'acknowledged', 'completed')),
	CONSTRAINT "bill_requests_payment_method_check" CHECK ("bill_requests"."payment_method" is null or "bill_requests"."payment_method" in ('cash', 'credit_card', 'online', 'sodexo', 'mutlinet')),
	CONSTRAINT "bill_requests_people_check" CHECK ("bill_requests"."people_count" is null or "bill_requests"."people_count" >= 2),
	CONSTRAINT "bill_requests_tip_check" CHECK ("bill_requests"."tip_percentage" between 0 and 100),
	CONSTRAINT "bill_requests_amounts_check" CHECK ("bill_requests"."amount" >= 0 and "bill_requests"."tip_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text,
	"quantity" integer,
	"amount" integer NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"split_bill_request_id" text,
	"bill_request_id" text,
	"recorded_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_quantity_check" CHECK ("payments"."quantity" is null or "payments"."quantity" > 0),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount" >= 0 and "payments"."tip_amount" >= 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'credit_card', 'online', 'sodexo', 'mutlinet'))
);
--> statement-breakpoint
CREATE TABLE "split_bill_request_items" (
	"request_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "split_bill_request_items_request_id_order_item_id_pk" PRIMARY KEY("request_id","order_item_id"),
	CONSTRAINT "split_bill_request_items_quantity_check" CHECK ("split_bill_request_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "split_bill_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"business_id" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"tip_percentage" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"split_details" jsonb,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "split_bill_requests_status_check" CHECK ("split_bill_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "split_bill_requests_payment_method_check" CHECK ("split_bill_requests"."payment_method" in ('cash', 'credit_card', 'sodexo', 'mutlinet')),
	CONSTRAINT "split_bill_requests_tip_check" CHECK ("split_bill_requests"."tip_percentage" between 0 and 100),
	CONSTRAINT "split_bill_requests_amounts_check" CHECK ("split_bill_requests"."amount" >= 0 and "split_bill_requests"."tip_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"business_id" text NOT NULL,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'other' NOT NULL,
	"sender_type" text NOT NULL,
	"sent_by_user_id" text,
	"sent_by_staff_id" text,
	"sent_by_name" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_messages_message_check" CHECK (char_length(btrim("order_messages"."message")) between 1 and 200),
	CONSTRAINT "order_messages_type_check" CHECK ("order_messages"."message_type" in ('status_request', 'special_request', 'complaint', 'compliment', 'other')),
	CONSTRAINT "order_messages_sender_type_check" CHECK ("order_messages"."sender_type" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "waiter_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"business_id" text NOT NULL,
	"table_id" text NOT NULL,
	"user_id" text,
	"reason" text DEFAULT 'general_assistance' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_staff_id" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiter_calls_status_check" CHECK ("waiter_calls"."status" in ('pending', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text,
	"product_id" text,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_target_check" CHECK (num_nonnulls("reviews"."business_id", "reviews"."product_id") = 1),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_check" CHECK (char_length("reviews"."comment") <= 500)
);
--> statement-breakpoint
CREATE TABLE "qr_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"qr_code" text NOT NULL,
	"action" text DEFAULT 'menu_view' NOT NULL,
	"session_id" text,
	"load_time" integer,
	"business_id" text,
	"table_id" text,
	"user_id" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_scans_load_time_check" CHECK ("qr_scans"."load_time" is null or "qr_scans"."load_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("category_id","business_id") REFERENCES "public"."categories"("id","business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_charges" ADD CONSTRAINT "service_charges_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_session_id_table_sessions_id_fk" FOREIGN KEY ("table_session_id") REFERENCES "public"."table_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_fk" FOREIGN KEY ("table_id","business_id") REFERENCES "public"."tables"("id","business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_service_charge_id_service_charges_id_fk" FOREIGN KEY ("service_charge_id") REFERENCES "public"."service_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_charges" ADD CONSTRAINT "order_service_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_charges" ADD CONSTRAINT "order_service_charges_service_charge_id_service_charges_id_fk" FOREIGN KEY ("service_charge_id") REFERENCES "public"."service_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_requests" ADD CONSTRAINT "bill_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_requests" ADD CONSTRAINT "bill_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_requests" ADD CONSTRAINT "bill_requests_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_requests" ADD CONSTRAINT "bill_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_requests" ADD CONSTRAINT "bill_requests_acknowledged_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("acknowledged_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_split_bill_request_id_split_bill_requests_id_fk" FOREIGN KEY ("split_bill_request_id") REFERENCES "public"."split_bill_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_request_id_bill_requests_id_fk" FOREIGN KEY ("bill_request_id") REFERENCES "public"."bill_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_request_items" ADD CONSTRAINT "split_bill_request_items_request_id_split_bill_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."split_bill_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_request_items" ADD CONSTRAINT "split_bill_request_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_requests" ADD CONSTRAINT "split_bill_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_requests" ADD CONSTRAINT "split_bill_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_requests" ADD CONSTRAINT "split_bill_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_requests" ADD CONSTRAINT "split_bill_requests_decided_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_sent_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("sent_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_acknowledged_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("acknowledged_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_key" ON "users" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_key" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_apple_subject_key" ON "users" USING btree ("apple_subject");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_subject_idx" ON "refresh_tokens" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_lower_key" ON "staff_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_accounts_business_idx" ON "staff_accounts" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tables_qr_code_key" ON "tables" USING btree ("qr_code");--> statement-breakpoint
CREATE INDEX "tables_business_idx" ON "tables" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "categories_business_idx" ON "categories" USING btree ("business_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_business_idx" ON "products" USING btree ("business_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "campaigns_business_idx" ON "campaigns" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "service_charges_business_idx" ON "service_charges" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_table_open_idx" ON "orders" USING btree ("table_id","created_at" DESC NULLS LAST) WHERE not "orders"."is_paid" and not "orders"."is_cancelled";--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_service_charges_order_idx" ON "order_service_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "table_sessions_table_active_idx" ON "table_sessions" USING btree ("table_id") WHERE "table_sessions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "table_sessions_order_idx" ON "table_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bill_requests_order_idx" ON "bill_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bill_requests_business_status_idx" ON "bill_requests" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "split_bill_request_items_item_idx" ON "split_bill_request_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "split_bill_requests_order_idx" ON "split_bill_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "split_bill_requests_business_status_idx" ON "split_bill_requests" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_messages_business_idx" ON "order_messages" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waiter_calls_table_created_idx" ON "waiter_calls" USING btree ("table_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waiter_calls_order_idx" ON "waiter_calls" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "waiter_calls_business_status_idx" ON "waiter_calls" USING btree ("business_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_business_once_key" ON "reviews" USING btree ("user_id","order_id","business_id") WHERE "reviews"."business_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_once_key" ON "reviews" USING btree ("user_id","order_id","product_id") WHERE "reviews"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_business_idx" ON "reviews" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qr_scans_business_created_idx" ON "qr_scans" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qr_scans_session_idx" ON "qr_scans" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");