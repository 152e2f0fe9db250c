CREATE TABLE "order_price_differences" (
	"day" date NOT NULL,
	"machine_id" integer NOT NULL,
	"hub_id" integer,
	"product_id" integer NOT NULL,
	"payment_method" text,
	"orders" integer NOT NULL,
	"differing_orders" integer NOT NULL,
	"money_at_stake" bigint NOT NULL,
	"undercharged" bigint NOT NULL,
	"overcharged" bigint NOT NULL,
	CONSTRAINT "order_price_differences_key" UNIQUE NULLS NOT DISTINCT("day","machine_id","hub_id","product_id","payment_method")
);
--> statement-breakpoint
ALTER TABLE "vending_orders" ADD COLUMN "expected_price" integer;--> statement-breakpoint
ALTER TABLE "order_price_differences" ADD CONSTRAINT "order_price_differences_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_price_differences" ADD CONSTRAINT "order_price_differences_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_price_differences" ADD CONSTRAINT "order_price_differences_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_price_differences_machine_day_idx" ON "order_price_differences" USING btree ("machine_id","day");--> statement-breakpoint
CREATE INDEX "order_price_differences_hub_day_idx" ON "order_price_differences" USING btree ("hub_id","day");--> statement-breakpoint
CREATE INDEX "order_daily_sales_noon_idx" ON "order_daily_sales" USING btree ((("day" + time '12:00') at time zone 'Asia/Jakarta'));