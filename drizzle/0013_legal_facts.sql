ALTER TABLE "connector_runs" ADD COLUMN "not_shown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "connector_runs" ADD COLUMN "legal_gaps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "legal_mentions" jsonb;