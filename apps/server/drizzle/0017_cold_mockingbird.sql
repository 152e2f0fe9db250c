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
CREATE TABLE "shop_order_counters" (
	"shop_hub_id" integer NOT NULL,
	"day" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "shop_order_counters_shop_hub_id_day_pk" PRIMARY KEY("shop_hub_id","day")
);
--> statement-breakpoint
CREATE TABLE "shop_promo_uses" (
	"kind" text NOT NULL,
	"promo_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_promo_uses_kind_promo_id_customer_id_pk" PRIMARY KEY("kind","promo_id","customer_id"),
	CONSTRAINT "shop_promo_uses_not_negative" CHECK ("shop_promo_uses"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_status" text NOT NULL,
	"order_no" text NOT NULL,
	"shop_order_id" integer,
	"status_code" text NOT NULL,
	"gross_amount" text NOT NULL,
	"fraud_status" text,
	"payment_type" text,
	"transaction_time" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_app_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_voucher_settings" ADD COLUMN "assigned_to_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_delivery_statuses" ADD COLUMN "known" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_delivery_statuses" ADD COLUMN "update_type" text;--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_assigner_id_users_id_fk" FOREIGN KEY ("assigner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tasks" ADD CONSTRAINT "shop_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_counters" ADD CONSTRAINT "shop_order_counters_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promo_uses" ADD CONSTRAINT "shop_promo_uses_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment_notifications" ADD CONSTRAINT "shop_payment_notifications_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_app_requests" ADD CONSTRAINT "shop_app_requests_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_tasks_assignee_execution_idx" ON "shop_tasks" USING btree ("assignee_id","execution_time");--> statement-breakpoint
CREATE INDEX "shop_tasks_hub_execution_idx" ON "shop_tasks" USING btree ("shop_hub_id","execution_time");--> statement-breakpoint
CREATE INDEX "shop_tasks_execution_idx" ON "shop_tasks" USING btree ("execution_time","id");--> statement-breakpoint
CREATE INDEX "shop_tasks_unassigned_idx" ON "shop_tasks" USING btree ("execution_time") WHERE "shop_tasks"."assignee_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payment_notifications_transaction_status_unique" ON "shop_payment_notifications" USING btree ("transaction_id","transaction_status");--> statement-breakpoint
CREATE INDEX "shop_payment_notifications_order_idx" ON "shop_payment_notifications" USING btree ("shop_order_id","received_at");--> statement-breakpoint
CREATE INDEX "shop_payment_notifications_received_idx" ON "shop_payment_notifications" USING btree ("received_at");