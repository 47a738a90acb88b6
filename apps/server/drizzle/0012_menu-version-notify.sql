-- Every committed change of a business's menu_version is announced on the `menu_version`
-- channel as "<business id> <version>", and a deleted business as "<business id> deleted".
-- Each server process LISTENs and serves its cached menu without asking the database while it
-- hears nothing newer (docs/decisions/003-menu-cache.md, "LISTEN/NOTIFY"). NOTIFY is sent at
-- commit, so a rolled-back write announces nothing.
CREATE FUNCTION notify_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('menu_version', OLD.id || ' deleted');
  ELSE
    PERFORM pg_notify('menu_version', NEW.id || ' ' || NEW.menu_version);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_menu_version_notify AFTER UPDATE OF menu_version ON businesses
  FOR EACH ROW WHEN (NEW.menu_version IS DISTINCT FROM OLD.menu_version)
  EXECUTE FUNCTION notify_menu_version();
--> statement-breakpoint
CREATE TRIGGER businesses_deleted_notify AFTER DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION notify_menu_version();
