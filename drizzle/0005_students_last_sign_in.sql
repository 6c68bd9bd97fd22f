DROP INDEX "students_email_lower_uq";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_lower_uq" ON "students" USING btree (lower("email")) WHERE "students"."deleted_at" is null;