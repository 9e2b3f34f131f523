ALTER TABLE "outbox" ADD COLUMN "event_key" text;--> statement-breakpoint
CREATE INDEX "outbox_unsent_event_idx" ON "outbox" USING btree ("event_key") WHERE "outbox"."event_key" IS NOT NULL AND "outbox"."sent_at" IS NULL AND "outbox"."failed_at" IS NULL;--> statement-breakpoint
-- The wake (0009) names an event's messages by their event: 'event:order:42:placed' instead of
-- 'kind:id'. PostgreSQL folds the notifications of one transaction that are alike into one, so the
-- three notices of an order wake the job runner once, and it asks for one job for them.
CREATE OR REPLACE FUNCTION "outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.event_key IS NULL THEN
    PERFORM pg_notify('outbox', NEW.kind || ':' || NEW.id);
  ELSE
    PERFORM pg_notify('outbox', 'event:' || NEW.event_key);
  END IF;
  RETURN NEW;
END;
$$;
