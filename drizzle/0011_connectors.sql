CREATE SEQUENCE "public"."connector_site_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1500000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "connector_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"connector" text NOT NULL,
	"digest" text NOT NULL,
	"event" text NOT NULL,
	"external_id" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "connector_events_status_check" CHECK ("connector_events"."status" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE TABLE "connector_listings" (
	"connector" text NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connector_listings_connector_kind_external_id_pk" PRIMARY KEY("connector","kind","external_id"),
	CONSTRAINT "connector_listings_kind_check" CHECK ("connector_listings"."kind" in ('property', 'project'))
);
--> statement-breakpoint
CREATE TABLE "connector_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"connector" text NOT NULL,
	"full" boolean NOT NULL,
	"outcome" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"since" timestamp with time zone,
	"summary" jsonb,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unplaced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "connector_runs_outcome_check" CHECK ("connector_runs"."outcome" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"connector" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"external_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_deliveries_status_check" CHECK ("lead_deliveries"."status" in ('pending', 'sent', 'no-address'))
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connector_events_digest_idx" ON "connector_events" USING btree ("connector","digest");--> statement-breakpoint
CREATE INDEX "connector_events_due_idx" ON "connector_events" USING btree ("connector","status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "connector_listings_site_idx" ON "connector_listings" USING btree ("kind","site_id");--> statement-breakpoint
CREATE INDEX "connector_runs_started_idx" ON "connector_runs" USING btree ("connector","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "connector_runs_running_idx" ON "connector_runs" USING btree ("connector") WHERE "connector_runs"."outcome" = 'running';--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_once_idx" ON "lead_deliveries" USING btree ("submission_id","connector");