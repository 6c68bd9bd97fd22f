CREATE TABLE "pass_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"return_reason" text
);
--> statement-breakpoint
ALTER TABLE "student_passes" ADD COLUMN "classes_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_uses" ADD CONSTRAINT "pass_uses_pass_id_student_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."student_passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_uses" ADD CONSTRAINT "pass_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_uses_booking_uq" ON "pass_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "pass_uses_pass_idx" ON "pass_uses" USING btree ("pass_id");--> statement-breakpoint
ALTER TABLE "student_passes" ADD CONSTRAINT "student_passes_used_ck" CHECK ("student_passes"."classes_used" between 0 and "student_passes"."classes_total");