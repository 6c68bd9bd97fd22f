CREATE TABLE "class_materialised_windows" (
	"fingerprint" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_materialised_windows_fingerprint_from_date_to_date_pk" PRIMARY KEY("fingerprint","from_date","to_date")
);
--> statement-breakpoint
ALTER TABLE "class_instances" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The calendar's ETag (decision 018): every change of a class row raises its version...
CREATE FUNCTION "class_instances_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_instances_version_trg" BEFORE UPDATE ON "class_instances"
  FOR EACH ROW EXECUTE FUNCTION "class_instances_bump_version"();--> statement-breakpoint
-- ...and so does a booking that may change its class's confirmed count (added, removed, new status).
CREATE FUNCTION "bookings_bump_class_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "class_instances" SET "version" = "version" + 1 WHERE "id" = OLD.class_instance_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.class_instance_id <> OLD.class_instance_id) THEN
    UPDATE "class_instances" SET "version" = "version" + 1 WHERE "id" = NEW.class_instance_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_class_version_ins_del_trg" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_bump_class_version"();--> statement-breakpoint
CREATE TRIGGER "bookings_class_version_upd_trg" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.class_instance_id IS DISTINCT FROM NEW.class_instance_id)
  EXECUTE FUNCTION "bookings_bump_class_version"();
