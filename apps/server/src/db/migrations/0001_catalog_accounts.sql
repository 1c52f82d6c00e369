CREATE TABLE "accounts" (
	"tenant_id" text NOT NULL,
	"suid" text NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"card_no" text,
	"real_name_verified" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_tenant_id_suid_pk" PRIMARY KEY("tenant_id","suid"),
	CONSTRAINT "accounts_tenant_username_uq" UNIQUE("tenant_id","username"),
	CONSTRAINT "accounts_tenant_card_uq" UNIQUE("tenant_id","card_no")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"suid" text NOT NULL,
	"gp_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttle_tenant_id_key_pk" PRIMARY KEY("tenant_id","key"),
	CONSTRAINT "login_throttle_failures_check" CHECK ("login_throttle"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "product_prices_tenant_id_product_id_currency_pk" PRIMARY KEY("tenant_id","product_id","currency"),
	CONSTRAINT "product_prices_amount_check" CHECK ("product_prices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"type_key" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_types_tenant_id_game_code_type_key_pk" PRIMARY KEY("tenant_id","game_code","type_key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"game_code" text NOT NULL,
	"type_key" text NOT NULL,
	"names" jsonb NOT NULL,
	"value" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"goods_sort" integer DEFAULT 0 NOT NULL,
	"is_limit" boolean DEFAULT false NOT NULL,
	"is_coupon" boolean DEFAULT false NOT NULL,
	"coupon_points" integer DEFAULT 0 NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id"),
	CONSTRAINT "products_value_check" CHECK ("products"."value" > 0 and "products"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demo_roles" (
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"role_id" text NOT NULL,
	"server_id" text NOT NULL,
	"suid" text NOT NULL,
	"name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_roles_tenant_id_game_code_role_id_pk" PRIMARY KEY("tenant_id","game_code","role_id")
);
--> statement-breakpoint
CREATE TABLE "demo_servers" (
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"server_id" text NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_servers_tenant_id_game_code_server_id_pk" PRIMARY KEY("tenant_id","game_code","server_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "parent_code" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "is_select_game" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "privacy_url" text;--> statement-breakpoint
CREATE INDEX "auth_tokens_tenant_suid_idx" ON "auth_tokens" USING btree ("tenant_id","suid");--> statement-breakpoint
CREATE INDEX "demo_roles_owner_idx" ON "demo_roles" USING btree ("tenant_id","game_code","suid");--> statement-breakpoint
CREATE INDEX "demo_servers_area_idx" ON "demo_servers" USING btree ("tenant_id","game_code","area");