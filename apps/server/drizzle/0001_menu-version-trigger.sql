-- Every write to a business's products or categories bumps businesses.menu_version, whoever
-- makes it (this process, another node, staff tools, psql). The in-process menu cache compares
-- the version before serving (docs/decisions/003-menu-cache.md). Statement-level triggers with
-- transition tables: a multi-row write bumps each business once.
CREATE FUNCTION bump_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE businesses SET menu_version = menu_version + 1
    WHERE id IN (SELECT business_id FROM changed_rows UNION SELECT business_id FROM previous_rows);
  ELSE
    UPDATE businesses SET menu_version = menu_version + 1
    WHERE id IN (SELECT business_id FROM changed_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_menu_version_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
--> statement-breakpoint
CREATE TRIGGER products_menu_version_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
--> statement-breakpoint
CREATE TRIGGER products_menu_version_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
--> statement-breakpoint
CREATE TRIGGER categories_menu_version_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
--> statement-breakpoint
CREATE TRIGGER categories_menu_version_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
--> statement-breakpoint
CREATE TRIGGER categories_menu_version_delete AFTER DELETE ON categories
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
