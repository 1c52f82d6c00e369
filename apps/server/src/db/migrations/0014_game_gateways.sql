CREATE TABLE "game_gateways" (
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"timeout_ms" integer DEFAULT 5000 NOT NULL,
	"retries" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_gateways_tenant_id_game_code_pk" PRIMARY KEY("tenant_id","game_code")
);
