ALTER TABLE "student_passes" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "student_passes_expires_idx" ON "student_passes" USING btree ("expires_on");