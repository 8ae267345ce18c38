ALTER TABLE "dashboard_accounts" ADD COLUMN "reset_token_hash" text;--> statement-breakpoint
ALTER TABLE "dashboard_accounts" ADD COLUMN "reset_token_expires_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (issue 30, audit): before 0018 the set-password link of an invitation was handed to the inviter, who could open it and
-- create the shared dashboard account of someone else's address. Every invitation not taken up whose current link was not mailed to
-- the invited address (no `member.invite` message to it in that organisation since the link was made, 7 days before it expires) is
-- voided: the admin invites again (the link is mailed) or the operator prints one (`members link`).
UPDATE "members" SET "password_token_hash" = NULL, "password_token_expires_at" = NULL, "updated_at" = now()
  WHERE "claimed_at" IS NULL AND "account_id" IS NULL AND "password_token_hash" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "emails" WHERE "emails"."audience" = 'member' AND "emails"."template" = 'member.invite'
      AND "emails"."tenant_id" = "members"."tenant_id" AND "emails"."to_address" = "members"."email"
      AND "emails"."created_at" >= "members"."password_token_expires_at" - interval '7 days'
  );
