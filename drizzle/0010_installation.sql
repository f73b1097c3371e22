CREATE TABLE "installation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"demo" text NOT NULL,
	"demo_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_one_row" CHECK ("installation"."id" = 1),
	CONSTRAINT "installation_demo_check" CHECK ("installation"."demo" in ('present', 'removed', 'none'))
);
