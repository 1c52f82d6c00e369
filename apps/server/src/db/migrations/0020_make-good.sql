CREATE TABLE "order_make_goods" (
	"tenant_id" text NOT NULL,
	"billing_no" text NOT NULL,
	"rule" text NOT NULL,
	"state" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"credit_code" text,
	"credit_code_hash" text,
	"refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_make_goods_tenant_id_billing_no_pk" PRIMARY KEY("tenant_id","billing_no"),
	CONSTRAINT "order_make_goods_rule_check" CHECK ("order_make_goods"."rule" in ('refund', 'credit')),
	CONSTRAINT "order_make_goods_state_check" CHECK ("order_make_goods"."state" in ('settling', 'refunded', 'credited')),
	CONSTRAINT "order_make_goods_credit_check" CHECK ("order_make_goods"."state" <> 'credited' or "order_make_goods"."credit_code_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "demo_roles" ADD COLUMN "refuse_deliveries_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_make_goods_settling_idx" ON "order_make_goods" USING btree ("next_attempt_at") WHERE "order_make_goods"."state" = 'settling';--> statement-breakpoint
CREATE INDEX "orders_paid_waiting_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'paid';