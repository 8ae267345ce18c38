CREATE TABLE "sanctions_log_counts" (
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"span" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "sanctions_log_counts_pk" PRIMARY KEY("environment_id","span","starts_at","status","provider")
);--> statement-breakpoint
CREATE TABLE "user_screenings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"screened_at" timestamp with time zone,
	"generation" integer DEFAULT 0 NOT NULL,
	"log_id" text,
	"fingerprint" text
);--> statement-breakpoint
-- Hand-ordered (issue 35): every foreign key between tenant tables carries tenant_id (test/distribution.test.ts).
-- The old keys go first; then the keys they point at: users, events and webhook_deliveries take the tenant (and
-- users its environment) into their primary key, which replaces users_id_env_uq; then the unique keys the new
-- foreign keys target, then those foreign keys. drizzle-kit cannot name a primary key it drops: written by hand.
ALTER TABLE "kyc_documents" DROP CONSTRAINT "kyc_documents_kyc_id_kyc_records_id_fk";--> statement-breakpoint
ALTER TABLE "kyc_records" DROP CONSTRAINT "kyc_records_user_fk";--> statement-breakpoint
ALTER TABLE "dispute_evidence" DROP CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk";--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_transaction_id_transactions_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_seller_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_buyer_fk";--> statement-breakpoint
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_id_events_id_fk";--> statement-breakpoint
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
ALTER TABLE "transactions" ADD COLUMN "seller_screening_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "buyer_screening_id" text;--> statement-breakpoint
ALTER TABLE "sanctions_log_counts" ADD CONSTRAINT "sanctions_log_counts_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_screenings" ADD CONSTRAINT "user_screenings_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_screenings" ADD CONSTRAINT "user_screenings_user_fk" FOREIGN KEY ("user_id","environment_id","tenant_id") REFERENCES "public"."users"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 35): every user's screening state moves to its narrow table before the users columns go.
INSERT INTO "user_screenings" ("user_id", "tenant_id", "environment_id", "screened_at", "generation")
  SELECT "id", "tenant_id", "environment_id", "screened_at", "screened_generation" FROM "users";--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_kyc_fk" FOREIGN KEY ("kyc_id","tenant_id") REFERENCES "public"."kyc_records"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_user_fk" FOREIGN KEY ("user_id","environment_id","tenant_id") REFERENCES "public"."users"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_fk" FOREIGN KEY ("dispute_id","tenant_id") REFERENCES "public"."disputes"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_transaction_fk" FOREIGN KEY ("transaction_id","tenant_id") REFERENCES "public"."transactions"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_fk" FOREIGN KEY ("seller_id","environment_id","tenant_id") REFERENCES "public"."users"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_fk" FOREIGN KEY ("buyer_id","environment_id","tenant_id") REFERENCES "public"."users"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_fk" FOREIGN KEY ("delivery_id","tenant_id") REFERENCES "public"."webhook_deliveries"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("endpoint_id","tenant_id") REFERENCES "public"."webhook_endpoints"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_customer_fk" FOREIGN KEY ("customer_id","tenant_id") REFERENCES "public"."customers"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "users_tenant_id_idx";--> statement-breakpoint
DROP INDEX "users_environment_id_idx";--> statement-breakpoint
DROP INDEX "users_unscreened_idx";--> statement-breakpoint
DROP INDEX "users_rescreen_idx";--> statement-breakpoint
DROP INDEX "events_tenant_id_idx";--> statement-breakpoint
DROP INDEX "events_environment_id_idx";--> statement-breakpoint
DROP INDEX "sanctions_logs_tenant_id_idx";--> statement-breakpoint
DROP INDEX "sanctions_logs_environment_id_idx";--> statement-breakpoint
DROP INDEX "sanctions_logs_created_idx";--> statement-breakpoint
CREATE INDEX "user_screenings_due_idx" ON "user_screenings" USING btree ("user_id") WHERE "user_screenings"."screened_at" is null;--> statement-breakpoint
CREATE INDEX "user_screenings_rescreen_idx" ON "user_screenings" USING btree ("generation","user_id") WHERE "user_screenings"."screened_at" is not null;--> statement-breakpoint
CREATE INDEX "users_env_id_idx" ON "users" USING btree ("environment_id","id");--> statement-breakpoint
CREATE INDEX "events_env_id_idx" ON "events" USING btree ("environment_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sanctions_logs_status_idx" ON "sanctions_logs" USING btree ("environment_id","status","created_at","id") WHERE "sanctions_logs"."status" <> 'no_match';--> statement-breakpoint
CREATE INDEX "sanctions_logs_transaction_idx" ON "sanctions_logs" USING btree ("environment_id","transaction_id") WHERE "sanctions_logs"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "sanctions_logs_created_idx" ON "sanctions_logs" USING btree ("environment_id","created_at","id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "screened_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "screened_generation";--> statement-breakpoint
-- Hand-written (issue 35): sanctions_log_counts follows every insert, status change and delete of sanctions_logs,
-- whoever makes it, in the same transaction; minute and second buckets only while they are kept (the sweep's
-- windows, src/services/sanctions/log-counts.ts). One statement's rows are folded into one upsert, in key order.
CREATE FUNCTION sanctions_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sanctions_log_counts AS c (tenant_id, environment_id, span, starts_at, status, provider, entries)
    SELECT r.tenant_id, r.environment_id, s.span, date_trunc(s.span, r.created_at, 'UTC'), r.status, r.provider, count(*)
    FROM new_rows r CROSS JOIN (VALUES ('day', NULL::interval), ('hour', NULL::interval), ('minute', interval '35 days'), ('second', interval '2 days')) AS s(span, kept)
    WHERE s.kept IS NULL OR r.created_at >= now() - s.kept
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING count(*) <> 0 ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (environment_id, span, starts_at, status, provider) DO UPDATE SET entries = c.entries + excluded.entries;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sanctions_log_counts AS c (tenant_id, environment_id, span, starts_at, status, provider, entries)
    SELECT r.tenant_id, r.environment_id, s.span, date_trunc(s.span, r.created_at, 'UTC'), r.status, r.provider, -count(*)
    FROM old_rows r CROSS JOIN (VALUES ('day', NULL::interval), ('hour', NULL::interval), ('minute', interval '35 days'), ('second', interval '2 days')) AS s(span, kept)
    WHERE s.kept IS NULL OR r.created_at >= now() - s.kept
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING -count(*) <> 0 ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (environment_id, span, starts_at, status, provider) DO UPDATE SET entries = c.entries + excluded.entries;
  ELSE
    INSERT INTO sanctions_log_counts AS c (tenant_id, environment_id, span, starts_at, status, provider, entries)
    SELECT r.tenant_id, r.environment_id, s.span, date_trunc(s.span, r.created_at, 'UTC'), r.status, r.provider, sum(r.d)
    FROM (SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 AS d FROM old_rows) r CROSS JOIN (VALUES ('day', NULL::interval), ('hour', NULL::interval), ('minute', interval '35 days'), ('second', interval '2 days')) AS s(span, kept)
    WHERE s.kept IS NULL OR r.created_at >= now() - s.kept
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(r.d) <> 0 ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (environment_id, span, starts_at, status, provider) DO UPDATE SET entries = c.entries + excluded.entries;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sanctions_logs_count_insert AFTER INSERT ON sanctions_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanctions_log_counts_apply();--> statement-breakpoint
CREATE TRIGGER sanctions_logs_count_update AFTER UPDATE ON sanctions_logs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanctions_log_counts_apply();--> statement-breakpoint
CREATE TRIGGER sanctions_logs_count_delete AFTER DELETE ON sanctions_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanctions_log_counts_apply();--> statement-breakpoint
-- The entries already logged.
INSERT INTO sanctions_log_counts AS c (tenant_id, environment_id, span, starts_at, status, provider, entries)
    SELECT r.tenant_id, r.environment_id, s.span, date_trunc(s.span, r.created_at, 'UTC'), r.status, r.provider, count(*)
    FROM sanctions_logs r CROSS JOIN (VALUES ('day', NULL::interval), ('hour', NULL::interval), ('minute', interval '35 days'), ('second', interval '2 days')) AS s(span, kept)
    WHERE s.kept IS NULL OR r.created_at >= now() - s.kept
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING count(*) <> 0 ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (environment_id, span, starts_at, status, provider) DO UPDATE SET entries = c.entries + excluded.entries;--> statement-breakpoint
-- Hand-written (issue 35): every new user gets its screening state row (first screening due), whoever inserts it.
CREATE FUNCTION user_screenings_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_screenings (user_id, tenant_id, environment_id) SELECT id, tenant_id, environment_id FROM new_rows ORDER BY id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_screening_state AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_screenings_create();
