CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_tenant_id_idx" ON "customers" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "customers_environment_id_idx" ON "customers" USING btree ("environment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_env_user_uq" ON "customers" USING btree ("environment_id","user_id");--> statement-breakpoint
CREATE INDEX "payment_methods_tenant_id_idx" ON "payment_methods" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "payment_methods_environment_id_idx" ON "payment_methods" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "payment_methods_customer_idx" ON "payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_uq" ON "payment_methods" USING btree ("customer_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
-- New scope `payments.read` for the payment read routes: added to active keys additively.
UPDATE "api_keys" SET "scopes" = array_append("scopes", 'payments.read') WHERE "revoked_at" IS NULL AND NOT ('payments.read' = ANY("scopes"));
