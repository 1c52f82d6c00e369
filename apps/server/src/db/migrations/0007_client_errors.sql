CREATE TABLE "client_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"path" text NOT NULL,
	"attempt" integer NOT NULL,
	"origin" text NOT NULL,
	"error" text NOT NULL,
	"page" text,
	"user_agent" text,
	"request_id" text NOT NULL,
	"client_ts" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_tenant_id_idx" ON "client_errors" USING btree ("tenant_id","id");