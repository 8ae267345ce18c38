CREATE TABLE "request_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"request_id" text NOT NULL,
	"transport" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"error_code" text,
	"request_body" text,
	"request_body_truncated" boolean DEFAULT false NOT NULL,
	"response_body" text,
	"response_body_truncated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_logs" ADD CONSTRAINT "request_logs_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_logs_tenant_id_idx" ON "request_logs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "request_logs_environment_id_idx" ON "request_logs" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "request_logs_env_id_idx" ON "request_logs" USING btree ("environment_id","id");--> statement-breakpoint
CREATE INDEX "request_logs_created_at_idx" ON "request_logs" USING btree ("created_at");--> statement-breakpoint
-- New scope `request_logs.read`: granted to existing keys that hold every other scope (unrestricted keys). A key narrowed at
-- creation does not gain it: logged bodies span every resource, so that would widen what a restricted key can read.
UPDATE "api_keys" SET "scopes" = array_append("scopes", 'request_logs.read') WHERE "revoked_at" IS NULL AND NOT ('request_logs.read' = ANY("scopes")) AND "scopes" @> ARRAY['tenants.read', 'users.read', 'users.write', 'transactions.read', 'transactions.write', 'kyc.read', 'kyc.write', 'kyc.session', 'environments.read', 'payments.read', 'payments.write', 'sanctions.screen', 'sanctions.read', 'sanctions.review', 'sanctions.export', 'webhooks.read', 'webhooks.write', 'events.read']::text[];
