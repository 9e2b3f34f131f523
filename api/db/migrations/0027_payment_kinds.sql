ALTER TABLE "payments" DROP CONSTRAINT "payments_order_provider";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_provider_once" ON "payments" USING btree ("order_id","provider") WHERE "payments"."kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_surcharge" ON "payments" USING btree ("order_id") WHERE "payments"."kind" = 'surcharge' AND "payments"."status" <> 'succeeded' AND "payments"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");