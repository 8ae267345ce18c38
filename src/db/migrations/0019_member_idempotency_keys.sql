CREATE TABLE "member_idempotency_keys" (
	"tenant_id" text NOT NULL,
	"member_id" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"locked_until" timestamp with time zone,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_idempotency_keys_pk" PRIMARY KEY("tenant_id","member_id","key"),
	CONSTRAINT "member_idempotency_keys_state_check" CHECK ("member_idempotency_keys"."state" in ('running', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "member_idempotency_keys" ADD CONSTRAINT "member_idempotency_keys_member_fk" FOREIGN KEY ("member_id","tenant_id") REFERENCES "public"."members"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_idempotency_keys_expires_idx" ON "member_idempotency_keys" USING btree ("expires_at");