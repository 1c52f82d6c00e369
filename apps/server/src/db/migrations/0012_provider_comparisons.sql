CREATE TABLE "provider_comparisons" (
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"listed_count" integer DEFAULT 0 NOT NULL,
	"ours_count" integer DEFAULT 0 NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "provider_comparisons_tenant_id_provider_day_pk" PRIMARY KEY("tenant_id","provider","day")
);
