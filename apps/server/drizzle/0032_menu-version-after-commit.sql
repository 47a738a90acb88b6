-- A menu_version change is no longer NOTIFYed inside the writer's transaction (a transaction
-- with a pending NOTIFY takes a global lock at commit): it is written to the realtime outbox,
-- and the outbox relay sends the same NOTIFY on `menu_version` after the write has committed
-- (docs/decisions/096-events-after-commit-from-an-outbox.md, ADR 003). A rolled-back write
-- still announces nothing.
CREATE OR REPLACE FUNCTION notify_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO realtime_outbox (rooms, event, payload) VALUES (
    '{}',
    'pg:menu_version',
    to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD.id || ' deleted'
      ELSE NEW.id || ' ' || NEW.menu_version END)
  );
  RETURN NULL;
END
$$;
