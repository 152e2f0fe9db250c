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
ALTER TABLE "shop_order_delivery_statuses" ADD COLUMN "known" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_delivery_statuses" ADD COLUMN "update_type" text;--> statement-breakpoint
ALTER TABLE "shop_payment_notifications" ADD CONSTRAINT "shop_payment_notifications_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payment_notifications_transaction_status_unique" ON "shop_payment_notifications" USING btree ("transaction_id","transaction_status");--> statement-breakpoint
CREATE INDEX "shop_payment_notifications_order_idx" ON "shop_payment_notifications" USING btree ("shop_order_id","received_at");--> statement-breakpoint
CREATE INDEX "shop_payment_notifications_received_idx" ON "shop_payment_notifications" USING btree ("received_at");