-- Every table gets an access token, the secret its printed QR code carries (ADR 015): twelve
-- symbols of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ, 60 bits from gen_random_uuid()'s random bytes
-- (bytes 0-5 and 10-15; 6 and 8 hold the version and variant). 256 is a multiple of 32, so
-- each byte mod 32 picks a symbol uniformly. A volatile default fills every existing row with
-- its own token.
CREATE FUNCTION new_table_token() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', get_byte(b, i) % 32 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) AS r,
    unnest(ARRAY[0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15]) AS i
$$;
--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "access_token" text DEFAULT new_table_token() NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD COLUMN "at_table" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tables_access_token_key" ON "tables" USING btree ("access_token");--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_access_token_check" CHECK ("tables"."access_token" ~ '^[2-9A-HJ-NP-Z]{12}$');