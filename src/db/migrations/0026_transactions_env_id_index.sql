DROP INDEX "transactions_tenant_id_idx";--> statement-breakpoint
DROP INDEX "transactions_environment_id_idx";--> statement-breakpoint
CREATE INDEX "transactions_env_id_idx" ON "transactions" USING btree ("environment_id","id");