ALTER TABLE "orders" ADD COLUMN "next_reconcile_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_reconcile_idx" ON "orders" USING btree ("next_reconcile_at") WHERE "orders"."status" in ('pending', 'expired');