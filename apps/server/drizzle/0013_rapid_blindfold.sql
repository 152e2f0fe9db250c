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
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refiller_schedules_user_unique" ON "refiller_schedules" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refiller_schedules_supervisor_idx" ON "refiller_schedules" USING btree ("supervisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leaves_user_date_unique" ON "leaves" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "leaves_date_state_idx" ON "leaves" USING btree ("date","state");--> statement-breakpoint
CREATE INDEX "leaves_manager_idx" ON "leaves" USING btree ("manager_id");--> statement-breakpoint
INSERT INTO "latte_config" ("id", "refiller_working_hour", "min_travel_time", "travel_speed", "refill_time", "refiller_max_gallon", "refiller_max_distance", "car_refill_time", "min_percentage_capacity", "updated_at") VALUES (1, 8, 10, 30, 15, 6, 60, 10, 30, now()) ON CONFLICT DO NOTHING;
