-- Why: every server instance keeps the themes it has read by id (a user's own theme, which the
-- catalogue and the cart ask on every call to know whether it hides prices: decision 0098)
-- instead of asking the database each time. Any change to a theme, by whatever code or person,
-- is announced on the channel 'theme_changes' with the theme's id, in the transaction that makes
-- it, so every instance forgets that theme before the change can be relied on (decision 0049's
-- mechanism); an insert too, so that an id once read as missing is read again; a truncate
-- announces '*' (forget all).
CREATE FUNCTION "announce_theme_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('theme_changes', OLD.id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('theme_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "announce_all_themes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('theme_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "themes_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "themes"
  FOR EACH ROW EXECUTE FUNCTION "announce_theme_change"();--> statement-breakpoint
CREATE TRIGGER "themes_announce_truncate" AFTER TRUNCATE ON "themes"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_all_themes_changed"();
