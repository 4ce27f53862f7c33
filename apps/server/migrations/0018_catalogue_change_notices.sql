-- Why: every server instance keeps the catalogue it has loaded and, while it listens, no longer
-- asks the database for the catalogue's version on every request (issue 11, decision 0049's
-- mechanism). Any change to a catalogue table, by whatever code or person, is announced on the
-- channel 'catalogue_changes' in the transaction that makes it, once per statement, so every
-- instance loads the catalogue again before the change can be relied on.
CREATE FUNCTION "announce_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_themes_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_themes"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_page_prices_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_page_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_tiers_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tiers"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_menus_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_menus"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_option_groups_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_option_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_options_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalogue_change"();
