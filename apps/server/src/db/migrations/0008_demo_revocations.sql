ALTER TABLE "demo_deliveries" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_deliveries" ADD COLUMN "revoke_shortfall" bigint;--> statement-breakpoint
ALTER TABLE "demo_deliveries" ADD COLUMN "revoke_reason" text;