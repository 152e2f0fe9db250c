CREATE TABLE "machine_software_rollouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"update_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"instruction_log_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by_user_id" integer,
	"sent_by_name" text
);
--> statement-breakpoint
CREATE TABLE "machine_software_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version_name" text NOT NULL,
	"version_code" integer NOT NULL,
	"apk_url" text NOT NULL,
	"sha256" text,
	"release_notes" text
);
--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "software_version_name" text;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "software_version_code" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "software_version_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machine_software_rollouts" ADD CONSTRAINT "machine_software_rollouts_update_id_machine_software_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."machine_software_updates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_software_rollouts" ADD CONSTRAINT "machine_software_rollouts_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_software_rollouts" ADD CONSTRAINT "machine_software_rollouts_instruction_log_id_server_instruction_logs_id_fk" FOREIGN KEY ("instruction_log_id") REFERENCES "public"."server_instruction_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_software_rollouts" ADD CONSTRAINT "machine_software_rollouts_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_software_rollouts_update_machine_unique" ON "machine_software_rollouts" USING btree ("update_id","machine_id");--> statement-breakpoint
CREATE INDEX "machine_software_rollouts_machine_idx" ON "machine_software_rollouts" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_software_updates_version_code_unique" ON "machine_software_updates" USING btree ("version_code");