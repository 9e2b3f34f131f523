CREATE TABLE "certificate_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certificate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"balance_after_kopecks" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_movements_sign" CHECK (("certificate_movements"."kind" IN ('issued', 'released') AND "certificate_movements"."amount_kopecks" > 0) OR ("certificate_movements"."kind" IN ('held', 'spent') AND "certificate_movements"."amount_kopecks" < 0)),
	CONSTRAINT "certificate_movements_balance" CHECK ("certificate_movements"."balance_after_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"nominal_kopecks" integer NOT NULL,
	"balance_kopecks" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"unit" integer NOT NULL,
	"account_id" integer,
	"held_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_order_item_unit" UNIQUE("order_item_id","unit"),
	CONSTRAINT "certificates_balance" CHECK ("certificates"."balance_kopecks" >= 0 AND "certificates"."balance_kopecks" <= "certificates"."nominal_kopecks"),
	CONSTRAINT "certificates_nominal_positive" CHECK ("certificates"."nominal_kopecks" > 0),
	CONSTRAINT "certificates_code_format" CHECK (code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{16}$')
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_certificate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "certificate_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "certificate_kopecks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_movements" ADD CONSTRAINT "certificate_movements_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_movements" ADD CONSTRAINT "certificate_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_held_order_id_orders_id_fk" FOREIGN KEY ("held_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_movements_certificate_idx" ON "certificate_movements" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_movements_order_idx" ON "certificate_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "certificates_order_idx" ON "certificates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "certificates_account_idx" ON "certificates" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_certificate" CHECK ("orders"."certificate_kopecks" >= 0 AND "orders"."certificate_kopecks" <= "orders"."total_kopecks" AND ("orders"."certificate_code" IS NULL) = ("orders"."certificate_kopecks" = 0));