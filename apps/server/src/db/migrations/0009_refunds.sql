CREATE TABLE "order_refunds" (
	"tenant_id" text NOT NULL,
	"billing_no" text NOT NULL,
	"refund_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_tenant_id_billing_no_refund_key_pk" PRIMARY KEY("tenant_id","billing_no","refund_key"),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_minor" > 0),
	CONSTRAINT "order_refunds_kind_check" CHECK ("order_refunds"."kind" in ('refund','chargeback'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_kind" text;--> statement-breakpoint
ALTER TABLE "vip_point_awards" ADD COLUMN "revoked_at" timestamp with time zone;