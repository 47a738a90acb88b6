-- Issue 37 §6–7 (docs/decisions/113-a-report-adds-up-its-days.md): each business's sales figures
-- per Istanbul day, kept when a close settles the day; a report adds kept days up and computes
-- only the others. No backfill: days settled before this migration are kept on their first read.
CREATE TABLE "report_days" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"version" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;