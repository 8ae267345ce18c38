ALTER TABLE "transactions" DROP CONSTRAINT "transactions_status_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settlement_request" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cancelled_by_check" CHECK ("transactions"."cancelled_by" is null or "transactions"."cancelled_by" in ('api', 'seller', 'buyer'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('created', 'invited', 'accepted', 'funded', 'disputed', 'released', 'refunded', 'cancelled'));