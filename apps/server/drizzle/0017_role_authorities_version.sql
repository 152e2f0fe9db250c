ALTER TABLE "roles" ADD COLUMN "authorities_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "role_authorities_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "roles" SET "authorities_version" = "authorities_version" + 1 WHERE "id" = OLD."role_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "roles" SET "authorities_version" = "authorities_version" + 1 WHERE "id" = NEW."role_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "role_authorities_changed" AFTER INSERT OR UPDATE OR DELETE ON "role_authorities"
	FOR EACH ROW EXECUTE FUNCTION "role_authorities_changed"();
