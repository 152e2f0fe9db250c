CREATE TABLE "machine_stock_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"order_nr" integer,
	"current_stock" double precision NOT NULL,
	"min_stock" integer NOT NULL,
	"max_stock" integer NOT NULL,
	"important" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_stock_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_id" integer NOT NULL,
	"packaging_id" integer NOT NULL,
	"ingredient_id" integer,
	"order_nr" integer,
	"current_stock" integer NOT NULL,
	"min_stock" integer NOT NULL,
	"max_stock" integer NOT NULL,
	"infinite" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_in_machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"discounted_price" integer,
	"slot" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "machine_stock_ins" ADD CONSTRAINT "machine_stock_ins_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_stock_ins" ADD CONSTRAINT "machine_stock_ins_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_stock_outs" ADD CONSTRAINT "machine_stock_outs_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_stock_outs" ADD CONSTRAINT "machine_stock_outs_packaging_id_packagings_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packagings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_stock_outs" ADD CONSTRAINT "machine_stock_outs_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_in_machines" ADD CONSTRAINT "product_in_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_in_machines" ADD CONSTRAINT "product_in_machines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_stock_ins_machine_ingredient_unique" ON "machine_stock_ins" USING btree ("machine_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "machine_stock_ins_ingredient_idx" ON "machine_stock_ins" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "machine_stock_ins_low_idx" ON "machine_stock_ins" USING btree ("machine_id") WHERE "machine_stock_ins"."current_stock" <= "machine_stock_ins"."min_stock";--> statement-breakpoint
CREATE UNIQUE INDEX "machine_stock_outs_machine_packaging_unique" ON "machine_stock_outs" USING btree ("machine_id","packaging_id");--> statement-breakpoint
CREATE INDEX "machine_stock_outs_packaging_idx" ON "machine_stock_outs" USING btree ("packaging_id");--> statement-breakpoint
CREATE INDEX "machine_stock_outs_ingredient_idx" ON "machine_stock_outs" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "machine_stock_outs_low_idx" ON "machine_stock_outs" USING btree ("machine_id") WHERE not "machine_stock_outs"."infinite" and "machine_stock_outs"."current_stock" <= "machine_stock_outs"."min_stock";--> statement-breakpoint
CREATE UNIQUE INDEX "product_in_machines_machine_product_unique" ON "product_in_machines" USING btree ("machine_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_in_machines_machine_slot_unique" ON "product_in_machines" USING btree ("machine_id","slot");--> statement-breakpoint
CREATE INDEX "product_in_machines_product_idx" ON "product_in_machines" USING btree ("product_id");