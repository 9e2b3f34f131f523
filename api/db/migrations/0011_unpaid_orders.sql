-- Issue 12: why and when an order was cancelled (the unpaid-order job), money to return for a payment that came too late, and the job's search over waiting SBP orders.
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unpaid_sbp_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'new' AND "orders"."payment_method" = 'sbp';