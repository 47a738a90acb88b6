ALTER TABLE "categories" ADD COLUMN "station" text DEFAULT 'Mutfak' NOT NULL;--> statement-breakpoint
-- Drinks are made at the bar: categories already named so start there (staff can change it).
UPDATE "categories" SET "station" = 'Bar' WHERE "name" ~ '(İçecek|Rakı|Şarap)';
