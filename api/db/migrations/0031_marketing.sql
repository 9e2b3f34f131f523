ALTER TABLE "posters" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posters" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id") WHERE "orders"."coupon_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "posters" ADD CONSTRAINT "posters_dates_order" CHECK ("posters"."starts_at" IS NULL OR "posters"."ends_at" IS NULL OR "posters"."starts_at" < "posters"."ends_at");