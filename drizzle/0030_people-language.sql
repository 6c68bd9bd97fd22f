ALTER TABLE "admins" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_ck" CHECK ("admins"."language" in ('en-CA', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_language_ck" CHECK ("students"."language" in ('en-CA', 'fr-CA'));