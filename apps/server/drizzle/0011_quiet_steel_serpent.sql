CREATE TABLE "order_daily_sales" (
	"day" date NOT NULL,
	"machine_id" integer NOT NULL,
	"hub_id" integer,
	"product_id" integer NOT NULL,
	"payment_method" text,
	"cups" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"gmv" bigint NOT NULL,
	"cogs" bigint NOT NULL,
	"corporate_discount" bigint NOT NULL,
	"subsidy" bigint NOT NULL,
	CONSTRAINT "order_daily_sales_key" UNIQUE NULLS NOT DISTINCT("day","machine_id","hub_id","product_id","payment_method")
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"machine_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"payment_provider" text,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vending_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"state" text NOT NULL,
	"created_time" timestamp with time zone,
	"paid_time" timestamp with time zone,
	"pay_done_time" timestamp with time zone,
	"product_done_time" timestamp with time zone,
	"failed_time" timestamp with time zone,
	"refunded_time" timestamp with time zone,
	"duration" integer,
	"payment_method" text,
	"payment_provider" text,
	"payment_reference_id" text,
	"price" integer,
	"original_price" integer,
	"gmv" integer,
	"cogs" integer,
	"corporate_discount" integer DEFAULT 0 NOT NULL,
	"subsidy" integer DEFAULT 0 NOT NULL,
	"sales_type" text,
	"slot" integer,
	"remark" text,
	"product_id" integer,
	"product_name" text,
	"hub_id" integer,
	"hub_internal_id" text,
	"hub_name" text,
	"machine_no" text NOT NULL,
	"machine_initial" text,
	"stock_consumed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_banner_machine_types" (
	"machine_banner_id" integer NOT NULL,
	"machine_type_id" integer NOT NULL,
	CONSTRAINT "machine_banner_machine_types_pk" PRIMARY KEY("machine_banner_id","machine_type_id")
);
--> statement-breakpoint
CREATE TABLE "machine_banner_machines" (
	"machine_banner_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "machine_banner_machines_pk" PRIMARY KEY("machine_banner_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "machine_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"image_url" text NOT NULL,
	"target" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_screensaver_machine_types" (
	"machine_screensaver_id" integer NOT NULL,
	"machine_type_id" integer NOT NULL,
	CONSTRAINT "machine_screensaver_machine_types_pk" PRIMARY KEY("machine_screensaver_id","machine_type_id")
);
--> statement-breakpoint
CREATE TABLE "machine_screensaver_machines" (
	"machine_screensaver_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "machine_screensaver_machines_pk" PRIMARY KEY("machine_screensaver_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "machine_screensavers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"image_url" text NOT NULL,
	"target" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_daily_sales" ADD CONSTRAINT "order_daily_sales_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_daily_sales" ADD CONSTRAINT "order_daily_sales_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_daily_sales" ADD CONSTRAINT "order_daily_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_orders" ADD CONSTRAINT "vending_orders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_orders" ADD CONSTRAINT "vending_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_orders" ADD CONSTRAINT "vending_orders_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_banner_machine_types" ADD CONSTRAINT "machine_banner_machine_types_media_fk" FOREIGN KEY ("machine_banner_id") REFERENCES "public"."machine_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_banner_machine_types" ADD CONSTRAINT "machine_banner_machine_types_type_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_banner_machines" ADD CONSTRAINT "machine_banner_machines_media_fk" FOREIGN KEY ("machine_banner_id") REFERENCES "public"."machine_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_banner_machines" ADD CONSTRAINT "machine_banner_machines_machine_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_screensaver_machine_types" ADD CONSTRAINT "machine_screensaver_machine_types_media_fk" FOREIGN KEY ("machine_screensaver_id") REFERENCES "public"."machine_screensavers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_screensaver_machine_types" ADD CONSTRAINT "machine_screensaver_machine_types_type_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_screensaver_machines" ADD CONSTRAINT "machine_screensaver_machines_media_fk" FOREIGN KEY ("machine_screensaver_id") REFERENCES "public"."machine_screensavers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_screensaver_machines" ADD CONSTRAINT "machine_screensaver_machines_machine_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_daily_sales_hub_day_idx" ON "order_daily_sales" USING btree ("hub_id","day");--> statement-breakpoint
CREATE INDEX "order_daily_sales_machine_day_idx" ON "order_daily_sales" USING btree ("machine_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "order_logs_machine_event_unique" ON "order_logs" USING btree ("machine_id","event_id");--> statement-breakpoint
CREATE INDEX "order_logs_machine_order_idx" ON "order_logs" USING btree ("machine_id","order_no");--> statement-breakpoint
CREATE INDEX "order_logs_time_idx" ON "order_logs" USING btree ("time","id");--> statement-breakpoint
CREATE INDEX "order_logs_order_no_idx" ON "order_logs" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "vending_orders_machine_order_no_unique" ON "vending_orders" USING btree ("machine_id","order_no");--> statement-breakpoint
CREATE INDEX "vending_orders_created_idx" ON "vending_orders" USING btree ("created_time","id");--> statement-breakpoint
CREATE INDEX "vending_orders_hub_created_idx" ON "vending_orders" USING btree ("hub_id","created_time","id");--> statement-breakpoint
CREATE INDEX "vending_orders_machine_created_idx" ON "vending_orders" USING btree ("machine_id","created_time","id");--> statement-breakpoint
CREATE INDEX "vending_orders_order_no_idx" ON "vending_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "machine_banner_machine_types_type_idx" ON "machine_banner_machine_types" USING btree ("machine_type_id");--> statement-breakpoint
CREATE INDEX "machine_banner_machines_machine_idx" ON "machine_banner_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_banners_name_unique" ON "machine_banners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "machine_banners_period_idx" ON "machine_banners" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "machine_screensaver_machine_types_type_idx" ON "machine_screensaver_machine_types" USING btree ("machine_type_id");--> statement-breakpoint
CREATE INDEX "machine_screensaver_machines_machine_idx" ON "machine_screensaver_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_screensavers_name_unique" ON "machine_screensavers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "machine_screensavers_period_idx" ON "machine_screensavers" USING btree ("start_date","end_date");