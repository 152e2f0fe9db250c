CREATE TABLE "machine_hubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	"midtrans_id" integer,
	"terminal_id" text,
	"merchant_id" text,
	"simcard_no" text,
	"loaded_at" date NOT NULL,
	"unloaded_at" date
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vmc_no" text NOT NULL,
	"name" text NOT NULL,
	"mid" text,
	"tid" text,
	"factory_number" text NOT NULL,
	"machine_type_id" integer NOT NULL,
	"physical_condition" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"waiting_for_altitude" boolean DEFAULT false NOT NULL,
	"android_type" text,
	"simcard_no" text,
	"running_schedules" jsonb,
	"refrigerator_mode" text NOT NULL,
	"refrigerator_min_temperature" double precision,
	"refrigerator_max_temperature" double precision,
	"lock_motor_state" text NOT NULL,
	"owner" text,
	"last_heartbeat" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"is_error_assigned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "midtranses" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merchant_id" text NOT NULL,
	"server_key" text NOT NULL,
	"client_key" text NOT NULL,
	"production" boolean NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "machine_hubs" ADD CONSTRAINT "machine_hubs_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_hubs" ADD CONSTRAINT "machine_hubs_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_hubs" ADD CONSTRAINT "machine_hubs_midtrans_id_midtranses_id_fk" FOREIGN KEY ("midtrans_id") REFERENCES "public"."midtranses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_machine_type_id_machine_types_id_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_hubs_one_current_per_machine" ON "machine_hubs" USING btree ("machine_id") WHERE "machine_hubs"."unloaded_at" is null;--> statement-breakpoint
CREATE INDEX "machine_hubs_machine_idx" ON "machine_hubs" USING btree ("machine_id","loaded_at");--> statement-breakpoint
CREATE INDEX "machine_hubs_hub_idx" ON "machine_hubs" USING btree ("hub_id","loaded_at");--> statement-breakpoint
CREATE INDEX "machine_hubs_midtrans_idx" ON "machine_hubs" USING btree ("midtrans_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_vmc_no_unique" ON "machines" USING btree (upper("vmc_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "machines_factory_number_unique" ON "machines" USING btree (upper("factory_number"));--> statement-breakpoint
CREATE INDEX "machines_machine_type_idx" ON "machines" USING btree ("machine_type_id");--> statement-breakpoint
CREATE INDEX "machines_name_sort_idx" ON "machines" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "machines_heartbeat_idx" ON "machines" USING btree ("last_heartbeat");--> statement-breakpoint
CREATE INDEX "machines_in_error_idx" ON "machines" USING btree ("id") WHERE "machines"."last_error" is not null;--> statement-breakpoint
CREATE INDEX "machines_vmc_no_trgm_idx" ON "machines" USING gin ("vmc_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_name_trgm_idx" ON "machines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_factory_number_trgm_idx" ON "machines" USING gin ("factory_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "midtranses_merchant_production_unique" ON "midtranses" USING btree ("merchant_id","production");