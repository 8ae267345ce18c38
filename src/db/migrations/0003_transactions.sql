CREATE TABLE "dispute_evidence" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"dispute_id" text NOT NULL,
	"submitted_by" text NOT NULL,
	"description" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"token" text NOT NULL,
	"account_type" text NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"initiator" text NOT NULL,
	"timeline" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"funding_reference" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_parties_differ" CHECK ("transactions"."seller_id" <> "transactions"."buyer_id"),
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount" > 0),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('created', 'invited', 'accepted', 'funded', 'disputed', 'released', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_fk" FOREIGN KEY ("seller_id","environment_id") REFERENCES "public"."users"("id","environment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_fk" FOREIGN KEY ("buyer_id","environment_id") REFERENCES "public"."users"("id","environment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_tenant_id_idx" ON "dispute_evidence" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dispute_evidence_environment_id_idx" ON "dispute_evidence" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "dispute_evidence_dispute_idx" ON "dispute_evidence" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "disputes_tenant_id_idx" ON "disputes" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "disputes_environment_id_idx" ON "disputes" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "disputes_transaction_idx" ON "disputes" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_tenant_id_idx" ON "transactions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "transactions_environment_id_idx" ON "transactions" USING btree ("environment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_token_uq" ON "transactions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "transactions_env_seller_idx" ON "transactions" USING btree ("environment_id","seller_id");--> statement-breakpoint
CREATE INDEX "transactions_env_buyer_idx" ON "transactions" USING btree ("environment_id","buyer_id");