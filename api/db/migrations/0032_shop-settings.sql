ALTER TABLE "certificates" DROP CONSTRAINT "certificates_order_item_unit";--> statement-breakpoint
ALTER TABLE "certificate_movements" DROP CONSTRAINT "certificate_movements_sign";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "reissued_from_id" integer;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "source" text DEFAULT 'cdek' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_reissued_from_id_certificates_id_fk" FOREIGN KEY ("reissued_from_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_order_item_unit" ON "certificates" USING btree ("order_item_id","unit") WHERE "certificates"."reissued_from_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_reissued_from" ON "certificates" USING btree ("reissued_from_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_low_stock_threshold_nonnegative" CHECK ("offers"."low_stock_threshold" IS NULL OR "offers"."low_stock_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "certificate_movements" ADD CONSTRAINT "certificate_movements_sign" CHECK (("certificate_movements"."kind" IN ('issued', 'released') AND "certificate_movements"."amount_kopecks" > 0) OR ("certificate_movements"."kind" IN ('held', 'spent', 'reissued') AND "certificate_movements"."amount_kopecks" < 0));--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_source_known" CHECK (source IN ('cdek', 'manual'));