CREATE INDEX "shop_orders_state_created_idx" ON "shop_orders" USING btree ("state","created_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_type_created_idx" ON "shop_orders" USING btree ("type","created_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_payment_created_idx" ON "shop_orders" USING btree ("payment_method","created_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_order_no_trgm_idx" ON "shop_orders" USING gin ("order_no" gin_trgm_ops);