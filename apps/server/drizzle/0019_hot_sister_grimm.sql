ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shop_hubs" ADD CONSTRAINT "user_shop_hubs_shop_hub_id_shop_hubs_id_fk" FOREIGN KEY ("shop_hub_id") REFERENCES "public"."shop_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shop_merchants" ADD CONSTRAINT "user_shop_merchants_shop_merchant_id_shop_merchants_id_fk" FOREIGN KEY ("shop_merchant_id") REFERENCES "public"."shop_merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shop_partners" ADD CONSTRAINT "user_shop_partners_shop_partner_id_shop_partners_id_fk" FOREIGN KEY ("shop_partner_id") REFERENCES "public"."shop_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_companies_value_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_shop_hubs_value_idx" ON "user_shop_hubs" USING btree ("shop_hub_id");--> statement-breakpoint
CREATE INDEX "user_shop_merchants_value_idx" ON "user_shop_merchants" USING btree ("shop_merchant_id");--> statement-breakpoint
CREATE INDEX "user_shop_partners_value_idx" ON "user_shop_partners" USING btree ("shop_partner_id");