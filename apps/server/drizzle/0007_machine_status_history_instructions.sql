CREATE TABLE "machine_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_status_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"error_code_machine" text NOT NULL,
	"error_description" text NOT NULL,
	"machine_set" text,
	"fatal_error" boolean NOT NULL,
	"persistence_error" boolean NOT NULL,
	"user_id" integer,
	"user_name" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_instruction_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"command" text NOT NULL,
	"payload" jsonb,
	"state" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by_user_id" integer,
	"set_by_name" text,
	"fetched_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"superseded_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "machine_histories" ADD CONSTRAINT "machine_histories_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_histories" ADD CONSTRAINT "machine_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_status_errors" ADD CONSTRAINT "machine_status_errors_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_status_errors" ADD CONSTRAINT "machine_status_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_instruction_logs" ADD CONSTRAINT "server_instruction_logs_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_instruction_logs" ADD CONSTRAINT "server_instruction_logs_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_histories_machine_idx" ON "machine_histories" USING btree ("machine_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_status_errors_one_open_per_machine" ON "machine_status_errors" USING btree ("machine_id") WHERE "machine_status_errors"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "machine_status_errors_machine_idx" ON "machine_status_errors" USING btree ("machine_id","reported_at");--> statement-breakpoint
CREATE INDEX "machine_status_errors_open_idx" ON "machine_status_errors" USING btree ("reported_at","id") WHERE "machine_status_errors"."cleared_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "server_instruction_logs_one_open_per_machine" ON "server_instruction_logs" USING btree ("machine_id") WHERE "server_instruction_logs"."state" in ('PENDING', 'FETCHED');--> statement-breakpoint
CREATE INDEX "server_instruction_logs_machine_idx" ON "server_instruction_logs" USING btree ("machine_id","set_at","id");