ALTER TABLE "transactions" ADD COLUMN "auto_release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "inspection_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "auto_release_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transactions_auto_release_idx" ON "transactions" USING btree ("auto_release_at") WHERE "transactions"."status" = 'funded' and "transactions"."auto_release_at" is not null;