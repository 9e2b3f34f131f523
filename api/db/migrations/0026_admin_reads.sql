CREATE TABLE "shopper_notes" (
	"phone" text PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_notes_phone_format" CHECK ("shopper_notes"."phone" ~ '^7[0-9]{10}$'),
	CONSTRAINT "shopper_notes_note_length" CHECK (char_length(note) <= 2000)
);
--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_phone_placed_idx" ON "orders" USING btree ("phone","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at","total_kopecks") WHERE "orders"."paid_at" IS NULL AND "orders"."status" NOT IN ('cancelled', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_phone_tail_idx" ON "orders" USING btree (reverse("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower("name" || ' ' || coalesce("email", '') || ' ' || "phone" || ' ' || "code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_phone_tail_idx" ON "users" USING btree (reverse("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || coalesce("email", '') || ' ' || "phone") gin_trgm_ops);