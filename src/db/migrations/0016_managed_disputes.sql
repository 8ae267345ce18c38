ALTER TABLE "environments" ADD COLUMN "managed_disputes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "managed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "evidence_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "managed_status" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "rule" text;--> statement-breakpoint
CREATE INDEX "disputes_evidence_due_idx" ON "disputes" USING btree ("evidence_due_at") WHERE "disputes"."managed_status" = 'awaiting_evidence';--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_managed_status_check" CHECK ("disputes"."managed_status" is null or "disputes"."managed_status" in ('awaiting_evidence', 'awaiting_decision'));--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_rule_check" CHECK ("disputes"."rule" is null or "disputes"."rule" in ('tenant_decision', 'evidence_deadline', 'operator_decision'));--> statement-breakpoint
-- Disputes resolved before the rule was recorded were all decided by their tenant.
UPDATE "disputes" SET "rule" = 'tenant_decision' WHERE "status" = 'resolved';
