-- Free-text search (issue 18): trigram indexes over accent-folded, lower-case text, so that
-- "liege" finds "Liège" and a word anywhere in a city, street, file number or title is found by
-- an index rather than by reading every property. pg_trgm and unaccent are trusted extensions
-- (PostgreSQL 13+): the database's owner may create them, on the embedded and a managed server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, folding is
-- fixed, so this wrapper may be IMMUTABLE and serve in an index.
CREATE OR REPLACE FUNCTION vitrine_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_search_trgm_idx ON properties USING gin (vitrine_fold(coalesce(city, '') || ' ' || coalesce(street, '') || ' ' || coalesce(record_file, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS property_texts_title_trgm_idx ON property_texts USING gin (vitrine_fold(title) gin_trgm_ops);
