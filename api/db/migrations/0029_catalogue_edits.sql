CREATE TABLE "catalog_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_revision_one_row" CHECK ("catalog_revision"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "style" text DEFAULT 'plain' NOT NULL;