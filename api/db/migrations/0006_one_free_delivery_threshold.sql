ALTER TABLE "shop_info" DROP CONSTRAINT "shop_info_free_delivery_nonnegative";--> statement-breakpoint
ALTER TABLE "shop_info" DROP COLUMN "free_delivery_from_kopecks";