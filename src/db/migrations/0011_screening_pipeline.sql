CREATE TABLE "sanctions_list_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"source_ref" text NOT NULL,
	"change" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sanctions_list_changes_change_check" CHECK ("sanctions_list_changes"."change" in ('added', 'changed', 'removed'))
);
--> statement-breakpoint
DROP INDEX "sanctions_entries_list_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "screened_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD COLUMN "birth_dates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD COLUMN "changed_in" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD COLUMN "added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD COLUMN "changed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD COLUMN "removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_logs" ADD COLUMN "name_source" text;--> statement-breakpoint
ALTER TABLE "sanctions_logs" ADD COLUMN "screened_name" text;--> statement-breakpoint
ALTER TABLE "sanctions_logs" ADD COLUMN "matched_name" text;--> statement-breakpoint
ALTER TABLE "sanctions_logs" ADD COLUMN "date_of_birth_match" text;--> statement-breakpoint
ALTER TABLE "sanctions_logs" ADD COLUMN "country_match" text;--> statement-breakpoint
ALTER TABLE "sanctions_list_changes" ADD CONSTRAINT "sanctions_list_changes_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanctions_list_changes_list_idx" ON "sanctions_list_changes" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "users_rescreen_idx" ON "users" USING btree ("screened_generation","id") WHERE "users"."screened_at" is not null and "users"."status" <> 'disabled';--> statement-breakpoint
CREATE INDEX "sanctions_entries_list_idx" ON "sanctions_entries" USING btree ("list_id","changed_in");