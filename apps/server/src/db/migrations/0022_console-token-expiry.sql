ALTER TABLE "staff_accounts" ADD COLUMN "created_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "created_by_token_id" text;--> statement-breakpoint
ALTER TABLE "staff_api_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Tokens made before expiry existed: 90 days after creation (the default), but never sooner than
-- two weeks after this deploy, so running scripts get time to move to a new token (ADR 0032).
UPDATE "staff_api_tokens" SET "expires_at" = greatest("created_at" + interval '90 days', now() + interval '14 days');--> statement-breakpoint
ALTER TABLE "staff_api_tokens" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "staff_accounts_created_by_token_idx" ON "staff_accounts" USING btree ("created_by_token_id");
