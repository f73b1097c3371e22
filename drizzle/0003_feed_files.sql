CREATE TABLE "remote_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"local_url" text,
	"width" integer,
	"height" integer,
	"sha256" text,
	"etag" text,
	"last_modified" text,
	"error" text,
	"failed_for" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_files_url_unique" UNIQUE("url"),
	CONSTRAINT "remote_files_status_check" CHECK ("remote_files"."status" in ('pending', 'ready', 'failed')),
	CONSTRAINT "remote_files_kind_check" CHECK ("remote_files"."kind" in ('photo', 'document'))
);
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_kind_check";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "source_url" text;--> statement-breakpoint
CREATE INDEX "remote_files_due_idx" ON "remote_files" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "documents_source_idx" ON "documents" USING btree ("source_url");--> statement-breakpoint
CREATE INDEX "media_source_idx" ON "media" USING btree ("source_url");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('photo', 'video', 'tour', 'photo-pending'));