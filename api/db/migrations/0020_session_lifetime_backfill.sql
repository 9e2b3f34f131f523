-- Sessions made before sessions could end (issue 21): their token counts from the row's making, the
-- earliest it can have been issued, so a year-old session ends now rather than 180 days after this
-- migration; a row sign-out retired (its token 'retired:…') ended at its last use.
UPDATE "sessions" SET "issued_at" = "created_at";--> statement-breakpoint
UPDATE "sessions" SET "ended_at" = "last_seen_at" WHERE "token_hash" LIKE 'retired:%';
