ALTER TABLE "order_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "reason_text" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claimed_at" timestamp with time zone;