CREATE TABLE "account_blocks" (
	"tenant_id" text NOT NULL,
	"billing_no" text NOT NULL,
	"suid" text NOT NULL,
	"username" text NOT NULL,
	"reason" text NOT NULL,
	"refund_kind" text NOT NULL,
	"shortfall" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"link_hash" text NOT NULL,
	"link_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lift_note" text,
	CONSTRAINT "account_blocks_tenant_id_billing_no_pk" PRIMARY KEY("tenant_id","billing_no"),
	CONSTRAINT "account_blocks_reason_check" CHECK ("account_blocks"."reason" in ('shortfall','revoke-failed')),
	CONSTRAINT "account_blocks_amount_check" CHECK ("account_blocks"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX "account_blocks_active_idx" ON "account_blocks" USING btree ("tenant_id","suid") WHERE "account_blocks"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "account_blocks_link_idx" ON "account_blocks" USING btree ("tenant_id","link_hash");