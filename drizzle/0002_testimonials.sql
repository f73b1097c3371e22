CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"about" text,
	"website" text,
	"image_url" text,
	"comment" text NOT NULL,
	"locale" text NOT NULL,
	"posted_at" date NOT NULL,
	"posted_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_slug_unique" UNIQUE("slug"),
	CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('pending', 'published', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "testimonials_status_idx" ON "testimonials" USING btree ("status","posted_at");