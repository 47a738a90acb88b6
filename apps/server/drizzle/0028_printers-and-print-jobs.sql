CREATE TABLE "print_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"business_id" text NOT NULL,
	"printer_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "print_jobs_kind_check" CHECK ("print_jobs"."kind" in ('order', 'course', 'void', 'reprint', 'prebill', 'receipt', 'test'))
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"paper_width" integer DEFAULT 80 NOT NULL,
	"code_page" text DEFAULT 'pc857' NOT NULL,
	"stations" text[] DEFAULT '{}'::text[] NOT NULL,
	"prints_receipts" boolean DEFAULT false NOT NULL,
	"has_drawer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "printers_port_check" CHECK ("printers"."port" between 1 and 65535),
	CONSTRAINT "printers_paper_width_check" CHECK ("printers"."paper_width" in (58, 80)),
	CONSTRAINT "printers_code_page_check" CHECK ("printers"."code_page" in ('pc857', 'cp1254'))
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_waiting_idx" ON "print_jobs" USING btree ("printer_id","seq") WHERE "print_jobs"."printed_at" is null;--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "printers_business_idx" ON "printers" USING btree ("business_id");