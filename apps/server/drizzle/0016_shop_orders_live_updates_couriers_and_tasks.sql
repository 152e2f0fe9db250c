CREATE TABLE "shop_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"shop_hub_id" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"assigner_id" integer,
	"assignee_id" integer,
	"execution_time" timestamp with time zone NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"started_time" timestamp with time zone,
	"finished_time" timestamp with time zone,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"decline_reason" text,
	"image" text,
	"optional_image" text,
	"fills_recorded" jsonb
);
--> statement-breakpoint
CREATE TABLE "shop_courier_operationals" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop_courier_id" integer NOT NULL,
	"shop_hub_id" integer NOT NULL,
	"day" integer NOT NULL,
	"start" time NOT NULL,
	"end" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_couriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_deliveries" (
	"shop_order_id" integer PRIMARY KEY NOT NULL,
	"courier_vendor" text NOT NULL,
	"vendor_order_no" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" text,
	"event_date" timestamp with time zone,
	"cancelled_by" text,
	"cancellation_reason" text,
	"driver_name" text,
	"driver_phone" text,
	"driver_photo_url" text,
	"live_tracking_url" text,
	"total_distance_in_kms" double precision,
	"pick_up_eta" timestamp with time zone,
	"delivery_eta" timestamp with time zone,
	"receiver_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"address_detail" text,
	"contact_person_phone_number" text,
	"paid_delivery_fee" integer DEFAULT 0 NOT NULL,
	"actual_delivery_fee" integer,
	"delivery_fee_discount" integer DEFAULT 0 NOT NULL,
	"shop_courier_id" integer,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_delivery_statuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"known" boolean DEFAULT true NOT NULL,
	"update_type" text,
	"event_date" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"menu_id" integer,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"total_customization_price" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"total_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total_price_after_discount" integer NOT NULL,
	"cogs" integer DEFAULT 0 NOT NULL,
	"note" text,
	"customizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"toppings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant_units" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shop_promo_id" integer NOT NULL,
	"name" text NOT NULL,
	"discount_level" text NOT NULL,
	"discount_used" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_hub_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"order_no_alias" text NOT NULL,
	"type" text NOT NULL,
	"schedule_type" text DEFAULT 'NOW' NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"customer_id" integer,
	"customer_name" text,
	"cookie_id" text,
	"membership_level_name" text,
	"created_by_id" integer,
	"accepted_by_id" integer,
	"collected_by" text,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_time" timestamp with time zone,
	"accepted_time" timestamp with time zone,
	"pick_up_time" timestamp with time zone,
	"delivered_time" timestamp with time zone,
	"completed_time" timestamp with time zone,
	"expired_time" timestamp with time zone,
	"expected_completed_time" timestamp with time zone,
	"total_price" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer NOT NULL,
	"cogs" integer DEFAULT 0 NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"delivery_discount" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference_id" text,
	"remark" text,
	"deeplink" text,
	"qr" text,
	"pos_promo_partner_id" integer,
	"assigned_voucher_id" integer,
	"voucher_code_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_state_known" CHECK ("shop_orders"."state" in ('WAITING_FOR_PAYMENT', 'PAID', 'ACK', 'COMPLETED', 'EXPIRED', 'MISSED')),
	CONSTRAINT "shop_orders_amounts_not_negative" CHECK ("shop_orders"."total_price" >= 0 and "shop_orders"."discount_amount" >= 0 and "shop_orders"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_pos_draft_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"order_no_alias" text NOT NULL,
	"created_by_id" integer,
	"customer_id" integer,
	"shop_hub_id" integer NOT NULL,
	"type" text NOT NULL,
	"schedule_type" text DEFAULT 'NOW' NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"total_price" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer NOT NULL,
	"payment_method" text NOT NULL,
	"promo_partner_id" integer,
	"promo_partner_name" text,
	"input" jsonb NOT NULL,
	"menus_json" jsonb NOT NULL,
	"promos_json" jsonb NOT NULL,
	"hub_json" jsonb NOT NULL,
	"customer_json" jsonb,
	"created_by_json" jsonb,
	"shop_order_id" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "event_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_delivery_configuration" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"delivery_fee_per_km" integer DEFAULT 2500 NOT NULL,
	"delivery_flat_fee" integer DEFAULT 10000 NOT NULL,
	"maximum_flat_fee_delivery_distance_in_km" double precision DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_delivery_configuration_single_row" CHECK ("shop_delivery_configuration"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_pwa_configuration" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pending_to_live_duration_in_minute" integer DEFAULT 15 NOT NULL,
	"pick_up_time_selection_range_in_minute" integer DEFAULT 15 NOT NULL,
	"pick_up_start_time" time DEFAULT '08:00' NOT NULL,
	"pick_up_end_time" time DEFAULT '21:00' NOT NULL,
	"delivery_time_selection_range_in_minute" integer DEFAULT 30 NOT NULL,
	"delivery_start_time" time DEFAULT '09:00' NOT NULL,
	"delivery_end_time" time DEFAULT '20:00' NOT NULL,
	"gopay_additional_info" text,
	"link_aja_additional_info" text,
	"shopee_pay_additional_info" text,
	"popup_banner_delay_time_in_seconds" integer DEFAULT 10 NOT NULL,
	"maximum_loyalty_points_used_percentage" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_pwa_configuration_single_row" CHECK ("shop_pwa_configuration"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_status" text NOT NULL,
	"order_no" text NOT NULL,
	"shop_order_id" integer,
	"status_code" text NOT NULL,
	"gross_amount" text NOT NULL,
	"fraud_status" text,
	"payment_type" text,
	"transaction_time" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_app_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_voucher_settings" ADD COLUMN "assigned_to_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_assigner_id_users_id_fk" FOREIGN KEY ("assigner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_courier_operationals" ADD CONSTRAINT "shop_courier_operationals_shop_courier_id_shop_couriers_id_fk" FOREIGN KEY ("shop_courier_id") REFERENCES "public"."shop_couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_courier_operationals" ADD CONSTRAINT "shop_courier_operationals_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_couriers" ADD CONSTRAINT "shop_couriers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_deliveries" ADD CONSTRAINT "shop_order_deliveries_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_deliveries" ADD CONSTRAINT "shop_order_deliveries_shop_courier_id_shop_couriers_id_fk" FOREIGN KEY ("shop_courier_id") REFERENCES "public"."shop_couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_delivery_statuses" ADD CONSTRAINT "shop_order_delivery_statuses_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_menu_id_shop_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."shop_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_promos" ADD CONSTRAINT "shop_order_promos_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_pos_promo_partner_id_shop_pos_partners_id_fk" FOREIGN KEY ("pos_promo_partner_id") REFERENCES "public"."shop_pos_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_assigned_voucher_id_shop_assigned_vouchers_id_fk" FOREIGN KEY ("assigned_voucher_id") REFERENCES "public"."shop_assigned_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_voucher_code_id_shop_voucher_codes_id_fk" FOREIGN KEY ("voucher_code_id") REFERENCES "public"."shop_voucher_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pos_draft_orders" ADD CONSTRAINT "shop_pos_draft_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pos_draft_orders" ADD CONSTRAINT "shop_pos_draft_orders_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pos_draft_orders" ADD CONSTRAINT "shop_pos_draft_orders_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pos_draft_orders" ADD CONSTRAINT "shop_pos_draft_orders_promo_partner_id_shop_pos_partners_id_fk" FOREIGN KEY ("promo_partner_id") REFERENCES "public"."shop_pos_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pos_draft_orders" ADD CONSTRAINT "shop_pos_draft_orders_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_counters" ADD CONSTRAINT "shop_order_counters_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promo_uses" ADD CONSTRAINT "shop_promo_uses_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment_notifications" ADD CONSTRAINT "shop_payment_notifications_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_app_requests" ADD CONSTRAINT "shop_app_requests_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_tasks_assignee_execution_idx" ON "shop_tasks" USING btree ("assignee_id","execution_time");--> statement-breakpoint
CREATE INDEX "shop_tasks_hub_execution_idx" ON "shop_tasks" USING btree ("shop_hub_id","execution_time");--> statement-breakpoint
CREATE INDEX "shop_tasks_execution_idx" ON "shop_tasks" USING btree ("execution_time","id");--> statement-breakpoint
CREATE INDEX "shop_tasks_unassigned_idx" ON "shop_tasks" USING btree ("execution_time") WHERE "shop_tasks"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "shop_courier_operationals_courier_idx" ON "shop_courier_operationals" USING btree ("shop_courier_id");--> statement-breakpoint
CREATE INDEX "shop_courier_operationals_hub_day_idx" ON "shop_courier_operationals" USING btree ("shop_hub_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_couriers_user_unique" ON "shop_couriers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_order_deliveries_courier_idx" ON "shop_order_deliveries" USING btree ("shop_courier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_deliveries_vendor_order_unique" ON "shop_order_deliveries" USING btree ("courier_vendor","vendor_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_delivery_statuses_unique" ON "shop_order_delivery_statuses" USING btree ("shop_order_id","attempt","status","event_date");--> statement-breakpoint
CREATE INDEX "shop_order_events_order_idx" ON "shop_order_events" USING btree ("shop_order_id","at","id");--> statement-breakpoint
CREATE INDEX "shop_order_lines_order_idx" ON "shop_order_lines" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "shop_order_promos_order_idx" ON "shop_order_promos" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "shop_order_promos_promo_idx" ON "shop_order_promos" USING btree ("kind","shop_promo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_order_no_unique" ON "shop_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "shop_orders_hub_created_idx" ON "shop_orders" USING btree ("shop_hub_id","created_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("created_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_customer_created_idx" ON "shop_orders" USING btree ("customer_id","created_time");--> statement-breakpoint
CREATE INDEX "shop_orders_state_created_idx" ON "shop_orders" USING btree ("state","created_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_type_created_idx" ON "shop_orders" USING btree ("type","created_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_payment_created_idx" ON "shop_orders" USING btree ("payment_method","created_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_order_no_trgm_idx" ON "shop_orders" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_orders_hub_open_idx" ON "shop_orders" USING btree ("shop_hub_id","state") WHERE "shop_orders"."state" in ('WAITING_FOR_PAYMENT', 'PAID', 'ACK');--> statement-breakpoint
CREATE INDEX "shop_orders_waiting_expiry_idx" ON "shop_orders" USING btree ("expired_time") WHERE "shop_orders"."state" = 'WAITING_FOR_PAYMENT';--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pos_draft_orders_order_no_unique" ON "shop_pos_draft_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "shop_pos_draft_orders_hub_state_idx" ON "shop_pos_draft_orders" USING btree ("shop_hub_id","state","created_time");--> statement-breakpoint
CREATE INDEX "event_outbox_created_idx" ON "event_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payment_notifications_transaction_status_unique" ON "shop_payment_notifications" USING btree ("transaction_id","transaction_status");--> statement-breakpoint
CREATE INDEX "shop_payment_notifications_order_idx" ON "shop_payment_notifications" USING btree ("shop_order_id","received_at");--> statement-breakpoint
CREATE INDEX "shop_payment_notifications_received_idx" ON "shop_payment_notifications" USING btree ("received_at");