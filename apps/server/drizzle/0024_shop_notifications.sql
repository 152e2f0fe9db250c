CREATE TABLE "shop_notification_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"occasion" text NOT NULL,
	"shop_order_id" integer,
	"title" text NOT NULL,
	"description_preview" text NOT NULL,
	"url" text,
	"in_inbox" boolean NOT NULL,
	"result" text DEFAULT 'QUEUED' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"trigger_type" text NOT NULL,
	"title" text NOT NULL,
	"description_preview" text NOT NULL,
	"icon_url" text,
	"url" text,
	"description" text,
	"image_url" text,
	"button_name" text,
	"button_url" text,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inbox_enabled" boolean DEFAULT true NOT NULL,
	"push_enabled" boolean DEFAULT true NOT NULL,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "shop_notifications_status_known" CHECK ("shop_notifications"."status" in ('PENDING', 'DELIVERED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "shop_push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_notification_recipients" ADD CONSTRAINT "shop_notification_recipients_notification_id_shop_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."shop_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_notification_recipients" ADD CONSTRAINT "shop_notification_recipients_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_push_subscriptions" ADD CONSTRAINT "shop_push_subscriptions_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_notification_recipients_once" ON "shop_notification_recipients" USING btree ("notification_id","customer_id","occasion");--> statement-breakpoint
CREATE INDEX "shop_notification_recipients_waiting_idx" ON "shop_notification_recipients" USING btree ("id") WHERE "shop_notification_recipients"."result" in ('QUEUED', 'SENDING');--> statement-breakpoint
CREATE INDEX "shop_notification_recipients_inbox_idx" ON "shop_notification_recipients" USING btree ("customer_id","created_at") WHERE "shop_notification_recipients"."in_inbox";--> statement-breakpoint
CREATE UNIQUE INDEX "shop_notifications_automatic_trigger_unique" ON "shop_notifications" USING btree ("trigger_type") WHERE "shop_notifications"."trigger_type" <> 'MANUAL';--> statement-breakpoint
CREATE INDEX "shop_notifications_due_idx" ON "shop_notifications" USING btree ("status","send_at") WHERE "shop_notifications"."trigger_type" = 'MANUAL';--> statement-breakpoint
CREATE UNIQUE INDEX "shop_push_subscriptions_endpoint_unique" ON "shop_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "shop_push_subscriptions_customer_idx" ON "shop_push_subscriptions" USING btree ("customer_id");