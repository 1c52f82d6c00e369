CREATE TABLE "daily_calendars" (
	"tenant_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	"game_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"reset_hour" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_calendars_tenant_id_calendar_id_pk" PRIMARY KEY("tenant_id","calendar_id"),
	CONSTRAINT "daily_calendars_window_check" CHECK ("daily_calendars"."ends_at" > "daily_calendars"."starts_at"),
	CONSTRAINT "daily_calendars_reset_check" CHECK ("daily_calendars"."reset_hour" between 0 and 23),
	CONSTRAINT "daily_calendars_steps_check" CHECK (jsonb_array_length("daily_calendars"."steps") between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "daily_claims" (
	"tenant_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	"suid" text NOT NULL,
	"day" text NOT NULL,
	"step" integer NOT NULL,
	"game_code" text NOT NULL,
	"role_id" text NOT NULL,
	"server_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "daily_claims_tenant_id_calendar_id_suid_day_pk" PRIMARY KEY("tenant_id","calendar_id","suid","day"),
	CONSTRAINT "daily_claims_step_check" CHECK ("daily_claims"."step" between 1 and 31)
);
--> statement-breakpoint
CREATE INDEX "daily_calendars_game_idx" ON "daily_calendars" USING btree ("tenant_id","game_code");