DROP INDEX "outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."sent_at" IS NULL AND "outbox"."failed_at" IS NULL;--> statement-breakpoint
-- Wakes the job runner when a message is committed: PostgreSQL delivers a NOTIFY only at commit (and
-- never for a rolled-back transaction), so writers need not call anything after their transaction.
-- The payload is 'kind:id'. Not in the drizzle schema (drizzle has no triggers); kept here by hand.
CREATE FUNCTION "outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', NEW.kind || ':' || NEW.id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_notify" AFTER INSERT ON "outbox" FOR EACH ROW EXECUTE FUNCTION "outbox_notify"();
