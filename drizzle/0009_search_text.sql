-- Free-text search reads one pre-folded column instead of folding every row at query time
-- (0008's expression indexes made a list page join thousands of ids): triggers keep it current.
ALTER TABLE "properties" ADD COLUMN "search_text" text;--> statement-breakpoint
DROP INDEX IF EXISTS properties_search_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS property_texts_title_trgm_idx;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrine_search_text(p_id integer, p_city text, p_street text, p_record_file text, p_zip text) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT vitrine_fold(concat_ws(' ', p_city, p_street, p_record_file, p_zip, (SELECT string_agg(t.title, ' ' ORDER BY t.locale) FROM property_texts t WHERE t.property_id = p_id))) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrine_properties_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.search_text := vitrine_search_text(NEW.id, NEW.city, NEW.street, NEW.record_file, NEW.zip);
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER properties_search_text BEFORE INSERT OR UPDATE OF city, street, record_file, zip ON properties
  FOR EACH ROW EXECUTE FUNCTION vitrine_properties_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrine_texts_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE properties p SET search_text = vitrine_search_text(p.id, p.city, p.street, p.record_file, p.zip)
      WHERE p.id IN (SELECT property_id FROM changed_texts);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER property_texts_search_text_insert AFTER INSERT ON property_texts
  REFERENCING NEW TABLE AS changed_texts FOR EACH STATEMENT EXECUTE FUNCTION vitrine_texts_search_text();--> statement-breakpoint
CREATE TRIGGER property_texts_search_text_update AFTER UPDATE ON property_texts
  REFERENCING NEW TABLE AS changed_texts FOR EACH STATEMENT EXECUTE FUNCTION vitrine_texts_search_text();--> statement-breakpoint
CREATE TRIGGER property_texts_search_text_delete AFTER DELETE ON property_texts
  REFERENCING OLD TABLE AS changed_texts FOR EACH STATEMENT EXECUTE FUNCTION vitrine_texts_search_text();--> statement-breakpoint
UPDATE properties p SET search_text = vitrine_search_text(p.id, p.city, p.street, p.record_file, p.zip);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_search_text_trgm_idx ON properties USING gin (search_text gin_trgm_ops);
