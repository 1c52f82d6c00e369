CREATE TABLE "player_lookups" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"client_id" text NOT NULL,
	"role_id" text NOT NULL,
	"server_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "player_lookups_expiry_idx" ON "player_lookups" USING btree ("expires_at");