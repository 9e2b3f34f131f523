-- Trigram indexes on product names (search with typos) need pg_trgm; it is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
