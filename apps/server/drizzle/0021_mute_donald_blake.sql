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
ALTER TABLE "shop_promos" ADD CONSTRAINT "shop_promos_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promotion_item_groups" ADD CONSTRAINT "shop_promotion_item_groups_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promotion_schedules" ADD CONSTRAINT "shop_promotion_schedules_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_promos_rule_unique" ON "shop_promos" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "shop_promos_kind_idx" ON "shop_promos" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "shop_promotion_item_groups_rule_idx" ON "shop_promotion_item_groups" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "shop_promotion_rules_period_idx" ON "shop_promotion_rules" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "shop_promotion_schedules_rule_idx" ON "shop_promotion_schedules" USING btree ("rule_id");