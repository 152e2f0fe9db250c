CREATE TABLE "shop_app_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_app_requests" ADD CONSTRAINT "shop_app_requests_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;