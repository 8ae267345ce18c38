ALTER TABLE "kyc_records" ADD COLUMN "verified" jsonb;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "name_mismatch" boolean DEFAULT false NOT NULL;