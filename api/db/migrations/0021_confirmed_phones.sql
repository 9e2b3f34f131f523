CREATE TABLE "confirmed_phones" (
	"session_id" integer NOT NULL,
	"phone" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmed_phones_session_id_phone_pk" PRIMARY KEY("session_id","phone"),
	CONSTRAINT "confirmed_phones_phone_format" CHECK ("confirmed_phones"."phone" ~ '^7[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "confirmed_phones" ADD CONSTRAINT "confirmed_phones_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_open_on_receipt_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."payment_method" = 'cash' AND "orders"."status" IN ('new', 'paid');