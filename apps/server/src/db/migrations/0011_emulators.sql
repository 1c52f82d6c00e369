CREATE TABLE "emulator_accounts" (
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"credentials" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emulator_accounts_tenant_id_provider_pk" PRIMARY KEY("tenant_id","provider")
);
--> statement-breakpoint
CREATE TABLE "emulator_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emulator_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"url" text NOT NULL,
	"method" text DEFAULT 'POST' NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acked_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "emulator_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"charged_back" integer DEFAULT 0 NOT NULL,
	"notify_url" text,
	"return_url" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emulator_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "emulator_notifications_due_idx" ON "emulator_notifications" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "emulator_notifications_payment_idx" ON "emulator_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "emulator_payments_ref_idx" ON "emulator_payments" USING btree ("provider","tenant_id","merchant_ref");--> statement-breakpoint
CREATE INDEX "emulator_payments_recent_idx" ON "emulator_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "emulator_refunds_payment_idx" ON "emulator_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emulator_refunds_key_idx" ON "emulator_refunds" USING btree ("payment_id","request_key");