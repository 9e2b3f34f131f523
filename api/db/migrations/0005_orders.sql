CREATE TABLE "delivery_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_kopecks" integer NOT NULL,
	"free_from_kopecks" integer,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "delivery_methods_price_nonnegative" CHECK ("delivery_methods"."price_kopecks" >= 0),
	CONSTRAINT "delivery_methods_free_from_nonnegative" CHECK ("delivery_methods"."free_from_kopecks" IS NULL OR "delivery_methods"."free_from_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "form_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"session_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_requests_phone_format" CHECK ("form_requests"."phone" ~ '^7[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"offer_id" integer,
	"product_id" integer,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"size" text NOT NULL,
	"picture" text,
	"quantity" integer NOT NULL,
	"price_kopecks" integer NOT NULL,
	"old_price_kopecks" integer,
	"discount_kopecks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_money" CHECK ("order_items"."price_kopecks" >= 0 AND "order_items"."discount_kopecks" >= 0 AND "order_items"."discount_kopecks" <= "order_items"."price_kopecks" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"session_id" integer,
	"idempotency_key" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"comment" text DEFAULT '' NOT NULL,
	"delivery_method" text,
	"pickup_point_id" integer,
	"address" text,
	"payment_method" text NOT NULL,
	"goods_kopecks" integer NOT NULL,
	"discount_kopecks" integer DEFAULT 0 NOT NULL,
	"delivery_kopecks" integer DEFAULT 0 NOT NULL,
	"total_kopecks" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"gift_wrap" boolean DEFAULT false NOT NULL,
	"card_message" text DEFAULT '' NOT NULL,
	"no_prices_receipt" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_session_idempotency_key" UNIQUE("session_id","idempotency_key"),
	CONSTRAINT "orders_phone_format" CHECK ("orders"."phone" ~ '^7[0-9]{10}$'),
	CONSTRAINT "orders_money" CHECK ("orders"."goods_kopecks" >= 0 AND "orders"."discount_kopecks" >= 0 AND "orders"."discount_kopecks" <= "orders"."goods_kopecks" AND "orders"."delivery_kopecks" >= 0 AND "orders"."total_kopecks" = "orders"."goods_kopecks" - "orders"."discount_kopecks" + "orders"."delivery_kopecks"),
	CONSTRAINT "orders_delivery_target" CHECK (("orders"."delivery_method" IS DISTINCT FROM 'pickup' OR "orders"."pickup_point_id" IS NOT NULL) AND ("orders"."delivery_method" IS DISTINCT FROM 'courier' OR "orders"."address" IS NOT NULL)),
	CONSTRAINT "orders_card_message_length" CHECK (char_length("orders"."card_message") <= 300)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"idempotence_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"sbp_payload" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_order_provider" UNIQUE("order_id","provider"),
	CONSTRAINT "payments_provider_external_id" UNIQUE("provider","external_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_kopecks" > 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"schedule" text NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pickup_points_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "form_requests" ADD CONSTRAINT "form_requests_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_requests" ADD CONSTRAINT "form_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_session_created_idx" ON "orders" USING btree ("session_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pickup_points_city_idx" ON "pickup_points" USING btree ("city");--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_order" UNIQUE("order_id");