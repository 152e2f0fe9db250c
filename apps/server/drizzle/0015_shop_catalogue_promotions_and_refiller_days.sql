CREATE SEQUENCE "public"."priorities" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shop_menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_menu_customization_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customization_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_menu_customizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_menu_display_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_menu_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"menu_category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_jumpstart_merchant" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_display_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_product_machine_type_displays" (
	"shop_product_id" integer NOT NULL,
	"machine_type_display_id" integer NOT NULL,
	CONSTRAINT "shop_product_machine_type_displays_shop_product_id_machine_type_display_id_pk" PRIMARY KEY("shop_product_id","machine_type_display_id")
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"price" integer NOT NULL,
	"display_category_id" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_toppings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"product_id" integer,
	"cogs" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_variant_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant_id" integer NOT NULL,
	"name" text NOT NULL,
	"product_id" integer
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL,
	"product_id_combined_in_shop_order_menu" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_menu_customization_item_links" (
	"menu_id" integer NOT NULL,
	"customization_item_id" integer NOT NULL,
	CONSTRAINT "shop_menu_customization_item_links_menu_id_customization_item_id_pk" PRIMARY KEY("menu_id","customization_item_id")
);
--> statement-breakpoint
CREATE TABLE "shop_menu_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"cogs" integer NOT NULL,
	"active" boolean NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_menu_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"menu_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"amount" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_menu_toppings" (
	"menu_id" integer NOT NULL,
	"topping_id" integer NOT NULL,
	CONSTRAINT "shop_menu_toppings_menu_id_topping_id_pk" PRIMARY KEY("menu_id","topping_id")
);
--> statement-breakpoint
CREATE TABLE "shop_menu_variant_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"menu_id" integer NOT NULL,
	"variant_unit_id" integer NOT NULL,
	"cogs" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" integer NOT NULL,
	"cogs" integer NOT NULL,
	"image_url" text,
	"product_id" integer,
	"menu_subcategory_id" integer,
	"display_category_id" integer,
	"priority" integer DEFAULT nextval('priorities') NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_hub_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop_hub_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"price" integer NOT NULL,
	"discounted_price" integer,
	"discount_start_at" timestamp with time zone,
	"discount_end_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_hub_operationals" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop_hub_id" integer NOT NULL,
	"day" integer NOT NULL,
	"open" time NOT NULL,
	"close" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_hub_stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop_hub_id" integer NOT NULL,
	"ingredient_id" integer,
	"packaging_id" integer,
	"current_stock" integer DEFAULT 0 NOT NULL,
	"min_stock" integer DEFAULT 0 NOT NULL,
	"max_stock" integer NOT NULL,
	CONSTRAINT "shop_hub_stocks_one_item" CHECK (("shop_hub_stocks"."ingredient_id" is null) <> ("shop_hub_stocks"."packaging_id" is null)),
	CONSTRAINT "shop_hub_stocks_not_negative" CHECK ("shop_hub_stocks"."current_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_hubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"hub_no" text NOT NULL,
	"phone_no" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"target_item" integer,
	"target_revenue" integer,
	"target_order" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_membership_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"membership_id" integer NOT NULL,
	"referral_name" text NOT NULL,
	"total_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_membership_qualification_duration" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_membership_qualification_duration_single_row" CHECK ("shop_membership_qualification_duration"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level_name" text NOT NULL,
	"color" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_privilege_visible" boolean DEFAULT true NOT NULL,
	"obtain_qualification" integer DEFAULT 0 NOT NULL,
	"retain_qualification" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL,
	"privilege" text
);
--> statement-breakpoint
CREATE TABLE "shop_customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text,
	"note" text,
	"latitude" double precision,
	"longitude" double precision,
	"contact_person_name" text,
	"contact_person_phone_no" text
);
--> statement-breakpoint
CREATE TABLE "shop_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone_no" text,
	"email" text,
	"status" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by_id" integer,
	"gender" text,
	"birthdate" date,
	"membership_id" integer,
	"total_item" integer DEFAULT 0 NOT NULL,
	"total_item_current_period" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_customers_status_known" CHECK ("shop_customers"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "shop_deal_third_party_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deal_id" integer NOT NULL,
	"third_party_promo_id" integer NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"partner_id" integer NOT NULL,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"path_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"impression" integer DEFAULT 0 NOT NULL,
	"scanned" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_discount_maximum_amount" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"amount" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_discount_maximum_amount_single_row" CHECK ("shop_discount_maximum_amount"."id" = 1),
	CONSTRAINT "shop_discount_maximum_amount_not_negative" CHECK ("shop_discount_maximum_amount"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_pos_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_pos_sales_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_third_party_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"url" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"impression" integer DEFAULT 0 NOT NULL,
	"click" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule_id" integer NOT NULL,
	"kind" text NOT NULL,
	"image_url" text,
	"qr_promo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_promotion_item_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"position" integer NOT NULL,
	"menu_ids" integer[] NOT NULL,
	"discount_amount" integer NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_promotion_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"discount_level" text NOT NULL,
	"discount_amount" integer NOT NULL,
	"unit" text NOT NULL,
	"item_rule" text,
	"minimum_item" integer,
	"minimum_amount" integer,
	"allowed_order_types" text[] DEFAULT '{}' NOT NULL,
	"allowed_payment_methods" text[] DEFAULT '{}' NOT NULL,
	"hub_ids" integer[] DEFAULT '{}' NOT NULL,
	"customer_rule_type" text,
	"registration_start_date" timestamp with time zone,
	"registration_end_date" timestamp with time zone,
	"membership_ids" integer[] DEFAULT '{}' NOT NULL,
	"customer_ids" integer[] DEFAULT '{}' NOT NULL,
	"number_of_orders" integer,
	"total_order_amount" integer,
	"last_order_number_of_unit" integer,
	"last_order_unit" text,
	"usage_limit_per_customer" integer,
	"maximum_discount_amount" integer,
	"total_quantity" integer,
	"used_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_promotion_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"day" text NOT NULL,
	"start_hour" smallint NOT NULL,
	"end_hour" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_assigned_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop_voucher_code_id" integer NOT NULL,
	"shop_customer_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"claimed_date" timestamp with time zone,
	"used_date" timestamp with time zone,
	"discount_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_voucher_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop_voucher_setting_id" integer NOT NULL,
	"name" text NOT NULL,
	"total_quantity" integer,
	"used_quantity" integer DEFAULT 0 NOT NULL,
	"trigger" text
);
--> statement-breakpoint
CREATE TABLE "shop_voucher_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"image_url" text,
	"duration_in_days" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"qr_promo" boolean DEFAULT false NOT NULL,
	"quantity_per_customer" integer,
	"applied_to_variant" boolean DEFAULT false NOT NULL,
	"applied_to_topping" boolean DEFAULT false NOT NULL,
	"bulk" boolean DEFAULT false NOT NULL,
	"code_prefix" text,
	"number_of_voucher" integer
);
--> statement-breakpoint
CREATE TABLE "shop_pos_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule_id" integer NOT NULL,
	"partner_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD COLUMN "shift_start" text;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD COLUMN "capacity" double precision;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD COLUMN "start_place" text DEFAULT 'HOME' NOT NULL;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD COLUMN "route_end" text;--> statement-breakpoint
ALTER TABLE "latte_config" ADD COLUMN "warehouse_latitude" double precision;--> statement-breakpoint
ALTER TABLE "latte_config" ADD COLUMN "warehouse_longitude" double precision;--> statement-breakpoint
ALTER TABLE "latte_config" ADD COLUMN "open_routes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_menu_customization_items" ADD CONSTRAINT "shop_menu_customization_items_customization_id_shop_menu_customizations_id_fk" FOREIGN KEY ("customization_id") REFERENCES "public"."shop_menu_customizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_subcategories" ADD CONSTRAINT "shop_menu_subcategories_menu_category_id_shop_menu_categories_id_fk" FOREIGN KEY ("menu_category_id") REFERENCES "public"."shop_menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_machine_type_displays" ADD CONSTRAINT "shop_product_machine_type_displays_shop_product_id_shop_products_id_fk" FOREIGN KEY ("shop_product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_machine_type_displays" ADD CONSTRAINT "shop_product_machine_type_displays_machine_type_display_id_machine_type_displays_id_fk" FOREIGN KEY ("machine_type_display_id") REFERENCES "public"."machine_type_displays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_display_category_id_shop_product_display_categories_id_fk" FOREIGN KEY ("display_category_id") REFERENCES "public"."shop_product_display_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_toppings" ADD CONSTRAINT "shop_toppings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variant_units" ADD CONSTRAINT "shop_variant_units_variant_id_shop_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variant_units" ADD CONSTRAINT "shop_variant_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_customization_item_links" ADD CONSTRAINT "shop_menu_customization_item_links_menu_id_shop_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."shop_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_customization_item_links" ADD CONSTRAINT "shop_menu_customization_item_links_customization_item_id_shop_menu_customization_items_id_fk" FOREIGN KEY ("customization_item_id") REFERENCES "public"."shop_menu_customization_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_histories" ADD CONSTRAINT "shop_menu_histories_menu_id_shop_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."shop_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_histories" ADD CONSTRAINT "shop_menu_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_ingredients" ADD CONSTRAINT "shop_menu_ingredients_menu_id_shop_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."shop_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_ingredients" ADD CONSTRAINT "shop_menu_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_toppings" ADD CONSTRAINT "shop_menu_toppings_menu_id_shop_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."shop_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_toppings" ADD CONSTRAINT "shop_menu_toppings_topping_id_shop_toppings_id_fk" FOREIGN KEY ("topping_id") REFERENCES "public"."shop_toppings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_variant_units" ADD CONSTRAINT "shop_menu_variant_units_menu_id_shop_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."shop_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menu_variant_units" ADD CONSTRAINT "shop_menu_variant_units_variant_unit_id_shop_variant_units_id_fk" FOREIGN KEY ("variant_unit_id") REFERENCES "public"."shop_variant_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menus" ADD CONSTRAINT "shop_menus_merchant_id_shop_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."shop_merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menus" ADD CONSTRAINT "shop_menus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menus" ADD CONSTRAINT "shop_menus_menu_subcategory_id_shop_menu_subcategories_id_fk" FOREIGN KEY ("menu_subcategory_id") REFERENCES "public"."shop_menu_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_menus" ADD CONSTRAINT "shop_menus_display_category_id_shop_menu_display_categories_id_fk" FOREIGN KEY ("display_category_id") REFERENCES "public"."shop_menu_display_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hub_menus" ADD CONSTRAINT "shop_hub_menus_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hub_menus" ADD CONSTRAINT "shop_hub_menus_menu_id_shop_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."shop_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hub_operationals" ADD CONSTRAINT "shop_hub_operationals_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hub_stocks" ADD CONSTRAINT "shop_hub_stocks_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hub_stocks" ADD CONSTRAINT "shop_hub_stocks_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hub_stocks" ADD CONSTRAINT "shop_hub_stocks_packaging_id_packagings_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packagings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_membership_promos" ADD CONSTRAINT "shop_membership_promos_membership_id_shop_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."shop_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customer_addresses" ADD CONSTRAINT "shop_customer_addresses_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_referred_by_id_shop_customers_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_membership_id_shop_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."shop_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_deal_third_party_promos" ADD CONSTRAINT "shop_deal_third_party_promos_deal_id_shop_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."shop_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_deal_third_party_promos" ADD CONSTRAINT "shop_deal_third_party_promos_third_party_promo_id_shop_third_party_promos_id_fk" FOREIGN KEY ("third_party_promo_id") REFERENCES "public"."shop_third_party_promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_deals" ADD CONSTRAINT "shop_deals_partner_id_shop_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."shop_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promos" ADD CONSTRAINT "shop_promos_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promotion_item_groups" ADD CONSTRAINT "shop_promotion_item_groups_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promotion_schedules" ADD CONSTRAINT "shop_promotion_schedules_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_assigned_vouchers" ADD CONSTRAINT "shop_assigned_vouchers_shop_voucher_code_id_shop_voucher_codes_id_fk" FOREIGN KEY ("shop_voucher_code_id") REFERENCES "public"."shop_voucher_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_assigned_vouchers" ADD CONSTRAINT "shop_assigned_vouchers_shop_customer_id_shop_customers_id_fk" FOREIGN KEY ("shop_customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_voucher_codes" ADD CONSTRAINT "shop_voucher_codes_shop_voucher_setting_id_shop_voucher_settings_id_fk" FOREIGN KEY ("shop_voucher_setting_id") REFERENCES "public"."shop_voucher_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_voucher_settings" ADD CONSTRAINT "shop_voucher_settings_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pos_promos" ADD CONSTRAINT "shop_pos_promos_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pos_promos" ADD CONSTRAINT "shop_pos_promos_partner_id_shop_pos_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."shop_pos_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_menu_categories_name_unique" ON "shop_menu_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_menu_customization_items_name_unique" ON "shop_menu_customization_items" USING btree ("customization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_menu_customizations_name_unique" ON "shop_menu_customizations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_menu_display_categories_name_unique" ON "shop_menu_display_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_menu_display_categories_priority_idx" ON "shop_menu_display_categories" USING btree ("priority");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_menu_subcategories_name_unique" ON "shop_menu_subcategories" USING btree ("menu_category_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_merchants_name_unique" ON "shop_merchants" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_partners_name_unique" ON "shop_partners" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_display_categories_name_unique" ON "shop_product_display_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_product_display_categories_priority_idx" ON "shop_product_display_categories" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "shop_product_machine_type_displays_display_idx" ON "shop_product_machine_type_displays" USING btree ("machine_type_display_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_product_unique" ON "shop_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_products_display_category_idx" ON "shop_products" USING btree ("display_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_toppings_name_unique" ON "shop_toppings" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_toppings_priority_idx" ON "shop_toppings" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "shop_toppings_product_idx" ON "shop_toppings" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_variant_units_name_unique" ON "shop_variant_units" USING btree ("variant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shop_variant_units_product_idx" ON "shop_variant_units" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_variants_name_unique" ON "shop_variants" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_variants_priority_idx" ON "shop_variants" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "shop_menu_customization_item_links_item_idx" ON "shop_menu_customization_item_links" USING btree ("customization_item_id");--> statement-breakpoint
CREATE INDEX "shop_menu_histories_menu_idx" ON "shop_menu_histories" USING btree ("menu_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_menu_ingredients_unique" ON "shop_menu_ingredients" USING btree ("menu_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "shop_menu_ingredients_ingredient_idx" ON "shop_menu_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "shop_menu_toppings_topping_idx" ON "shop_menu_toppings" USING btree ("topping_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_menu_variant_units_unique" ON "shop_menu_variant_units" USING btree ("menu_id","variant_unit_id");--> statement-breakpoint
CREATE INDEX "shop_menu_variant_units_unit_idx" ON "shop_menu_variant_units" USING btree ("variant_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_menus_merchant_name_unique" ON "shop_menus" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE INDEX "shop_menus_priority_idx" ON "shop_menus" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "shop_menus_subcategory_idx" ON "shop_menus" USING btree ("menu_subcategory_id");--> statement-breakpoint
CREATE INDEX "shop_menus_display_category_idx" ON "shop_menus" USING btree ("display_category_id");--> statement-breakpoint
CREATE INDEX "shop_menus_product_idx" ON "shop_menus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_menus_name_trgm_idx" ON "shop_menus" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_hub_menus_hub_menu_unique" ON "shop_hub_menus" USING btree ("shop_hub_id","menu_id");--> statement-breakpoint
CREATE INDEX "shop_hub_menus_menu_idx" ON "shop_hub_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_hub_operationals_day_unique" ON "shop_hub_operationals" USING btree ("shop_hub_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_hub_stocks_ingredient_unique" ON "shop_hub_stocks" USING btree ("shop_hub_id","ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_hub_stocks_packaging_unique" ON "shop_hub_stocks" USING btree ("shop_hub_id","packaging_id");--> statement-breakpoint
CREATE INDEX "shop_hub_stocks_ingredient_idx" ON "shop_hub_stocks" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "shop_hub_stocks_packaging_idx" ON "shop_hub_stocks" USING btree ("packaging_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_hubs_name_unique" ON "shop_hubs" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_hubs_hub_no_unique" ON "shop_hubs" USING btree ("hub_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_membership_promos_referral_name_unique" ON "shop_membership_promos" USING btree (lower("referral_name"));--> statement-breakpoint
CREATE INDEX "shop_membership_promos_membership_idx" ON "shop_membership_promos" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_memberships_level_name_unique" ON "shop_memberships" USING btree (lower("level_name"));--> statement-breakpoint
CREATE INDEX "shop_memberships_priority_idx" ON "shop_memberships" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "shop_customer_addresses_customer_idx" ON "shop_customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_customers_referral_code_unique" ON "shop_customers" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "shop_customers_referred_by_idx" ON "shop_customers" USING btree ("referred_by_id");--> statement-breakpoint
CREATE INDEX "shop_customers_date_created_idx" ON "shop_customers" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "shop_customers_membership_idx" ON "shop_customers" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "shop_customers_name_trgm_idx" ON "shop_customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_customers_phone_no_trgm_idx" ON "shop_customers" USING gin ("phone_no" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_deal_third_party_promos_unique" ON "shop_deal_third_party_promos" USING btree ("deal_id","third_party_promo_id");--> statement-breakpoint
CREATE INDEX "shop_deal_third_party_promos_priority_idx" ON "shop_deal_third_party_promos" USING btree ("deal_id","priority");--> statement-breakpoint
CREATE INDEX "shop_deal_third_party_promos_promo_idx" ON "shop_deal_third_party_promos" USING btree ("third_party_promo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_deals_path_name_unique" ON "shop_deals" USING btree (lower("path_name"));--> statement-breakpoint
CREATE INDEX "shop_deals_partner_idx" ON "shop_deals" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pos_partners_name_unique" ON "shop_pos_partners" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pos_sales_types_name_unique" ON "shop_pos_sales_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_third_party_promos_priority_idx" ON "shop_third_party_promos" USING btree ("priority");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_promos_rule_unique" ON "shop_promos" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "shop_promos_kind_idx" ON "shop_promos" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "shop_promotion_item_groups_rule_idx" ON "shop_promotion_item_groups" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "shop_promotion_rules_period_idx" ON "shop_promotion_rules" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "shop_promotion_schedules_rule_idx" ON "shop_promotion_schedules" USING btree ("rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_assigned_vouchers_code_customer_unique" ON "shop_assigned_vouchers" USING btree ("shop_voucher_code_id","shop_customer_id");--> statement-breakpoint
CREATE INDEX "shop_assigned_vouchers_customer_idx" ON "shop_assigned_vouchers" USING btree ("shop_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_voucher_codes_name_unique" ON "shop_voucher_codes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_voucher_codes_setting_idx" ON "shop_voucher_codes" USING btree ("shop_voucher_setting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_voucher_settings_rule_unique" ON "shop_voucher_settings" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "shop_voucher_settings_type_idx" ON "shop_voucher_settings" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pos_promos_rule_unique" ON "shop_pos_promos" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "shop_pos_promos_partner_idx" ON "shop_pos_promos" USING btree ("partner_id");--> statement-breakpoint
-- Mapping rows that name no existing record (kept before the keys existed) are dropped, so the keys can be added.
DELETE FROM "user_companies" WHERE "company_id" NOT IN (SELECT "id" FROM "companies");--> statement-breakpoint
DELETE FROM "user_shop_hubs" WHERE "shop_hub_id" NOT IN (SELECT "id" FROM "shop_hubs");--> statement-breakpoint
DELETE FROM "user_shop_merchants" WHERE "shop_merchant_id" NOT IN (SELECT "id" FROM "shop_merchants");--> statement-breakpoint
DELETE FROM "user_shop_partners" WHERE "shop_partner_id" NOT IN (SELECT "id" FROM "shop_partners");--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shop_hubs" ADD CONSTRAINT "user_shop_hubs_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shop_merchants" ADD CONSTRAINT "user_shop_merchants_shop_merchant_id_shop_merchants_id_fk" FOREIGN KEY ("shop_merchant_id") REFERENCES "public"."shop_merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shop_partners" ADD CONSTRAINT "user_shop_partners_shop_partner_id_shop_partners_id_fk" FOREIGN KEY ("shop_partner_id") REFERENCES "public"."shop_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_companies_value_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_shop_hubs_value_idx" ON "user_shop_hubs" USING btree ("shop_hub_id");--> statement-breakpoint
CREATE INDEX "user_shop_merchants_value_idx" ON "user_shop_merchants" USING btree ("shop_merchant_id");--> statement-breakpoint
CREATE INDEX "user_shop_partners_value_idx" ON "user_shop_partners" USING btree ("shop_partner_id");--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_capacity_check" CHECK ("refiller_schedules"."capacity" is null or "refiller_schedules"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_start_place_check" CHECK ("refiller_schedules"."start_place" in ('HOME', 'WAREHOUSE'));--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_route_end_check" CHECK ("refiller_schedules"."route_end" is null or "refiller_schedules"."route_end" in ('START', 'WAREHOUSE', 'NONE'));--> statement-breakpoint
ALTER TABLE "latte_config" ADD CONSTRAINT "latte_config_warehouse_check" CHECK (("latte_config"."warehouse_latitude" is null) = ("latte_config"."warehouse_longitude" is null));