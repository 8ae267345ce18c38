CREATE TABLE "dashboard_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"unlock_token_hash" text,
	"unlock_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_accounts_email_key_uq" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "login_known_addresses" (
	"account_key" text NOT NULL,
	"ip" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_addresses_pk" PRIMARY KEY("account_key","ip")
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"environment_id" text,
	"audience" text NOT NULL,
	"template" text NOT NULL,
	"transaction_id" text,
	"user_id" text,
	"event_id" text,
	"to_address" text NOT NULL,
	"to_name" text,
	"subject" text NOT NULL,
	"text_sealed" text NOT NULL,
	"html_sealed" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_audience_check" CHECK ("emails"."audience" in ('party', 'member')),
	CONSTRAINT "emails_status_check" CHECK ("emails"."status" in ('stored', 'queued', 'sent', 'failed')),
	CONSTRAINT "emails_party_environment_check" CHECK ("emails"."audience" <> 'party' or ("emails"."environment_id" is not null and "emails"."tenant_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_password_claimed_check";--> statement-breakpoint
DROP INDEX "members_email_claimed_uq";--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "party_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_known_addresses_last_idx" ON "login_known_addresses" USING btree ("last_success_at");--> statement-breakpoint
CREATE INDEX "emails_tenant_id_idx" ON "emails" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "emails_env_id_idx" ON "emails" USING btree ("environment_id","id");--> statement-breakpoint
CREATE INDEX "emails_due_idx" ON "emails" USING btree ("next_attempt_at","id") WHERE "emails"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_dashboard_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dashboard_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_account_idx" ON "members" USING btree ("account_id");--> statement-breakpoint
-- Hand-written (issue 30): every member who had set a password gets a dashboard account holding it, before the column goes.
-- Claimed addresses were unique across organisations until now, so this makes one account per address and loses no member.
INSERT INTO "dashboard_accounts" ("id", "email", "email_key", "password_hash", "created_at", "updated_at")
  SELECT 'acct_' || substr("id", 5), "email", "email_key", "password_hash", coalesce("claimed_at", "created_at"), "updated_at"
  FROM "members" WHERE "password_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "members" SET "account_id" = 'acct_' || substr("id", 5) WHERE "password_hash" IS NOT NULL;--> statement-breakpoint
-- New scope `emails.read` (the sandbox outbox), granted like `request_logs.read` in 0017: to existing keys holding every other scope.
UPDATE "api_keys" SET "scopes" = array_append("scopes", 'emails.read') WHERE "revoked_at" IS NULL AND NOT ('emails.read' = ANY("scopes")) AND "scopes" @> ARRAY['tenants.read', 'users.read', 'users.write', 'transactions.read', 'transactions.write', 'kyc.read', 'kyc.write', 'kyc.session', 'environments.read', 'payments.read', 'payments.write', 'sanctions.screen', 'sanctions.read', 'sanctions.review', 'sanctions.export', 'webhooks.read', 'webhooks.write', 'events.read', 'request_logs.read']::text[];--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_claimed_check" CHECK ("members"."account_id" is null or "members"."claimed_at" is not null);