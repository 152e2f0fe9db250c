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
ALTER TABLE "shop_membership_promos" ADD CONSTRAINT "shop_membership_promos_membership_id_shop_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."shop_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customer_addresses" ADD CONSTRAINT "shop_customer_addresses_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_referred_by_id_shop_customers_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_membership_id_shop_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."shop_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "shop_customers_phone_no_trgm_idx" ON "shop_customers" USING gin ("phone_no" gin_trgm_ops);