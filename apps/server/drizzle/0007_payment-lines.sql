CREATE TABLE "payment_lines" (
	"payment_id" text NOT NULL,
	"order_item_id" text,
	"order_service_charge_id" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_lines_target_check" CHECK (("payment_lines"."order_item_id" is null) <> ("payment_lines"."order_service_charge_id" is null)),
	CONSTRAINT "payment_lines_quantity_check" CHECK ("payment_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_quantity_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_order_service_charge_id_order_service_charges_id_fk" FOREIGN KEY ("order_service_charge_id") REFERENCES "public"."order_service_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_lines_payment_idx" ON "payment_lines" USING btree ("payment_id");--> statement-breakpoint
-- What the old rows paid moves to payment_lines: a row with an item paid its units; a row
-- without one paid what the item payments left, which was the order's service charges.
INSERT INTO "payment_lines" ("payment_id", "order_item_id", "quantity")
  SELECT "id", "order_item_id", coalesce("quantity", 1) FROM "payments" WHERE "order_item_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payment_lines" ("payment_id", "order_service_charge_id", "quantity")
  SELECT p."id", c."id", 1 FROM "payments" p JOIN "order_service_charges" c ON c."order_id" = p."order_id"
  WHERE p."order_item_id" IS NULL;--> statement-breakpoint
-- An order's total no longer carries a tip (ADR 027): tips live on payments and requests.
UPDATE "orders" SET "total" = "total" - "tip" WHERE "tip" > 0 AND "total" >= "tip";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "order_item_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "quantity";