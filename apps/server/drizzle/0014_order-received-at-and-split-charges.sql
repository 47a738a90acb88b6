CREATE TABLE "split_bill_request_charges" (
	"request_id" text NOT NULL,
	"order_service_charge_id" text NOT NULL,
	CONSTRAINT "split_bill_request_charges_request_id_order_service_charge_id_pk" PRIMARY KEY("request_id","order_service_charge_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "split_bill_request_charges" ADD CONSTRAINT "split_bill_request_charges_request_id_split_bill_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."split_bill_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_request_charges" ADD CONSTRAINT "split_bill_request_charges_order_service_charge_id_order_service_charges_id_fk" FOREIGN KEY ("order_service_charge_id") REFERENCES "public"."order_service_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_bill_request_charges_charge_idx" ON "split_bill_request_charges" USING btree ("order_service_charge_id");