CREATE TABLE "property_communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"source" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_fixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_communications" ADD CONSTRAINT "property_communications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_communications_property_idx" ON "property_communications" USING btree ("property_id","at");--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_feed_id_unique" UNIQUE("feed_id");