CREATE TABLE "qr_type_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qr_type" text NOT NULL,
	"payment_provider" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_payment_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_provider" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "qr_type_mappings_qr_type_unique" ON "qr_type_mappings" USING btree ("qr_type");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payment_providers_provider_unique" ON "shop_payment_providers" USING btree ("payment_provider");