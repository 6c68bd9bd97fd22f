ALTER TABLE "policies" DROP CONSTRAINT "policies_cancellation_hours_ck";--> statement-breakpoint
ALTER TABLE "policies" DROP COLUMN "cancellation_hours";