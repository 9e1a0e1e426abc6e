-- Every committed change to what the catalogue's answers are made of is announced on the
-- channel 'catalogue_changed' (ADR 0043): each API instance listens and forgets the answers it
-- keeps in memory. PostgreSQL delivers a notice after the commit, once per transaction and
-- payload, so a seed of a thousand rows costs one notice per table.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_upsells_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_upsells"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "variation_properties_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variation_properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_variations_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "product_variations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
-- Every order takes stock off, but the catalogue shows only whether a variation can be had:
-- a change of stock alone is announced when it reaches zero or comes back from it.
CREATE TRIGGER "product_variations_changed" AFTER UPDATE ON "product_variations"
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')
    OR (coalesce(OLD.stock, 1) > 0) IS DISTINCT FROM (coalesce(NEW.stock, 1) > 0)
  ) EXECUTE FUNCTION "notify_catalogue_changed"();
