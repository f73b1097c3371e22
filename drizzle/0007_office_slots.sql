ALTER TABLE "appointment_slots" ADD COLUMN "source" text DEFAULT 'feed' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD COLUMN "cancelled_at" timestamp with time zone;