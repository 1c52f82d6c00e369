CREATE TABLE "activities" (
	"tenant_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"min_daily_minor" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activities_tenant_id_activity_id_pk" PRIMARY KEY("tenant_id","activity_id"),
	CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('cumulative','continuous')),
	CONSTRAINT "activities_window_check" CHECK ("activities"."ends_at" > "activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "activity_claims" (
	"tenant_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"tier_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"role_id" text NOT NULL,
	"suid" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "activity_claims_tenant_id_activity_id_tier_id_game_code_role_id_pk" PRIMARY KEY("tenant_id","activity_id","tier_id","game_code","role_id")
);
--> statement-breakpoint
CREATE TABLE "activity_tiers" (
	"tenant_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"tier_id" integer NOT NULL,
	"threshold" bigint NOT NULL,
	"rewards" jsonb NOT NULL,
	"reward_amount" integer NOT NULL,
	CONSTRAINT "activity_tiers_tenant_id_activity_id_tier_id_pk" PRIMARY KEY("tenant_id","activity_id","tier_id"),
	CONSTRAINT "activity_tiers_check" CHECK ("activity_tiers"."threshold" > 0 and "activity_tiers"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"tenant_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"currency" text NOT NULL,
	"value_minor" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"billing_no" text,
	"valid_until" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_tenant_id_code_hash_pk" PRIMARY KEY("tenant_id","code_hash"),
	CONSTRAINT "gift_cards_status_check" CHECK ("gift_cards"."status" in ('active','redeemed','void')),
	CONSTRAINT "gift_cards_value_check" CHECK ("gift_cards"."value_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_cards" (
	"tenant_id" text NOT NULL,
	"card_no" text NOT NULL,
	"password_hash" text NOT NULL,
	"game_code" text,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"gems_number" integer NOT NULL,
	"extra_gems_number" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"billing_no" text,
	"valid_until" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_cards_tenant_id_card_no_pk" PRIMARY KEY("tenant_id","card_no"),
	CONSTRAINT "prepaid_cards_status_check" CHECK ("prepaid_cards"."status" in ('active','redeemed','void')),
	CONSTRAINT "prepaid_cards_amount_check" CHECK ("prepaid_cards"."price_minor" > 0 and "prepaid_cards"."gems_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "third_gifts" (
	"tenant_id" text NOT NULL,
	"gift_id" text NOT NULL,
	"game_code" text NOT NULL,
	"product_id" text,
	"channel_name" text NOT NULL,
	"payway_id" integer,
	"names" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "third_gifts_tenant_id_gift_id_pk" PRIMARY KEY("tenant_id","gift_id")
);
--> statement-breakpoint
CREATE TABLE "product_limits" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"limit_type" text NOT NULL,
	"frequency" integer NOT NULL,
	"day_info" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_limits_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id"),
	CONSTRAINT "product_limits_type_check" CHECK ("product_limits"."limit_type" in ('role','time','game')),
	CONSTRAINT "product_limits_frequency_check" CHECK ("product_limits"."frequency" > 0 and "product_limits"."day_info" >= 0)
);
--> statement-breakpoint
CREATE TABLE "replenish_links" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"game_code" text NOT NULL,
	"suid" text NOT NULL,
	"username" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"billing_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "replenish_links_status_check" CHECK ("replenish_links"."status" in ('open','settled','cancelled')),
	CONSTRAINT "replenish_links_amount_check" CHECK ("replenish_links"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purpose" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ref" text;--> statement-breakpoint
CREATE INDEX "activities_game_idx" ON "activities" USING btree ("tenant_id","game_code");--> statement-breakpoint
CREATE INDEX "replenish_links_account_idx" ON "replenish_links" USING btree ("tenant_id","suid");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purpose_check" CHECK ("orders"."purpose" in ('goods','replenish','card','gift'));