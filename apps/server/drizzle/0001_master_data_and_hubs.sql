CREATE SEQUENCE "public"."hub_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"unit_id" integer NOT NULL,
	"order_nr" integer NOT NULL,
	"remark" text,
	"packaging_quantity" double precision,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packagings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"quantity" integer
);
--> statement-breakpoint
CREATE TABLE "spare_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"part_number" text
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"reward_balance" integer DEFAULT 0 NOT NULL,
	"reward_cut_off_daily" time,
	"reward_cut_off_weekly" text,
	"reward_cut_off_monthly" integer
);
--> statement-breakpoint
CREATE TABLE "company_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer,
	"name" text NOT NULL,
	"employee_no" text,
	"card_number" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clusters" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"incremental_index" integer NOT NULL,
	"internal_id" text NOT NULL,
	"name" text,
	"building_name" text,
	"company_name" text,
	"floor" text,
	"additional_information" text,
	"hub_type_id" integer NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"province" text,
	"city" text,
	"district" text,
	"sub_district" text,
	"postal_code" text,
	"running_schedules" jsonb NOT NULL,
	"sales_id" integer,
	"timezone" text NOT NULL,
	"ownership" text NOT NULL,
	"price_setting" jsonb,
	"rent_type" text NOT NULL,
	"rent_additional_information" jsonb,
	"commission_fee" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"odd_even_rationing" boolean DEFAULT false NOT NULL,
	"cluster_id" integer,
	"hub_entity_id" integer,
	"contract_until" date,
	"monthly_rental_fee" integer,
	"target_cup" integer,
	"target_revenue" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_downloads" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"report" text NOT NULL,
	"user_id" integer NOT NULL,
	"parameters" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_hub_type_id_hub_types_id_fk" FOREIGN KEY ("hub_type_id") REFERENCES "public"."hub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_sales_id_users_id_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_hub_entity_id_hub_entities_id_fk" FOREIGN KEY ("hub_entity_id") REFERENCES "public"."hub_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_downloads" ADD CONSTRAINT "report_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_name_unique" ON "ingredients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ingredients_unit_idx" ON "ingredients" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packagings_name_unique" ON "packagings" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "spare_parts_name_unique" ON "spare_parts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_unique" ON "units" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_unique" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "company_employees_company_idx" ON "company_employees" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_unique" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "clusters_name_unique" ON "clusters" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hub_entities_name_unique" ON "hub_entities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hub_types_name_unique" ON "hub_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hubs_internal_id_unique" ON "hubs" USING btree ("internal_id");--> statement-breakpoint
CREATE INDEX "hubs_hub_type_idx" ON "hubs" USING btree ("hub_type_id");--> statement-breakpoint
CREATE INDEX "hubs_cluster_idx" ON "hubs" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "hubs_city_idx" ON "hubs" USING btree ("city");