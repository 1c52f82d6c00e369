CREATE TABLE "account_identities" (
	"tenant_id" text NOT NULL,
	"gp_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"suid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_identities_tenant_id_gp_id_provider_subject_pk" PRIMARY KEY("tenant_id","gp_id","provider","subject")
);
--> statement-breakpoint
CREATE TABLE "login_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"nonce" text,
	"code_verifier" text,
	"token_secret" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "account_identities_tenant_suid_idx" ON "account_identities" USING btree ("tenant_id","suid");--> statement-breakpoint
CREATE INDEX "login_flows_expires_idx" ON "login_flows" USING btree ("expires_at");