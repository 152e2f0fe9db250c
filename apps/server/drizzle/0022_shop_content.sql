CREATE TABLE "shop_home_backgrounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_url" text NOT NULL,
	"priority" integer DEFAULT nextval('priorities') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_key_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"description" text DEFAULT '' NOT NULL,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "shop_popup_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"url" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"customer_types" text[] NOT NULL,
	"membership_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_popup_banners_period" CHECK ("shop_popup_banners"."end_date" >= "shop_popup_banners"."start_date")
);
--> statement-breakpoint
CREATE TABLE "shop_scrolling_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"url" text,
	"priority" integer DEFAULT nextval('priorities') NOT NULL,
	"date_time_start" timestamp with time zone NOT NULL,
	"date_time_end" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_scrolling_banners_status" CHECK ("shop_scrolling_banners"."status" in (0, 1)),
	CONSTRAINT "shop_scrolling_banners_period" CHECK ("shop_scrolling_banners"."date_time_end" > "shop_scrolling_banners"."date_time_start")
);
--> statement-breakpoint
CREATE INDEX "shop_home_backgrounds_priority_idx" ON "shop_home_backgrounds" USING btree ("priority");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_key_values_single_type_unique" ON "shop_key_values" USING btree ("type") WHERE "shop_key_values"."type" <> 'FAQ';--> statement-breakpoint
CREATE INDEX "shop_key_values_type_idx" ON "shop_key_values" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_popup_banners_name_unique" ON "shop_popup_banners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_popup_banners_period_idx" ON "shop_popup_banners" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_scrolling_banners_name_unique" ON "shop_scrolling_banners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shop_scrolling_banners_priority_idx" ON "shop_scrolling_banners" USING btree ("priority");