ALTER TABLE "refiller_schedules" ADD COLUMN "shift_start" text;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD COLUMN "capacity" double precision;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD COLUMN "start_place" text DEFAULT 'HOME' NOT NULL;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD COLUMN "route_end" text;--> statement-breakpoint
ALTER TABLE "latte_config" ADD COLUMN "warehouse_latitude" double precision;--> statement-breakpoint
ALTER TABLE "latte_config" ADD COLUMN "warehouse_longitude" double precision;--> statement-breakpoint
ALTER TABLE "latte_config" ADD COLUMN "open_routes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_capacity_check" CHECK ("refiller_schedules"."capacity" is null or "refiller_schedules"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_start_place_check" CHECK ("refiller_schedules"."start_place" in ('HOME', 'WAREHOUSE'));--> statement-breakpoint
ALTER TABLE "refiller_schedules" ADD CONSTRAINT "refiller_schedules_route_end_check" CHECK ("refiller_schedules"."route_end" is null or "refiller_schedules"."route_end" in ('START', 'WAREHOUSE', 'NONE'));--> statement-breakpoint
ALTER TABLE "latte_config" ADD CONSTRAINT "latte_config_warehouse_check" CHECK (("latte_config"."warehouse_latitude" is null) = ("latte_config"."warehouse_longitude" is null));