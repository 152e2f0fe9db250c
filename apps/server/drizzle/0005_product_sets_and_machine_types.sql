CREATE TABLE "product_set_combinations" (
	"product_set_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_set_combinations_product_set_id_product_id_pk" PRIMARY KEY("product_set_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_machine_types" (
	"display_id" integer NOT NULL,
	"machine_type_id" integer NOT NULL,
	CONSTRAINT "display_machine_types_display_id_machine_type_id_pk" PRIMARY KEY("display_id","machine_type_id")
);
--> statement-breakpoint
CREATE TABLE "machine_type_displays" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "machine_type_stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_type_id" integer NOT NULL,
	"ingredient_id" integer,
	"packaging_id" integer,
	"low" integer NOT NULL,
	"medium" integer NOT NULL,
	"high" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"initial_name" text NOT NULL,
	"command_type" text,
	"min_cup" integer,
	"max_cup" integer
);
--> statement-breakpoint
ALTER TABLE "product_set_combinations" ADD CONSTRAINT "product_set_combinations_product_set_id_product_sets_id_fk" FOREIGN KEY ("product_set_id") REFERENCES "public"."product_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_combinations" ADD CONSTRAINT "product_set_combinations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_machine_types" ADD CONSTRAINT "display_machine_types_display_id_machine_type_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."machine_type_displays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_machine_types" ADD CONSTRAINT "display_machine_types_machine_type_id_machine_types_id_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_type_stocks" ADD CONSTRAINT "machine_type_stocks_machine_type_id_machine_types_id_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_type_stocks" ADD CONSTRAINT "machine_type_stocks_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_type_stocks" ADD CONSTRAINT "machine_type_stocks_packaging_id_packagings_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packagings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_set_combinations_product_idx" ON "product_set_combinations" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sets_name_unique" ON "product_sets" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "display_machine_types_type_idx" ON "display_machine_types" USING btree ("machine_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_type_displays_name_unique" ON "machine_type_displays" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "machine_type_stocks_ingredient_unique" ON "machine_type_stocks" USING btree ("machine_type_id","ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_type_stocks_packaging_unique" ON "machine_type_stocks" USING btree ("machine_type_id","packaging_id");--> statement-breakpoint
CREATE INDEX "machine_type_stocks_ingredient_idx" ON "machine_type_stocks" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "machine_type_stocks_packaging_idx" ON "machine_type_stocks" USING btree ("packaging_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_types_name_unique" ON "machine_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "machine_types_initial_name_unique" ON "machine_types" USING btree (upper("initial_name"));