CREATE TABLE "payment_shares" (
	"payment_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"share_count" integer NOT NULL,
	"share_index" integer NOT NULL,
	CONSTRAINT "payment_shares_payment_id_order_item_id_share_index_pk" PRIMARY KEY("payment_id","order_item_id","share_index"),
	CONSTRAINT "payment_shares_count_check" CHECK ("payment_shares"."share_count" between 2 and 10),
	CONSTRAINT "payment_shares_index_check" CHECK ("payment_shares"."share_index" between 1 and "payment_shares"."share_count")
);
--> statement-breakpoint
CREATE TABLE "split_bill_request_shares" (
	"request_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"share_count" integer NOT NULL,
	"share_index" integer NOT NULL,
	CONSTRAINT "split_bill_request_shares_request_id_order_item_id_pk" PRIMARY KEY("request_id","order_item_id"),
	CONSTRAINT "split_bill_request_shares_count_check" CHECK ("split_bill_request_shares"."share_count" between 2 and 10),
	CONSTRAINT "split_bill_request_shares_index_check" CHECK ("split_bill_request_shares"."share_index" between 1 and "split_bill_request_shares"."share_count")
);
--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_request_shares" ADD CONSTRAINT "split_bill_request_shares_request_id_split_bill_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."split_bill_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_bill_request_shares" ADD CONSTRAINT "split_bill_request_shares_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_shares_item_idx" ON "payment_shares" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "split_bill_request_shares_item_idx" ON "split_bill_request_shares" USING btree ("order_item_id");