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
	"priority" integer DEFAULT nextval('priorities') NOT NULL
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
CREATE UNIQUE INDEX "shop_hubs_hub_no_unique" ON "shop_hubs" USING btree ("hub_no");