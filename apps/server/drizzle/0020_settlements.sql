CREATE TABLE "settlement_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"batch_no" text NOT NULL,
	"checksum" text NOT NULL,
	"machine_id" integer,
	"vmc_no" text NOT NULL,
	"settlement_date" date NOT NULL,
	"trx_amount" bigint NOT NULL,
	"trx_count" integer NOT NULL,
	"status" text NOT NULL,
	"file_request_url" text,
	"file_ok_response_url" text,
	"file_nok_response_url" text,
	"taken_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_files_kind_known" CHECK ("settlement_files"."kind" in ('QR_WALLET', 'CARD_READER'))
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"line" integer,
	"day" date NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"order_no" text NOT NULL,
	"vmc_no" text NOT NULL,
	"machine_id" integer,
	"shop_hub_id" integer,
	"vending_order_id" integer,
	"shop_order_id" integer,
	"type" text NOT NULL,
	"amount_cents" bigint,
	"amount" bigint,
	"order_amount" integer,
	"outcome" text NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "settlement_lines_outcome_known" CHECK ("settlement_lines"."outcome" in ('MATCHED', 'MISSING_FROM_FILE', 'MISSING_FROM_ORDERS', 'AMOUNT_DIFFERS', 'STATUS_DIFFERS', 'DUPLICATE'))
);
--> statement-breakpoint
ALTER TABLE "settlement_files" ADD CONSTRAINT "settlement_files_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_files" ADD CONSTRAINT "settlement_files_taken_by_id_users_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_file_id_settlement_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."settlement_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_vending_order_id_vending_orders_id_fk" FOREIGN KEY ("vending_order_id") REFERENCES "public"."vending_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_files_checksum_unique" ON "settlement_files" USING btree ("checksum");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_files_kind_batch_unique" ON "settlement_files" USING btree ("kind","batch_no");--> statement-breakpoint
CREATE INDEX "settlement_files_date_idx" ON "settlement_files" USING btree ("settlement_date","id");--> statement-breakpoint
CREATE INDEX "settlement_lines_file_idx" ON "settlement_lines" USING btree ("file_id","outcome");--> statement-breakpoint
CREATE INDEX "settlement_lines_day_idx" ON "settlement_lines" USING btree ("day","outcome");--> statement-breakpoint
CREATE INDEX "settlement_lines_time_idx" ON "settlement_lines" USING btree ("time","id");--> statement-breakpoint
CREATE INDEX "settlement_lines_vending_order_idx" ON "settlement_lines" USING btree ("vending_order_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_shop_order_idx" ON "settlement_lines" USING btree ("shop_order_id");