CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_statuses" CHECK ("order_events"."to_status" IN ('new', 'paid', 'assembling', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded') AND ("order_events"."from_status" IS NULL OR "order_events"."from_status" IN ('new', 'paid', 'assembling', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded')))
);
--> statement-breakpoint
DROP INDEX "orders_open_on_receipt_phone_idx";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_open_on_receipt_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."payment_method" = 'cash' AND "orders"."status" IN ('new', 'paid', 'assembling');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('new', 'paid', 'assembling', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded'));