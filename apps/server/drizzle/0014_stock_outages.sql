CREATE TABLE "machine_stock_outages" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"empty_since" timestamp with time zone NOT NULL,
	"refilled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "machine_stock_outages" ADD CONSTRAINT "machine_stock_outages_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_stock_outages" ADD CONSTRAINT "machine_stock_outages_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_stock_outages_open_unique" ON "machine_stock_outages" USING btree ("machine_id","ingredient_id") WHERE "machine_stock_outages"."refilled_at" is null;--> statement-breakpoint
CREATE INDEX "machine_stock_outages_empty_since_idx" ON "machine_stock_outages" USING btree ("empty_since");