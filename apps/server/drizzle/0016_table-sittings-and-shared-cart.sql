CREATE TABLE "table_session_diners" (
	"id" text PRIMARY KEY NOT NULL,
	"table_session_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"table_session_id" text NOT NULL,
	"diner_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text,
	"selected_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"selected_additions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_cart_lines_quantity_check" CHECK ("table_cart_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
DROP INDEX "table_sessions_table_active_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "diner_id" text;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD COLUMN "cart_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_session_diners" ADD CONSTRAINT "table_session_diners_table_session_id_table_sessions_id_fk" FOREIGN KEY ("table_session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_session_diners" ADD CONSTRAINT "table_session_diners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_cart_lines" ADD CONSTRAINT "table_cart_lines_table_session_id_table_sessions_id_fk" FOREIGN KEY ("table_session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_cart_lines" ADD CONSTRAINT "table_cart_lines_diner_id_table_session_diners_id_fk" FOREIGN KEY ("diner_id") REFERENCES "public"."table_session_diners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_cart_lines" ADD CONSTRAINT "table_cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_session_diners_key_hash_key" ON "table_session_diners" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "table_session_diners_session_idx" ON "table_session_diners" USING btree ("table_session_id");--> statement-breakpoint
CREATE INDEX "table_session_diners_user_idx" ON "table_session_diners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "table_cart_lines_session_idx" ON "table_cart_lines" USING btree ("table_session_id","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_diner_id_table_session_diners_id_fk" FOREIGN KEY ("diner_id") REFERENCES "public"."table_session_diners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One sitting per table (ADR 042): of a table's active sessions only the newest stays open.
UPDATE "table_sessions" SET "status" = 'closed', "ended_at" = now(), "updated_at" = now()
WHERE "status" = 'active' AND EXISTS (
  SELECT 1 FROM "table_sessions" AS "newer"
  WHERE "newer"."table_id" = "table_sessions"."table_id" AND "newer"."status" = 'active'
    AND ("newer"."started_at", "newer"."id") > ("table_sessions"."started_at", "table_sessions"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_table_active_key" ON "table_sessions" USING btree ("table_id") WHERE "table_sessions"."status" = 'active';