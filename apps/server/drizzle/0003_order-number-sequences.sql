-- Order numbers come from a sequence per business instead of businesses.last_order_number.
-- Taking the next number from the business row locked that row until the order committed, so
-- a business's orders were written one at a time (docs/decisions/006-order-write-path.md).
-- nextval never waits; a number taken by a write that then fails is skipped.
CREATE FUNCTION order_number_sequence(business_id text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT 'order_numbers_' || business_id $$;
--> statement-breakpoint
CREATE FUNCTION maintain_order_number_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('CREATE SEQUENCE %I AS integer', order_number_sequence(NEW.id));
  ELSE
    EXECUTE format('DROP SEQUENCE IF EXISTS %I', order_number_sequence(OLD.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_order_number_sequence AFTER INSERT OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION maintain_order_number_sequence();
--> statement-breakpoint
DO $$
DECLARE b record;
BEGIN
  FOR b IN SELECT id, last_order_number FROM businesses LOOP
    EXECUTE format('CREATE SEQUENCE %I AS integer START %s', order_number_sequence(b.id),
      b.last_order_number + 1);
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "last_order_number";
