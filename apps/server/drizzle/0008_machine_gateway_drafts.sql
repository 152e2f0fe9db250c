CREATE TABLE "machine_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vmc_no" text NOT NULL,
	"factory_number" text NOT NULL,
	"reported_machine_type" text NOT NULL,
	"machine_type_id" integer,
	"android_type" text,
	"owner" text,
	"physical_condition" text NOT NULL,
	"slot_setting" jsonb,
	"registered_from" text,
	"converted_machine_id" integer,
	"converted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "machine_gateway_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_gateway_keys" (
	"machine_id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "machine_drafts" ADD CONSTRAINT "machine_drafts_machine_type_id_machine_types_id_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_drafts" ADD CONSTRAINT "machine_drafts_converted_machine_id_machines_id_fk" FOREIGN KEY ("converted_machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_gateway_events" ADD CONSTRAINT "machine_gateway_events_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_gateway_keys" ADD CONSTRAINT "machine_gateway_keys_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_gateway_keys" ADD CONSTRAINT "machine_gateway_keys_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_drafts_waiting_factory_number_unique" ON "machine_drafts" USING btree (upper("factory_number")) WHERE "machine_drafts"."converted_machine_id" is null;--> statement-breakpoint
CREATE INDEX "machine_drafts_created_idx" ON "machine_drafts" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_gateway_events_machine_event_unique" ON "machine_gateway_events" USING btree ("machine_id","event_id");--> statement-breakpoint
CREATE INDEX "machine_gateway_events_received_idx" ON "machine_gateway_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_gateway_keys_hash_unique" ON "machine_gateway_keys" USING btree ("key_hash");