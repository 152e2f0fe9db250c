CREATE TABLE "shop_analytics_customers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"first_paid_day" date NOT NULL,
	"last_paid_day" date NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_app_event_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_app_event_daily_pk" PRIMARY KEY("day","kind","subject_id"),
	CONSTRAINT "shop_app_event_daily_kind_known" CHECK ("shop_app_event_daily"."kind" in ('BANNER_VIEW', 'BANNER_CLICK', 'DEAL_CLICK', 'INSTALL_PROMPT_SHOWN', 'INSTALL_ACCEPTED', 'STANDALONE_LAUNCH', 'PUSH_OPT_IN', 'PUSH_OPT_OUT'))
);
--> statement-breakpoint
CREATE TABLE "shop_app_event_ids" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_sales_daily" (
	"shop_hub_id" integer NOT NULL,
	"day" date NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"cogs" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_product_sales_daily_pk" PRIMARY KEY("day","shop_hub_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "shop_sales_hourly" (
	"shop_hub_id" integer NOT NULL,
	"hour" timestamp NOT NULL,
	"channel" text NOT NULL,
	"order_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"cogs" bigint DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"returning_customers" integer DEFAULT 0 NOT NULL,
	"voucher_orders" integer DEFAULT 0 NOT NULL,
	"promo_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_sales_hourly_pk" PRIMARY KEY("hour","shop_hub_id","channel","order_type","payment_method")
);
--> statement-breakpoint
ALTER TABLE "shop_product_sales_daily" ADD CONSTRAINT "shop_product_sales_daily_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sales_hourly" ADD CONSTRAINT "shop_sales_hourly_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_app_event_ids_received_idx" ON "shop_app_event_ids" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "shop_sales_hourly_hub_hour_idx" ON "shop_sales_hourly" USING btree ("shop_hub_id","hour");