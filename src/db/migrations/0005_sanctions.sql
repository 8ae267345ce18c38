CREATE TABLE "sanctions_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"source_ref" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country" text,
	"programs" text,
	"aliases" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"version" text NOT NULL,
	"entries" integer NOT NULL,
	"aliases" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"case_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kyc_id" text,
	"transaction_id" text,
	"trigger" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"match_score" real NOT NULL,
	"matched_lists" text[] NOT NULL,
	"entity_name" text,
	"entity_country" text,
	"entry_id" text,
	"billable" boolean NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanctions_logs_status_check" CHECK ("sanctions_logs"."status" in ('possible_match', 'no_match', 'false_positive', 'true_match'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "sanctions_threshold" real DEFAULT 0.85 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "screened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_logs" ADD CONSTRAINT "sanctions_logs_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanctions_entries_list_idx" ON "sanctions_entries" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "sanctions_lists_source_idx" ON "sanctions_lists" USING btree ("source","active");--> statement-breakpoint
CREATE INDEX "sanctions_logs_tenant_id_idx" ON "sanctions_logs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sanctions_logs_environment_id_idx" ON "sanctions_logs" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "sanctions_logs_user_idx" ON "sanctions_logs" USING btree ("environment_id","user_id","status");--> statement-breakpoint
CREATE INDEX "sanctions_logs_created_idx" ON "sanctions_logs" USING btree ("environment_id","created_at");--> statement-breakpoint
CREATE INDEX "users_unscreened_idx" ON "users" USING btree ("id") WHERE "users"."screened_at" is null;