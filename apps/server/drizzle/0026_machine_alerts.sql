CREATE TABLE "machine_alert_thresholds" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_type_id" integer,
	"machine_id" integer,
	"offline_minutes" integer,
	"no_sale_minutes" integer,
	"low_stock_percent" integer,
	"temperature_minutes" integer,
	"escalation_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_alert_thresholds_one_target" CHECK (("machine_alert_thresholds"."machine_type_id" is null) <> ("machine_alert_thresholds"."machine_id" is null))
);
--> statement-breakpoint
CREATE TABLE "machine_incident_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"channel" text NOT NULL,
	"audience" text NOT NULL,
	"user_id" integer,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"repeats" integer DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_id" integer,
	"acknowledged_by_name" text,
	"note" text,
	"snoozed_until" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"task_id" integer,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "machine_incidents_repeats_positive" CHECK ("machine_incidents"."repeats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "machine_silences" (
	"machine_id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "machine_alert_thresholds" ADD CONSTRAINT "machine_alert_thresholds_machine_type_id_machine_types_id_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_alert_thresholds" ADD CONSTRAINT "machine_alert_thresholds_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_incident_deliveries" ADD CONSTRAINT "machine_incident_deliveries_incident_id_machine_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."machine_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_incident_deliveries" ADD CONSTRAINT "machine_incident_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_incidents" ADD CONSTRAINT "machine_incidents_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_incidents" ADD CONSTRAINT "machine_incidents_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_incidents" ADD CONSTRAINT "machine_incidents_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_silences" ADD CONSTRAINT "machine_silences_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_alert_thresholds_type_unique" ON "machine_alert_thresholds" USING btree ("machine_type_id") WHERE "machine_alert_thresholds"."machine_type_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_alert_thresholds_machine_unique" ON "machine_alert_thresholds" USING btree ("machine_id") WHERE "machine_alert_thresholds"."machine_id" is not null;--> statement-breakpoint
CREATE INDEX "machine_incident_deliveries_incident_idx" ON "machine_incident_deliveries" USING btree ("incident_id","channel","audience","delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_incidents_one_open_per_kind" ON "machine_incidents" USING btree ("machine_id","kind") WHERE "machine_incidents"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "machine_incidents_machine_idx" ON "machine_incidents" USING btree ("machine_id","opened_at");--> statement-breakpoint
CREATE INDEX "machine_incidents_open_idx" ON "machine_incidents" USING btree ("opened_at","id") WHERE "machine_incidents"."resolved_at" is null;