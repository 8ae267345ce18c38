-- Hand-ordered (issue 35): every foreign key between tenant tables carries tenant_id (test/distribution.test.ts).
-- The old keys go first; then the keys they point at: users, events and webhook_deliveries take the tenant (and
-- users its environment) into their primary key, which replaces users_id_env_uq; then the new foreign keys.
ALTER TABLE "kyc_documents" DROP CONSTRAINT "kyc_documents_kyc_id_kyc_records_id_fk";--> statement-breakpoint
ALTER TABLE "kyc_records" DROP CONSTRAINT "kyc_records_user_fk";--> statement-breakpoint
ALTER TABLE "dispute_evidence" DROP CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk";--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_transaction_id_transactions_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_seller_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_buyer_fk";--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_id_events_id_fk";--> statement-breakpoint
ALTER TABLE "user_screenings" DROP CONSTRAINT "user_screenings_user_fk";--> statement-breakpoint
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_id_env_uq";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY("id","environment_id","tenant_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_pkey" PRIMARY KEY("id","tenant_id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY("id","tenant_id");--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_id_tenant_uq" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_id_tenant_uq" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_id_tenant_uq" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_id_tenant_uq" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_id_tenant_uq" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_kyc_fk" FOREIGN KEY ("kyc_id","tenant_id") REFERENCES "public"."kyc_records"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_user_fk" FOREIGN KEY ("user_id","environment_id","tenant_id") REFERENCES "public"."users"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_fk" FOREIGN KEY ("dispute_id","tenant_id") REFERENCES "public"."disputes"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_transaction_fk" FOREIGN KEY ("transaction_id","tenant_id") REFERENCES "public"."transactions"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_fk" FOREIGN KEY ("seller_id","environment_id","tenant_id") REFERENCES "public"."users"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_fk" FOREIGN KEY ("buyer_id","environment_id","tenant_id") REFERENCES "public"."users"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_fk" FOREIGN KEY ("delivery_id","tenant_id") REFERENCES "public"."webhook_deliveries"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("endpoint_id","tenant_id") REFERENCES "public"."webhook_endpoints"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_screenings" ADD CONSTRAINT "user_screenings_user_fk" FOREIGN KEY ("user_id","environment_id","tenant_id") REFERENCES "public"."users"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_customer_fk" FOREIGN KEY ("customer_id","tenant_id") REFERENCES "public"."customers"("id","tenant_id") ON DELETE no action ON UPDATE no action;
