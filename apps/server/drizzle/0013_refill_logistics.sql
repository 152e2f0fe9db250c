CREATE TABLE "refill_plan_out_of_reach" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"hub_id" integer,
	"hub_name" text,
	"reason" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refill_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"state" text NOT NULL,
	"requested_by" integer,
	"started_time" timestamp with time zone NOT NULL,
	"finished_time" timestamp with time zone,
	"machines_needing" integer DEFAULT 0 NOT NULL,
	"machines_planned" integer DEFAULT 0 NOT NULL,
	"machines_out_of_reach" integer DEFAULT 0 NOT NULL,
	"refillers" integer DEFAULT 0 NOT NULL,
	"total_distance_km" double precision DEFAULT 0 NOT NULL,
	"elapsed_ms" integer DEFAULT 0 NOT NULL,
	"failure" text
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"assigner_id" integer,
	"assignee_id" integer,
	"proposed_assignee_id" integer,
	"machine_id" integer,
	"hub_id" integer,
	"hub_name" text,
	"execution_time" timestamp with time zone NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"started_time" timestamp with time zone,
	"finished_time" timestamp with time zone,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"decline_reason" text,
	"image" text,
	"optional_image" text,
	"machine_status_error_id" integer,
	"plan_id" integer,
	"route_order" integer,
	"travel_distance_km" double precision,
	"load" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_outs_recorded" jsonb
);
--> statement-breakpoint
CREATE TABLE "refiller_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"refiller" boolean NOT NULL,
	"car_refiller" boolean NOT NULL,
	"car_number" text,
	"max_distance" double precision NOT NULL,
	"monday" boolean NOT NULL,
	"tuesday" boolean NOT NULL,
	"wednesday" boolean NOT NULL,
	"thursday" boolean NOT NULL,
	"friday" boolean NOT NULL,
	"saturday" boolean NOT NULL,
	"sunday" boolean NOT NULL,
	"odd_even_rationing" text,
	"supervisor_id" integer,
	CONSTRAINT "refiller_schedules_kind_check" CHECK ("refiller_schedules"."refiller" or "refiller_schedules"."car_refiller"),
	CONSTRAINT "refiller_schedules_car_check" CHECK (not "refiller_schedules"."car_refiller" or ("refiller_schedules"."car_number" is not null and "refiller_schedules"."odd_even_rationing" in ('ODD', 'EVEN'))),
	CONSTRAINT "refiller_schedules_distance_check" CHECK ("refiller_schedules"."max_distance" > 0)
);
--> statement-breakpoint
CREATE TABLE "leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"manager_id" integer,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"note" text,
	CONSTRAINT "leaves_type_check" CHECK ("leaves"."type" in ('ANNUAL', 'SICK', 'PERMISSION', 'OTHER')),
	CONSTRAINT "leaves_state_check" CHECK ("leaves"."state" in ('REQUESTED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "latte_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"refiller_working_hour" double precision NOT NULL,
	"min_travel_time" double precision NOT NULL,
	"travel_speed" double precision NOT NULL,
	"refill_time" double precision NOT NULL,
	"refiller_max_gallon" double precision NOT NULL,
	"refiller_max_distance" double precision NOT NULL,
	"car_refill_time" double precision,
	"min_percentage_capacity" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "latte_config_single_row" CHECK ("latte_config"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "refill_plan_out_of_reach" ADD CONSTRAINT "refill_plan_out_of_reach_plan_id_refill_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."refill_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_out_of_reach" ADD CONSTRAINT "refill_plan_out_of_reach_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plan_out_of_reach" ADD CONSTRAINT "refill_plan_out_of_reach_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_plans" ADD CONSTRAINT "refill_plans_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigner_id_users_id_fk" FOREIGN KEY ("assigner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_proposed_assignee_id_users_id_fk" FOREIGN KEY ("proposed_assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_machine_status_error_id_machine_status_errors_id_fk" FOREIGN KEY ("machine_status_error_id") REFERENCES "public"."machine_status_errors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refill_plan_out_of_reach_plan_idx" ON "refill_plan_out_of_reach" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_plans_date_unique" ON "refill_plans" USING btree ("date");--> statement-breakpoint
CREATE INDEX "tasks_assignee_execution_idx" ON "tasks" USING btree ("assignee_id","execution_time");--> statement-breakpoint
CREATE INDEX "tasks_state_execution_idx" ON "tasks" USING btree ("state","execution_time");--> statement-breakpoint
CREATE INDEX "tasks_unassigned_idx" ON "tasks" USING btree ("execution_time") WHERE "tasks"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "tasks_machine_idx" ON "tasks" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "tasks_execution_idx" ON "tasks" USING btree ("execution_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refiller_schedules_user_unique" ON "refiller_schedules" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refiller_schedules_supervisor_idx" ON "refiller_schedules" USING btree ("supervisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leaves_user_date_unique" ON "leaves" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "leaves_date_state_idx" ON "leaves" USING btree ("date","state");--> statement-breakpoint
CREATE INDEX "leaves_manager_idx" ON "leaves" USING btree ("manager_id");--> statement-breakpoint
-- The AI configuration starts with its defaults (packages/domain LATTE_CONFIG_DEFAULTS), so latteConfig always answers.
INSERT INTO "latte_config" ("id", "refiller_working_hour", "min_travel_time", "travel_speed", "refill_time", "refiller_max_gallon", "refiller_max_distance", "car_refill_time", "min_percentage_capacity", "updated_at") VALUES (1, 8, 10, 30, 15, 6, 60, 10, 30, to_timestamp(0)) ON CONFLICT DO NOTHING;
