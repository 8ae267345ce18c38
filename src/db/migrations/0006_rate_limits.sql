CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_ms" double precision NOT NULL,
	"allowed" boolean NOT NULL
);
