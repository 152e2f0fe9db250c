CREATE TABLE "slot_masters" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"machine_type_id" integer,
	"slots" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_setting_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_setting_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"product_id" integer NOT NULL,
	"machine_stock_in_id" integer,
	"machine_stock_out_id" integer,
	"price" integer NOT NULL,
	"discounted_price" integer
);
--> statement-breakpoint
CREATE TABLE "slot_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_id" integer NOT NULL,
	"slot_master_id" integer NOT NULL,
	"last_price_send_id" integer
);
--> statement-breakpoint
ALTER TABLE "slot_masters" ADD CONSTRAINT "slot_masters_machine_type_id_machine_types_id_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_setting_lines" ADD CONSTRAINT "slot_setting_lines_slot_setting_id_slot_settings_id_fk" FOREIGN KEY ("slot_setting_id") REFERENCES "public"."slot_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_setting_lines" ADD CONSTRAINT "slot_setting_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_setting_lines" ADD CONSTRAINT "slot_setting_lines_machine_stock_in_id_machine_stock_ins_id_fk" FOREIGN KEY ("machine_stock_in_id") REFERENCES "public"."machine_stock_ins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_setting_lines" ADD CONSTRAINT "slot_setting_lines_machine_stock_out_id_machine_stock_outs_id_fk" FOREIGN KEY ("machine_stock_out_id") REFERENCES "public"."machine_stock_outs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_slot_master_id_slot_masters_id_fk" FOREIGN KEY ("slot_master_id") REFERENCES "public"."slot_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_last_price_send_id_server_instruction_logs_id_fk" FOREIGN KEY ("last_price_send_id") REFERENCES "public"."server_instruction_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_masters_name_unique" ON "slot_masters" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "slot_masters_machine_type_idx" ON "slot_masters" USING btree ("machine_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_setting_lines_setting_slot_unique" ON "slot_setting_lines" USING btree ("slot_setting_id","slot");--> statement-breakpoint
CREATE INDEX "slot_setting_lines_product_idx" ON "slot_setting_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "slot_setting_lines_stock_in_idx" ON "slot_setting_lines" USING btree ("machine_stock_in_id");--> statement-breakpoint
CREATE INDEX "slot_setting_lines_stock_out_idx" ON "slot_setting_lines" USING btree ("machine_stock_out_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_settings_machine_unique" ON "slot_settings" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "slot_settings_slot_master_idx" ON "slot_settings" USING btree ("slot_master_id");