CREATE TABLE "shop_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"shop_hub_id" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"assigner_id" integer,
	"assignee_id" integer,
	"execution_time" timestamp with time zone NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"started_time" timestamp with time zone,
	"finished_time" timestamp with time zone,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"decline_reason" text,
	"image" text,
	"optional_image" text,
	"fills_recorded" jsonb
);
--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_assigner_id_users_id_fk" FOREIGN KEY ("assigner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_tasks_assignee_execution_idx" ON "shop_tasks" USING btree ("assignee_id","execution_time");--> statement-breakpoint
CREATE INDEX "shop_tasks_hub_execution_idx" ON "shop_tasks" USING btree ("shop_hub_id","execution_time");--> statement-breakpoint
CREATE INDEX "shop_tasks_execution_idx" ON "shop_tasks" USING btree ("execution_time","id");--> statement-breakpoint
CREATE INDEX "shop_tasks_unassigned_idx" ON "shop_tasks" USING btree ("execution_time") WHERE "shop_tasks"."assignee_id" is null;