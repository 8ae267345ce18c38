DROP INDEX "members_email_key_uq";--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "disabled_by" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sso_link_subject" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sso_link_requested_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: members who already proved their address (a password set or an SSO identity) are claimed.
UPDATE "members" SET "claimed_at" = "created_at" WHERE "password_hash" IS NOT NULL OR "sso_subject" IS NOT NULL;--> statement-breakpoint
-- Hand-written: who disabled an environment before this was recorded is unknown; the operator's lock is the safe reading.
UPDATE "environments" SET "disabled_by" = 'operator' WHERE "status" = 'disabled';--> statement-breakpoint
CREATE INDEX "member_sessions_previous_token_idx" ON "member_sessions" USING btree ("previous_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "members_tenant_email_uq" ON "members" USING btree ("tenant_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_claimed_uq" ON "members" USING btree ("email_key") WHERE "members"."claimed_at" is not null;--> statement-breakpoint
ALTER TABLE "environments" ADD CONSTRAINT "environments_disabled_by_check" CHECK (("environments"."status" = 'active' and "environments"."disabled_by" is null) or ("environments"."status" = 'disabled' and "environments"."disabled_by" in ('operator', 'tenant')));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_password_claimed_check" CHECK ("members"."password_hash" is null or "members"."claimed_at" is not null);