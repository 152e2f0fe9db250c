CREATE TABLE "machine_audit_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"content" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sales_day" date NOT NULL,
	"user_id" integer,
	"user_name" text,
	"status" text NOT NULL,
	"reason" text,
	"serial" text,
	"counters" jsonb,
	"previous_file_id" integer,
	"sales_vends" integer,
	"sales_value" bigint,
	"cash_value" bigint,
	"cashless_value" bigint,
	"product_sales" jsonb
);
--> statement-breakpoint
ALTER TABLE "machine_audit_files" ADD CONSTRAINT "machine_audit_files_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_audit_files" ADD CONSTRAINT "machine_audit_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_audit_files_machine_content_unique" ON "machine_audit_files" USING btree ("machine_id","content_hash");--> statement-breakpoint
CREATE INDEX "machine_audit_files_machine_idx" ON "machine_audit_files" USING btree ("machine_id","received_at","id");--> statement-breakpoint
CREATE INDEX "machine_audit_files_day_idx" ON "machine_audit_files" USING btree ("machine_id","sales_day");