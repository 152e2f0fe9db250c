CREATE TABLE "shop_pos_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule_id" integer NOT NULL,
	"partner_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_pos_promos" ADD CONSTRAINT "shop_pos_promos_rule_id_shop_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."shop_promotion_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pos_promos" ADD CONSTRAINT "shop_pos_promos_partner_id_shop_pos_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."shop_pos_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pos_promos_rule_unique" ON "shop_pos_promos" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "shop_pos_promos_partner_idx" ON "shop_pos_promos" USING btree ("partner_id");