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
CREATE TABLE "slot_masters" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"machine_type_id" integer,
	"slots" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_setting_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_setting_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"product_id" integer NOT NULL,
	"machine_stock_in_id" integer,
	"machine_stock_out_id" integer,
	"price" integer NOT NULL,
	"discounted_price" integer
);
--> statement-breakpoint
CREATE TABLE "slot_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_id" integer NOT NULL,
	"slot_master_id" integer NOT NULL,
	"last_price_send_id" integer
);
--> statement-breakpoint
CREATE TABLE "machine_software_rollouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"update_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"instruction_log_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by_user_id" integer,
	"sent_by_name" text
);
--> statement-breakpoint
CREATE TABLE "machine_software_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version_name" text NOT NULL,
	"version_code" integer NOT NULL,
	"apk_url" text NOT NULL,
	"sha256" text,
	"release_notes" text
);
--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "software_version_name" text;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "software_version_code" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "software_version_at" timestamp with time zone;--> statement-breakpoint
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
ALTER TABLE "slot_masters" ADD CONSTRAINT "slot_masters_machine_type_id_machine_types_id_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_setting_lines" ADD CONSTRAINT "slot_setting_lines_slot_setting_id_slot_settings_id_fk" FOREIGN KEY ("slot_setting_id") REFERENCES "public"."slot_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_setting_lines" ADD CONSTRAINT "slot_setting_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_setting_lines" ADD CONSTRAINT "slot_setting_lines_machine_stock_in_id_machine_stock_ins_id_fk" FOREIGN KEY ("machine_stock_in_id") REFERENCES "public"."machine_stock_ins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_setting_lines" ADD CONSTRAINT "slot_setting_lines_machine_stock_out_id_machine_stock_outs_id_fk" FOREIGN KEY ("machine_stock_out_id") REFERENCES "public"."machine_stock_outs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_slot_master_id_slot_masters_id_fk" FOREIGN KEY ("slot_master_id") REFERENCES "public"."slot_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_last_price_send_id_server_instruction_logs_id_fk" FOREIGN KEY ("last_price_send_id") REFERENCES "public"."server_instruction_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_software_rollouts" ADD CONSTRAINT "machine_software_rollouts_update_id_machine_software_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."machine_software_updates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_software_rollouts" ADD CONSTRAINT "machine_software_rollouts_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_software_rollouts" ADD CONSTRAINT "machine_software_rollouts_instruction_log_id_server_instruction_logs_id_fk" FOREIGN KEY ("instruction_log_id") REFERENCES "public"."server_instruction_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_software_rollouts" ADD CONSTRAINT "machine_software_rollouts_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "machine_screensavers_period_idx" ON "machine_screensavers" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_masters_name_unique" ON "slot_masters" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "slot_masters_machine_type_idx" ON "slot_masters" USING btree ("machine_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_setting_lines_setting_slot_unique" ON "slot_setting_lines" USING btree ("slot_setting_id","slot");--> statement-breakpoint
CREATE INDEX "slot_setting_lines_product_idx" ON "slot_setting_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "slot_setting_lines_stock_in_idx" ON "slot_setting_lines" USING btree ("machine_stock_in_id");--> statement-breakpoint
CREATE INDEX "slot_setting_lines_stock_out_idx" ON "slot_setting_lines" USING btree ("machine_stock_out_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_settings_machine_unique" ON "slot_settings" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "slot_settings_slot_master_idx" ON "slot_settings" USING btree ("slot_master_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_software_rollouts_update_machine_unique" ON "machine_software_rollouts" USING btree ("update_id","machine_id");--> statement-breakpoint
CREATE INDEX "machine_software_rollouts_machine_idx" ON "machine_software_rollouts" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_software_updates_version_code_unique" ON "machine_software_updates" USING btree ("version_code");