CREATE TABLE "first_purchase_bonuses" (
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"bonus" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_purchase_bonuses_tenant_id_game_code_pk" PRIMARY KEY("tenant_id","game_code"),
	CONSTRAINT "first_purchase_bonuses_bonus_check" CHECK ("first_purchase_bonuses"."bonus" > 0)
);
--> statement-breakpoint
CREATE TABLE "first_purchase_grants" (
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"role_id" text NOT NULL,
	"billing_no" text NOT NULL,
	"bonus" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "first_purchase_grants_tenant_id_game_code_role_id_pk" PRIMARY KEY("tenant_id","game_code","role_id")
);
--> statement-breakpoint
CREATE TABLE "offer_claims" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"game_code" text NOT NULL,
	"role_id" text NOT NULL,
	"suid" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "offer_claims_tenant_id_product_id_game_code_role_id_pk" PRIMARY KEY("tenant_id","product_id","game_code","role_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"game_code" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"chain_id" text,
	"chain_step" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id"),
	CONSTRAINT "offers_chain_step_uq" UNIQUE("tenant_id","game_code","chain_id","chain_step"),
	CONSTRAINT "offers_shape_check" CHECK (("offers"."chain_id" is null) = ("offers"."chain_step" is null) and ("offers"."chain_step" is null or "offers"."chain_step" >= 1) and ("offers"."starts_at" is null or "offers"."ends_at" is null or "offers"."starts_at" < "offers"."ends_at"))
);
