CREATE TABLE "library_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"original" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"name" text NOT NULL,
	"preview" text NOT NULL,
	"derived" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "library_images_sha_idx" ON "library_images" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "library_images_created_idx" ON "library_images" USING btree ("created_at");