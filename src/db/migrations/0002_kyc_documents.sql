CREATE TABLE "kyc_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"kyc_id" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_kyc_id_kyc_records_id_fk" FOREIGN KEY ("kyc_id") REFERENCES "public"."kyc_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_tenant_id_idx" ON "kyc_documents" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "kyc_documents_environment_id_idx" ON "kyc_documents" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "kyc_documents_kyc_id_idx" ON "kyc_documents" USING btree ("kyc_id");