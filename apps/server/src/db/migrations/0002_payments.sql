CREATE TABLE "demo_balances" (
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"role_id" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_balances_tenant_id_game_code_role_id_pk" PRIMARY KEY("tenant_id","game_code","role_id")
);
--> statement-breakpoint
CREATE TABLE "demo_deliveries" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"game_code" text NOT NULL,
	"role_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"billing_no" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"billing_no" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"suid" text NOT NULL,
	"username" text NOT NULL,
	"client_id" text NOT NULL,
	"gp_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"area" text NOT NULL,
	"server_id" text NOT NULL,
	"server_name" text NOT NULL,
	"role_id" text NOT NULL,
	"role_name" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"value" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"original_amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"method_key" text NOT NULL,
	"payway_id" integer NOT NULL,
	"channel_id" text NOT NULL,
	"family_id" integer NOT NULL,
	"provider" text NOT NULL,
	"endpoint" text NOT NULL,
	"coupon_code" text,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_txn_id" text,
	"pay_url" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fail_reason" text,
	"delivery_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created','pending','paid','delivered','failed','expired','refunded')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"delivery_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_delivery_uq" UNIQUE("delivery_id")
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"billing_no" text NOT NULL,
	"action" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callbacks_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"tenant_id" text NOT NULL,
	"method_key" text NOT NULL,
	"payway_id" integer NOT NULL,
	"channel_id" text NOT NULL,
	"family_id" integer NOT NULL,
	"country" text NOT NULL,
	"parent_key" text,
	"name" text NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"min_money" bigint DEFAULT 0 NOT NULL,
	"max_money" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"open_coupon" boolean DEFAULT false NOT NULL,
	"pay_id" text,
	"areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"platforms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_methods_tenant_id_country_method_key_pk" PRIMARY KEY("tenant_id","country","method_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_callbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" text NOT NULL,
	"event_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acked_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"brand" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demo_deliveries_role_idx" ON "demo_deliveries" USING btree ("tenant_id","game_code","role_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("tenant_id","billing_no");--> statement-breakpoint
CREATE INDEX "orders_tenant_suid_idx" ON "orders" USING btree ("tenant_id","suid","created_at");--> statement-breakpoint
CREATE INDEX "orders_tenant_role_idx" ON "orders" USING btree ("tenant_id","game_code","role_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "payment_methods_lookup_idx" ON "payment_methods" USING btree ("tenant_id","payway_id","channel_id");--> statement-breakpoint
CREATE INDEX "sandbox_callbacks_due_idx" ON "sandbox_callbacks" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_ref_idx" ON "sandbox_payments" USING btree ("provider","merchant_ref");