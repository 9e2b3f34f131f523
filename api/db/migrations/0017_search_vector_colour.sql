ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', coalesce(name, '')), 'A')
        || setweight(to_tsvector('russian', coalesce(search_extra, '')), 'B')
        || setweight(to_tsvector('russian', coalesce(search_colour, '')), 'C')
        || setweight(to_tsvector('russian', coalesce(description, '')), 'D')) STORED;