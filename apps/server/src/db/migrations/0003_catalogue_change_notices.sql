-- Every write to what public pages and searches show tells the server processes (LISTEN konak_catalogue), which
-- drop their in-memory catalogue and cached answers at once (decision 038). The payload says which part changed:
-- 'listings' (apartments, tours, their texts and pictures, amenities, home pictures, legal texts), 'prices' (the
-- pricing calendar: prices, minimum stays, closed nights) or 'bookings' (reservations). A notice is sent at commit only, so a rolled-back write notifies nobody;
-- the triggers are per statement and PostgreSQL folds identical notices of one transaction into one, so a year of
-- prices written at once sends one notice.
CREATE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('konak_catalogue', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "apartments_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apartments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "apartment_translations_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apartment_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "apartment_slug_history_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apartment_slug_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "apartment_images_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apartment_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "apartment_amenities_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apartment_amenities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "amenities_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "amenities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "tours_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tours"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "tour_translations_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "tour_images_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "site_images_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "legal_documents_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "legal_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('listings');
--> statement-breakpoint
CREATE TRIGGER "pricing_days_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pricing_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('prices');
--> statement-breakpoint
-- Payment bookkeeping does not change what is free: only the columns that decide which nights or places are taken.
CREATE TRIGGER "reservations_catalogue_change"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status", "type", "apartment_id", "tour_id", "check_in", "check_out", "adults", "children"
  ON "reservations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('bookings');
