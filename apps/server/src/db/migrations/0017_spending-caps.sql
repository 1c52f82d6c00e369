CREATE TABLE "spending_caps" (
	"tenant_id" text NOT NULL,
	"suid" text NOT NULL,
	"currency" text NOT NULL,
	"daily_minor" bigint,
	"weekly_minor" bigint,
	"monthly_minor" bigint,
	"age_band" text,
	"cooling_off" boolean DEFAULT false NOT NULL,
	"pending" jsonb,
	"pending_from" timestamp with time zone,
	"pin_hash" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spending_caps_tenant_id_suid_pk" PRIMARY KEY("tenant_id","suid"),
	CONSTRAINT "spending_caps_positive_check" CHECK (coalesce("spending_caps"."daily_minor", 1) > 0 and coalesce("spending_caps"."weekly_minor", 1) > 0 and coalesce("spending_caps"."monthly_minor", 1) > 0),
	CONSTRAINT "spending_caps_age_band_check" CHECK ("spending_caps"."age_band" is null or "spending_caps"."age_band" in ('under16','16to19','adult')),
	CONSTRAINT "spending_caps_pending_check" CHECK (("spending_caps"."pending" is null) = ("spending_caps"."pending_from" is null))
);
