CREATE TABLE "shop_order_counters" (
	"shop_hub_id" integer NOT NULL,
	"day" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "shop_order_counters_shop_hub_id_day_pk" PRIMARY KEY("shop_hub_id","day")
);
--> statement-breakpoint
CREATE TABLE "shop_promo_uses" (
	"kind" text NOT NULL,
	"promo_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_promo_uses_kind_promo_id_customer_id_pk" PRIMARY KEY("kind","promo_id","customer_id"),
	CONSTRAINT "shop_promo_uses_not_negative" CHECK ("shop_promo_uses"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_order_counters" ADD CONSTRAINT "shop_order_counters_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promo_uses" ADD CONSTRAINT "shop_promo_uses_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;