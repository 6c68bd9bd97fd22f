-- The calendar's ETag (decision 018): a statement that adds or removes bookings raises each of their
-- classes' versions once, instead of one class-row update per booking row (loading bookings in bulk —
-- the demo studio, a restore, a bench — took three to eight times as long with the row trigger).
DROP TRIGGER "bookings_class_version_ins_del_trg" ON "bookings";--> statement-breakpoint
CREATE FUNCTION "bookings_bump_class_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "class_instances" SET "version" = "version" + 1
    WHERE "id" IN (SELECT DISTINCT class_instance_id FROM new_bookings);
  ELSE
    UPDATE "class_instances" SET "version" = "version" + 1
    WHERE "id" IN (SELECT DISTINCT class_instance_id FROM old_bookings);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_class_versions_ins_trg" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_bump_class_versions"();--> statement-breakpoint
CREATE TRIGGER "bookings_class_versions_del_trg" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_bump_class_versions"();
