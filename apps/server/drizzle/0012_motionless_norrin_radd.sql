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
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_rule_id_reward_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reward_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_orders_machine_claim_unique" ON "reward_orders" USING btree ("machine_id","claim_id");--> statement-breakpoint
CREATE INDEX "reward_orders_card_time_idx" ON "reward_orders" USING btree ("company_id","card_number","time");--> statement-breakpoint
CREATE INDEX "reward_orders_time_idx" ON "reward_orders" USING btree ("time");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_rules_name_unique" ON "reward_rules" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "reward_rules_company_idx" ON "reward_rules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "reward_rules_cards_idx" ON "reward_rules" USING gin ("card_numbers");