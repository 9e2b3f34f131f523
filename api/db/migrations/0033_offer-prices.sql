-- Each size its own price (issue 24). Hand-kept: the new columns are filled from the product's
-- price before they become required, so an existing shop's sizes keep the price they had.
ALTER TABLE "offers" ADD COLUMN "price_kopecks" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "old_price_kopecks" integer;--> statement-breakpoint
UPDATE "offers" AS o
   SET "price_kopecks" = p."price_kopecks",
       "old_price_kopecks" = CASE WHEN p."old_price_kopecks" > p."price_kopecks" THEN p."old_price_kopecks" END
  FROM "products" AS p
 WHERE p."id" = o."product_id";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "price_kopecks" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_positive" CHECK ("offers"."price_kopecks" > 0);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_old_price_above" CHECK ("offers"."old_price_kopecks" IS NULL OR "offers"."old_price_kopecks" > "offers"."price_kopecks");
