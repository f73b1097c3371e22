CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"url" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "documents_owner_check" CHECK (num_nonnulls("documents"."property_id", "documents"."project_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"name" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "media_owner_check" CHECK (num_nonnulls("media"."property_id", "media"."project_id") = 1),
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('photo', 'video', 'tour'))
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"locale" text DEFAULT 'nl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "project_buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"floors" integer,
	"delivery_date" date,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_texts" (
	"project_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "project_texts_project_id_locale_pk" PRIMARY KEY("project_id","locale")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"goal" smallint DEFAULT 0 NOT NULL,
	"web_id" integer,
	"street" text,
	"house_number" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer DEFAULT 10,
	"country_name" text,
	"publish_address" boolean DEFAULT true NOT NULL,
	"price_min" integer,
	"price_max" integer,
	"lat" double precision,
	"lng" double precision,
	"status" text DEFAULT 'published' NOT NULL,
	"technical" jsonb,
	"situation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"goal" smallint NOT NULL,
	"price" integer,
	"publish_price" boolean DEFAULT true NOT NULL,
	"price_unit" integer,
	"price_unit_text" text,
	"marquee" smallint DEFAULT 0 NOT NULL,
	"marquee_name" jsonb,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer,
	"country_name" text,
	"publish_address" boolean DEFAULT true NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"energy_performance" double precision,
	"epc_label_text" text,
	"web_id" integer NOT NULL,
	"web_ids" text,
	"type_description" jsonb,
	"record_file" text,
	"project_id" integer,
	"building_id" integer,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"showerrooms" smallint,
	"toilets" smallint,
	"floors" smallint,
	"garages" smallint,
	"parkings" smallint,
	"external_parkings" smallint,
	"extra_rooms" smallint,
	"living_surface" double precision,
	"ground_surface" double precision,
	"surfaces" jsonb,
	"construction" jsonb,
	"comfort" jsonb,
	"flags" jsonb,
	"planning" jsonb,
	"energy" jsonb,
	"flood" jsonb,
	"asbestos" jsonb,
	"certificates" jsonb,
	"financial" jsonb,
	"viager" jsonb,
	"contract" jsonb,
	"points_of_interest" jsonb,
	"availability" text,
	"available_from" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_goal_check" CHECK ("properties"."goal" in (0, 1)),
	CONSTRAINT "properties_marquee_check" CHECK ("properties"."marquee" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "property_owners" (
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "property_owners_owner_id_property_id_pk" PRIMARY KEY("owner_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_texts" (
	"property_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "property_texts_property_id_locale_pk" PRIMARY KEY("property_id","locale")
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"web_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"show_order" integer NOT NULL,
	"sale" boolean DEFAULT true NOT NULL,
	"rent" boolean DEFAULT true NOT NULL,
	CONSTRAINT "property_types_web_id_unique" UNIQUE("web_id")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_buildings" ADD CONSTRAINT "project_buildings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_texts" ADD CONSTRAINT "project_texts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_web_id_property_types_web_id_fk" FOREIGN KEY ("web_id") REFERENCES "public"."property_types"("web_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_web_id_property_types_web_id_fk" FOREIGN KEY ("web_id") REFERENCES "public"."property_types"("web_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_building_id_project_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."project_buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_texts" ADD CONSTRAINT "property_texts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_property_idx" ON "media" USING btree ("property_id","sort");--> statement-breakpoint
CREATE INDEX "media_project_idx" ON "media" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city");--> statement-breakpoint
CREATE INDEX "properties_goal_idx" ON "properties" USING btree ("goal","status");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city","zip");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "property_owners_property_idx" ON "property_owners" USING btree ("property_id");