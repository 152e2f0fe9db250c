CREATE TABLE "machine_banner_machine_types" (
	"machine_banner_id" integer NOT NULL,
	"machine_type_id" integer NOT NULL,
	CONSTRAINT "machine_banner_machine_types_pk" PRIMARY KEY("machine_banner_id","machine_type_id")
);
--> statement-breakpoint
CREATE TABLE "machine_banner_machines" (
	"machine_banner_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "machine_banner_machines_pk" PRIMARY KEY("machine_banner_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "machine_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"image_url" text NOT NULL,
	"target" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_screensaver_machine_types" (
	"machine_screensaver_id" integer NOT NULL,
	"machine_type_id" integer NOT NULL,
	CONSTRAINT "machine_screensaver_machine_types_pk" PRIMARY KEY("machine_screensaver_id","machine_type_id")
);
--> statement-breakpoint
CREATE TABLE "machine_screensaver_machines" (
	"machine_screensaver_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "machine_screensaver_machines_pk" PRIMARY KEY("machine_screensaver_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "machine_screensavers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"image_url" text NOT NULL,
	"target" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "machine_banner_machine_types" ADD CONSTRAINT "machine_banner_machine_types_media_fk" FOREIGN KEY ("machine_banner_id") REFERENCES "public"."machine_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_banner_machine_types" ADD CONSTRAINT "machine_banner_machine_types_type_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_banner_machines" ADD CONSTRAINT "machine_banner_machines_media_fk" FOREIGN KEY ("machine_banner_id") REFERENCES "public"."machine_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_banner_machines" ADD CONSTRAINT "machine_banner_machines_machine_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_screensaver_machine_types" ADD CONSTRAINT "machine_screensaver_machine_types_media_fk" FOREIGN KEY ("machine_screensaver_id") REFERENCES "public"."machine_screensavers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_screensaver_machine_types" ADD CONSTRAINT "machine_screensaver_machine_types_type_fk" FOREIGN KEY ("machine_type_id") REFERENCES "public"."machine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_screensaver_machines" ADD CONSTRAINT "machine_screensaver_machines_media_fk" FOREIGN KEY ("machine_screensaver_id") REFERENCES "public"."machine_screensavers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_screensaver_machines" ADD CONSTRAINT "machine_screensaver_machines_machine_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_banner_machine_types_type_idx" ON "machine_banner_machine_types" USING btree ("machine_type_id");--> statement-breakpoint
CREATE INDEX "machine_banner_machines_machine_idx" ON "machine_banner_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_banners_name_unique" ON "machine_banners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "machine_banners_period_idx" ON "machine_banners" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "machine_screensaver_machine_types_type_idx" ON "machine_screensaver_machine_types" USING btree ("machine_type_id");--> statement-breakpoint
CREATE INDEX "machine_screensaver_machines_machine_idx" ON "machine_screensaver_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_screensavers_name_unique" ON "machine_screensavers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "machine_screensavers_period_idx" ON "machine_screensavers" USING btree ("start_date","end_date");