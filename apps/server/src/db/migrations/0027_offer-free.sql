ALTER TABLE "offers" DROP CONSTRAINT "offers_chain_step_uq";--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_shape_check";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now a free step was a chain step whose product had no price: those stay free.
UPDATE "offers" SET "free" = true WHERE "chain_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "product_prices" p WHERE p."tenant_id" = "offers"."tenant_id" AND p."product_id" = "offers"."product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_chain_step_uq" ON "offers" USING btree ("tenant_id","game_code","chain_id","chain_step") WHERE "offers"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_shape_check" CHECK (("offers"."chain_id" is null) = ("offers"."chain_step" is null) and ("offers"."chain_step" is null or "offers"."chain_step" >= 1) and ("offers"."starts_at" is null or "offers"."ends_at" is null or "offers"."starts_at" < "offers"."ends_at") and (not "offers"."free" or "offers"."chain_id" is not null));