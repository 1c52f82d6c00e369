CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"titles" jsonb NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_product_id" text,
	"link_path" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_seed_key_uq" UNIQUE("tenant_id","seed_key"),
	CONSTRAINT "promotions_shape_check" CHECK ("promotions"."starts_at" < "promotions"."ends_at" and ("promotions"."link_product_id" is null or "promotions"."link_path" is null))
);
--> statement-breakpoint
CREATE INDEX "promotions_tenant_game_idx" ON "promotions" USING btree ("tenant_id","game_code");