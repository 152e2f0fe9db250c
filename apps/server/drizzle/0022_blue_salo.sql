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
ALTER TABLE "shop_assigned_vouchers" ADD CONSTRAINT "shop_assigned_vouchers_shop_voucher_code_id_shop_voucher_codes_id_fk" FOREIGN KEY ("shop_voucher_code_id") REFERENCES "public"."shop_voucher_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_assigned_vouchers" ADD CONSTRAINT "shop_assigned_vouchers_shop_customer_id_shop_customers_id_fk" FOREIGN KEY ("shop_customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_voucher_codes" ADD CONSTRAINT "shop_voucher_codes_shop_voucher_setting_id_shop_voucher_settings_id_fk" FOREIGN KEY ("shop_voucher_setting_id") REFERENCES "public"."shop_voucher_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_voucher_settings" ADD CONSTRAINT "shop_voucher_settings_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_assigned_vouchers_code_customer_unique" ON "shop_assigned_vouchers" USING btree ("shop_voucher_code_id","shop_customer_id");--> statement-breakpoint
CREATE INDEX "shop_assigned_vouchers_customer_idx" ON "shop_assigned_vouchers" USING btree ("shop_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_voucher_codes_name_unique" ON "shop_voucher_codes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_voucher_codes_setting_idx" ON "shop_voucher_codes" USING btree ("shop_voucher_setting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_voucher_settings_rule_unique" ON "shop_voucher_settings" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "shop_voucher_settings_type_idx" ON "shop_voucher_settings" USING btree ("type");