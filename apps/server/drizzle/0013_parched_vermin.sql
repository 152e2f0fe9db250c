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
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigner_id_users_id_fk" FOREIGN KEY ("assigner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_proposed_assignee_id_users_id_fk" FOREIGN KEY ("proposed_assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_machine_status_error_id_machine_status_errors_id_fk" FOREIGN KEY ("machine_status_error_id") REFERENCES "public"."machine_status_errors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_assignee_execution_idx" ON "tasks" USING btree ("assignee_id","execution_time");--> statement-breakpoint
CREATE INDEX "tasks_state_execution_idx" ON "tasks" USING btree ("state","execution_time");--> statement-breakpoint
CREATE INDEX "tasks_unassigned_idx" ON "tasks" USING btree ("execution_time") WHERE "tasks"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "tasks_machine_idx" ON "tasks" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "tasks_execution_idx" ON "tasks" USING btree ("execution_time","id");