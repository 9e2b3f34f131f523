-- Issue 25: the carrier's points in full, its tariffs as last asked, shipments, products' weights,
-- the price source and term an order records, and the status of an order brought back unclaimed.
CREATE TABLE "delivery_tariffs" (
	"method" text NOT NULL,
	"city_key" text NOT NULL,
	"weight_band" integer NOT NULL,
	"provider" text NOT NULL,
	"tariff_code" integer NOT NULL,
	"price_kopecks" integer NOT NULL,
	"days_min" smallint NOT NULL,
	"days_max" smallint NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_tariffs_method_city_key_weight_band_pk" PRIMARY KEY("method","city_key","weight_band"),
	CONSTRAINT "delivery_tariffs_money" CHECK ("delivery_tariffs"."price_kopecks" >= 0 AND "delivery_tariffs"."days_min" >= 0 AND "delivery_tariffs"."days_max" >= "delivery_tariffs"."days_min")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"tracking_number" text,
	"state" text DEFAULT 'registering' NOT NULL,
	"carrier_status" text,
	"carrier_status_at" timestamp with time zone,
	"noticed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order" UNIQUE("order_id"),
	CONSTRAINT "shipments_external" UNIQUE("provider","external_id"),
	CONSTRAINT "shipments_state_known" CHECK (state IN ('registering', 'accepted', 'in_transit', 'ready', 'delivered', 'returned', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "pickup_points" DROP CONSTRAINT "pickup_points_source_known";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_statuses";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "pickup_points" ALTER COLUMN "source" SET DEFAULT 'manual';--> statement-breakpoint
-- Hand-kept: the points a shop had as 'cdek' are the demo's invented ones, the sandbox carrier's.
UPDATE "pickup_points" SET "source" = 'sandbox' WHERE "source" = 'cdek';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "city_code" integer;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "metro" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "takes_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "takes_cash" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "weight_max_grams" integer;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_price_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_min" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_max" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_city_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("checked_at") WHERE "shipments"."state" NOT IN ('delivered', 'returned', 'cancelled');--> statement-breakpoint
CREATE INDEX "pickup_points_city_code_idx" ON "pickup_points" USING btree ("city_code") WHERE "pickup_points"."active";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_range" CHECK ("products"."weight_grams" BETWEEN 1 AND 30000);--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_source_known" CHECK (source IN ('sandbox', 'cdek', 'manual'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_statuses" CHECK ("order_events"."to_status" IN ('new', 'paid', 'assembling', 'shipped', 'delivered', 'returned', 'cancelled', 'partially_refunded', 'refunded') AND ("order_events"."from_status" IS NULL OR "order_events"."from_status" IN ('new', 'paid', 'assembling', 'shipped', 'delivered', 'returned', 'cancelled', 'partially_refunded', 'refunded')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_price_source" CHECK (delivery_price_source IN ('tariff', 'last_known', 'flat', 'free'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_days" CHECK ("orders"."delivery_days_min" IS NULL OR ("orders"."delivery_days_min" >= 0 AND "orders"."delivery_days_max" >= "orders"."delivery_days_min"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('new', 'paid', 'assembling', 'shipped', 'delivered', 'returned', 'cancelled', 'partially_refunded', 'refunded'));