CREATE TABLE "games" (
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"platform" text NOT NULL,
	"area" text NOT NULL,
	"game_code" text NOT NULL,
	"gp_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_tenant_id_client_id_pk" PRIMARY KEY("tenant_id","client_id"),
	CONSTRAINT "games_platform_check" CHECK ("games"."platform" in ('android', 'ios', 'web'))
);
--> statement-breakpoint
CREATE TABLE "page_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"client_id" text,
	"is_open_coupon" boolean DEFAULT false NOT NULL,
	"language_config" text,
	"is_area_role" boolean DEFAULT false NOT NULL,
	"brand_color" text,
	CONSTRAINT "page_configs_tenant_client_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","client_id"),
	CONSTRAINT "page_configs_brand_color_check" CHECK ("page_configs"."brand_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"event_id" text NOT NULL,
	"session" text,
	"user_ref" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_ts" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_events_tenant_event_uq" UNIQUE("tenant_id","event_id"),
	CONSTRAINT "tracking_events_kind_check" CHECK ("tracking_events"."kind" in ('dot', 'order'))
);
--> statement-breakpoint
CREATE INDEX "games_tenant_sort_idx" ON "games" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "tracking_events_tenant_received_idx" ON "tracking_events" USING btree ("tenant_id","received_at");