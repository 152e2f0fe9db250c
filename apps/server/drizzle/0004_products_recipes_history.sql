CREATE TABLE "ingredient_in_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"amount" double precision NOT NULL,
	"fast_code" text
);
--> statement-breakpoint
CREATE TABLE "product_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"cogs" integer NOT NULL,
	"active" boolean NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"cogs" integer NOT NULL,
	"min_duration" integer NOT NULL,
	"max_duration" integer NOT NULL,
	"contain_coffee" boolean DEFAULT false NOT NULL,
	"weight" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_in_products" ADD CONSTRAINT "ingredient_in_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_in_products" ADD CONSTRAINT "ingredient_in_products_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_histories" ADD CONSTRAINT "product_histories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_histories" ADD CONSTRAINT "product_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_in_products_product_ingredient_unique" ON "ingredient_in_products" USING btree ("product_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "ingredient_in_products_ingredient_idx" ON "ingredient_in_products" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "product_histories_product_idx" ON "product_histories" USING btree ("product_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_unique" ON "products" USING btree (lower("name"));