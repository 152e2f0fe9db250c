-- Trigram indexes need pg_trgm (trusted: any database owner may create it; PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "user_activities_time_idx";--> statement-breakpoint
DROP INDEX "user_activities_username_idx";--> statement-breakpoint
CREATE INDEX "user_activities_username_trgm_idx" ON "user_activities" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_activities_message_trgm_idx" ON "user_activities" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hubs_name_sort_idx" ON "hubs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "hubs_created_sort_idx" ON "hubs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "hubs_internal_id_trgm_idx" ON "hubs" USING gin ("internal_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hubs_name_trgm_idx" ON "hubs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hubs_building_name_trgm_idx" ON "hubs" USING gin ("building_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hubs_company_name_trgm_idx" ON "hubs" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hubs_address_trgm_idx" ON "hubs" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hubs_city_trgm_idx" ON "hubs" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hubs_display_name_trgm_idx" ON "hubs" USING gin ((coalesce("name", "building_name", "company_name", "internal_id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_activities_time_idx" ON "user_activities" USING btree ("time","id");--> statement-breakpoint
CREATE INDEX "user_activities_username_idx" ON "user_activities" USING btree ("username","time","id");