ALTER TABLE "shop_customers" DROP COLUMN "total_item";--> statement-breakpoint
ALTER TABLE "shop_customers" DROP COLUMN "total_item_current_period";