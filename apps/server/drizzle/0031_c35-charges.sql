ALTER TABLE "businesses" ADD COLUMN "article51_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "article51_declared_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "article51_declared_by_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "alcoholic" boolean DEFAULT false NOT NULL;