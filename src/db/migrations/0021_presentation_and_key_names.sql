CREATE TABLE "environment_presentations" (
	"tenant_id" text NOT NULL,
	"environment_id" text NOT NULL,
	"display_name" text,
	"support_email" text,
	"support_url" text,
	"accent_color" text,
	"funding_instructions" text,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environment_presentations_pkey" PRIMARY KEY("environment_id"),
	CONSTRAINT "environment_presentations_accent_check" CHECK ("environment_presentations"."accent_color" is null or "environment_presentations"."accent_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "environment_presentations_logo_check" CHECK (("environment_presentations"."logo" is null) = ("environment_presentations"."logo_content_type" is null) and ("environment_presentations"."logo" is null) = ("environment_presentations"."logo_sha256" is null))
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "environment_presentations" ADD CONSTRAINT "environment_presentations_environment_tenant_fk" FOREIGN KEY ("environment_id","tenant_id") REFERENCES "public"."environments"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "environment_presentations_tenant_id_idx" ON "environment_presentations" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "environment_presentations_environment_id_idx" ON "environment_presentations" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "environment_presentations_logo_sha256_idx" ON "environment_presentations" USING btree ("logo_sha256");