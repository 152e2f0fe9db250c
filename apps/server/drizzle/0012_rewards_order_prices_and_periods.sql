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
CREATE TABLE "reward_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"claim_id" text NOT NULL,
	"card_number" text NOT NULL,
	"rule_id" integer,
	"company_id" integer,
	"product_id" integer,
	"product_name" text,
	"machine_no" text NOT NULL,
	"amount" integer NOT NULL,
	"granted" boolean NOT NULL,
	"reason" text,
	"period_start" timestamp with time zone,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"company_id" integer NOT NULL,
	"amount_limit" integer,
	"frequency_limit" integer,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"customer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"card_numbers" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vending_orders" ADD COLUMN "expected_price" integer;--> statement-breakpoint
ALTER TABLE "order_price_differences" ADD CONSTRAINT "order_price_differences_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_price_differences" ADD CONSTRAINT "order_price_differences_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_price_differences" ADD CONSTRAINT "order_price_differences_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_rule_id_reward_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reward_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_price_differences_machine_day_idx" ON "order_price_differences" USING btree ("machine_id","day");--> statement-breakpoint
CREATE INDEX "order_price_differences_hub_day_idx" ON "order_price_differences" USING btree ("hub_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_orders_machine_claim_unique" ON "reward_orders" USING btree ("machine_id","claim_id");--> statement-breakpoint
CREATE INDEX "reward_orders_card_time_idx" ON "reward_orders" USING btree ("company_id","card_number","time");--> statement-breakpoint
CREATE INDEX "reward_orders_time_idx" ON "reward_orders" USING btree ("time");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_rules_name_unique" ON "reward_rules" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "reward_rules_company_idx" ON "reward_rules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "reward_rules_cards_idx" ON "reward_rules" USING gin ("card_numbers");--> statement-breakpoint
CREATE INDEX "order_daily_sales_noon_idx" ON "order_daily_sales" USING btree ((("day" + time '12:00') at time zone 'Asia/Jakarta'));