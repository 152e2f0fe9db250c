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
ALTER TABLE "shop_deal_third_party_promos" ADD CONSTRAINT "shop_deal_third_party_promos_deal_id_shop_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."shop_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_deal_third_party_promos" ADD CONSTRAINT "shop_deal_third_party_promos_third_party_promo_id_shop_third_party_promos_id_fk" FOREIGN KEY ("third_party_promo_id") REFERENCES "public"."shop_third_party_promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_deals" ADD CONSTRAINT "shop_deals_partner_id_shop_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."shop_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_deal_third_party_promos_unique" ON "shop_deal_third_party_promos" USING btree ("deal_id","third_party_promo_id");--> statement-breakpoint
CREATE INDEX "shop_deal_third_party_promos_priority_idx" ON "shop_deal_third_party_promos" USING btree ("deal_id","priority");--> statement-breakpoint
CREATE INDEX "shop_deal_third_party_promos_promo_idx" ON "shop_deal_third_party_promos" USING btree ("third_party_promo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_deals_path_name_unique" ON "shop_deals" USING btree (lower("path_name"));--> statement-breakpoint
CREATE INDEX "shop_deals_partner_idx" ON "shop_deals" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pos_partners_name_unique" ON "shop_pos_partners" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pos_sales_types_name_unique" ON "shop_pos_sales_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_third_party_promos_priority_idx" ON "shop_third_party_promos" USING btree ("priority");