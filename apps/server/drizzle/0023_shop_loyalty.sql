CREATE TABLE "shop_loyalty_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_loyalty_accounts_balance_not_negative" CHECK ("shop_loyalty_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_loyalty_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"shop_order_id" integer,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"event_key" text,
	"reason" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_loyalty_entries_kind_known" CHECK ("shop_loyalty_entries"."kind" in ('EARN', 'REDEEM', 'EXPIRE', 'REVERSE', 'ADJUST')),
	CONSTRAINT "shop_loyalty_entries_balance_not_negative" CHECK ("shop_loyalty_entries"."balance_after" >= 0),
	CONSTRAINT "shop_loyalty_entries_remaining" CHECK ("shop_loyalty_entries"."remaining" >= 0 and "shop_loyalty_entries"."remaining" <= greatest("shop_loyalty_entries"."points", 0))
);
--> statement-breakpoint
CREATE TABLE "shop_loyalty_pending" (
	"shop_order_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"counts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	CONSTRAINT "shop_loyalty_pending_state_known" CHECK ("shop_loyalty_pending"."state" in ('PENDING', 'COUNTED', 'CANCELLED')),
	CONSTRAINT "shop_loyalty_pending_points_positive" CHECK ("shop_loyalty_pending"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_loyalty_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pending_days" integer DEFAULT 7 NOT NULL,
	"expiry_days" integer DEFAULT 365 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_loyalty_settings_single_row" CHECK ("shop_loyalty_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "shop_loyalty_accounts" ADD CONSTRAINT "shop_loyalty_accounts_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_loyalty_entries" ADD CONSTRAINT "shop_loyalty_entries_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_loyalty_entries" ADD CONSTRAINT "shop_loyalty_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_loyalty_pending" ADD CONSTRAINT "shop_loyalty_pending_customer_id_shop_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."shop_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_loyalty_entries_event_key_unique" ON "shop_loyalty_entries" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "shop_loyalty_entries_customer_idx" ON "shop_loyalty_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_loyalty_entries_order_idx" ON "shop_loyalty_entries" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "shop_loyalty_entries_created_idx" ON "shop_loyalty_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_loyalty_entries_expiring_idx" ON "shop_loyalty_entries" USING btree ("expires_at") WHERE "shop_loyalty_entries"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "shop_loyalty_pending_due_idx" ON "shop_loyalty_pending" USING btree ("counts_at") WHERE "shop_loyalty_pending"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "shop_loyalty_pending_customer_idx" ON "shop_loyalty_pending" USING btree ("customer_id");