CREATE TABLE "machine_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"urgency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_id" integer NOT NULL,
	"mid" text NOT NULL,
	"tid" text NOT NULL,
	"store_id" text,
	"pos_id" text,
	"partner_id" text,
	"client_id" text NOT NULL,
	"channel_id" text,
	"client_secret" text NOT NULL,
	"private_key" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_qrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_id" integer NOT NULL,
	"qr_type" text NOT NULL,
	"content" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "machine_payments" ADD CONSTRAINT "machine_payments_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_qrs" ADD CONSTRAINT "machine_qrs_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_errors_code_unique" ON "machine_errors" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "machine_payments_machine_unique" ON "machine_payments" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_qrs_machine_type_unique" ON "machine_qrs" USING btree ("machine_id","qr_type");