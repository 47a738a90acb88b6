-- Issue 37 §6–7 (docs/decisions/118-a-payment-keeps-its-figures.md): each payment's share of its
-- day's money, priced by the one bill model in the payment's own transaction, so a computed day
-- adds kept rows up in SQL instead of pricing every bill. No backfill (pricing a bill is not SQL):
-- a payment recorded before this migration is priced when its day is read, as before.
CREATE TABLE "payment_figures" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"service_charges" integer NOT NULL,
	"exact_discounts" double precision NOT NULL,
	"campaigns" integer NOT NULL,
	"staff_discounts" integer NOT NULL,
	"vat" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_figures" ADD CONSTRAINT "payment_figures_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;