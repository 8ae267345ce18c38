CREATE TABLE "test_clocks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"name" text,
	"frozen_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"target_frozen_time" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"failure_message" text,
	"deletes_after" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_clocks_id_env_tenant_uq" UNIQUE("id","environment_id","tenant_id"),
	CONSTRAINT "test_clocks_status_check" CHECK ("test_clocks"."status" in ('ready', 'advancing', 'internal_failure'))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "test_clock_id" text;--> statement-breakpoint
ALTER TABLE "test_clocks" ADD CONSTRAINT "test_clocks_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_clocks_tenant_id_idx" ON "test_clocks" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "test_clocks_environment_id_idx" ON "test_clocks" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "test_clocks_advancing_idx" ON "test_clocks" USING btree ("updated_at") WHERE "test_clocks"."status" = 'advancing';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_test_clock_fk" FOREIGN KEY ("test_clock_id","environment_id","tenant_id") REFERENCES "public"."test_clocks"("id","environment_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_test_clock_idx" ON "events" USING btree (("data"->>'testClockId'),"id") WHERE ("events"."data"->>'testClockId') is not null;--> statement-breakpoint
CREATE INDEX "transactions_test_clock_idx" ON "transactions" USING btree ("test_clock_id") WHERE "transactions"."test_clock_id" is not null;