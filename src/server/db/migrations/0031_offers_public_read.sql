-- A coach's packages and membership are on their server-rendered profile: a
-- change to an offer announces itself like the profile's other tables
-- (0008_public_read_cache), so no process keeps a page that lists old offers.
CREATE TRIGGER "package_offers_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();
