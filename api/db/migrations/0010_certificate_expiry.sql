-- A certificate pays for CERTIFICATE_VALID_MONTHS (12) from its issue: the ones already issued get theirs from created_at, then the column turns NOT NULL.
ALTER TABLE "certificates" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "certificates" SET "expires_at" = "created_at" + make_interval(months => 12);--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "expires_at" SET NOT NULL;
