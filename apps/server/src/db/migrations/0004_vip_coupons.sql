CREATE TABLE "coupon_templates" (
	"tenant_id" text NOT NULL,
	"template_id" text NOT NULL,
	"level_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"discount_rate" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_templates_tenant_id_template_id_pk" PRIMARY KEY("tenant_id","template_id"),
	CONSTRAINT "coupon_templates_type_check" CHECK ("coupon_templates"."type" in ('permanent', 'week', 'month')),
	CONSTRAINT "coupon_templates_rate_check" CHECK ("coupon_templates"."discount_rate" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"suid" text NOT NULL,
	"template_id" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'avail' NOT NULL,
	"billing_no" text,
	"valid_end_time" timestamp with time zone,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupons_claim_uq" UNIQUE("tenant_id","suid","template_id","period"),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('avail', 'reserved', 'used'))
);
--> statement-breakpoint
CREATE TABLE "vip_accounts" (
	"tenant_id" text NOT NULL,
	"suid" text NOT NULL,
	"total_points" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_accounts_tenant_id_suid_pk" PRIMARY KEY("tenant_id","suid")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"tenant_id" text NOT NULL,
	"level_id" integer NOT NULL,
	"name" text NOT NULL,
	"show_name" text NOT NULL,
	"need_points" integer NOT NULL,
	CONSTRAINT "vip_levels_tenant_id_level_id_pk" PRIMARY KEY("tenant_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "vip_point_awards" (
	"billing_no" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"suid" text NOT NULL,
	"points" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_point_rates" (
	"tenant_id" text NOT NULL,
	"currency" text NOT NULL,
	"points" integer NOT NULL,
	"per_minor" integer NOT NULL,
	CONSTRAINT "vip_point_rates_tenant_id_currency_pk" PRIMARY KEY("tenant_id","currency"),
	CONSTRAINT "vip_point_rates_check" CHECK ("vip_point_rates"."points" >= 0 and "vip_point_rates"."per_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"point_to_coin" text NOT NULL,
	"faq_title" text NOT NULL,
	"faq_content" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("tenant_id","suid");--> statement-breakpoint
CREATE INDEX "coupons_billing_idx" ON "coupons" USING btree ("billing_no");