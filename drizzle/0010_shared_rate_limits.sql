-- UNLOGGED by hand (drizzle-kit does not model it): counters are rewritten on every API request and
-- are worth nothing after a crash, so they skip the WAL and its flush at commit (decision 015).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
