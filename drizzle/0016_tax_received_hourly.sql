CREATE TABLE "tax_received_hourly" (
	"hour" timestamp NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"tax_cents" bigint NOT NULL,
	CONSTRAINT "tax_received_hourly_hour_kind_label_rate_ppm_pk" PRIMARY KEY("hour","kind","label","rate_ppm")
);
--> statement-breakpoint
-- The tax of money received, per UTC hour (decision 032). A payment counts unless removed (cancelled);
-- its lines are its recorded tax (decision 028), negative on a refund (decision 030).
CREATE FUNCTION "payments_add_tax_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tax_received_hourly" ("hour", "kind", "label", "rate_ppm", "tax_cents")
  SELECT date_trunc('hour', p."payment_date" AT TIME ZONE 'UTC'), t."kind", t."label", t."ratePpm", sum(t."taxCents")
  FROM "added_payments" p
  CROSS JOIN LATERAL jsonb_to_recordset(p."taxes") AS t("kind" text, "label" text, "ratePpm" int, "taxCents" int)
  WHERE p."status" <> 'cancelled' AND p."taxes" IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("hour", "kind", "label", "rate_ppm") DO UPDATE
    SET "tax_cents" = "tax_received_hourly"."tax_cents" + excluded."tax_cents";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payments_move_tax_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tax_received_hourly" ("hour", "kind", "label", "rate_ppm", "tax_cents")
  SELECT date_trunc('hour', p."payment_date" AT TIME ZONE 'UTC'), t."kind", t."label", t."ratePpm",
         sum(p."sign" * t."taxCents")
  FROM (
    SELECT "payment_date", "taxes", 1 AS "sign" FROM "new_payments" WHERE "status" <> 'cancelled'
    UNION ALL
    SELECT "payment_date", "taxes", -1 FROM "old_payments" WHERE "status" <> 'cancelled'
  ) p
  CROSS JOIN LATERAL jsonb_to_recordset(p."taxes") AS t("kind" text, "label" text, "ratePpm" int, "taxCents" int)
  WHERE p."taxes" IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("hour", "kind", "label", "rate_ppm") DO UPDATE
    SET "tax_cents" = "tax_received_hourly"."tax_cents" + excluded."tax_cents";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_tax_hours_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "added_payments" FOR EACH STATEMENT
  EXECUTE FUNCTION "payments_add_tax_hours"();
--> statement-breakpoint
CREATE TRIGGER "payments_tax_hours_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "old_payments" NEW TABLE AS "new_payments" FOR EACH STATEMENT
  EXECUTE FUNCTION "payments_move_tax_hours"();
--> statement-breakpoint
INSERT INTO "tax_received_hourly" ("hour", "kind", "label", "rate_ppm", "tax_cents")
SELECT date_trunc('hour', p."payment_date" AT TIME ZONE 'UTC'), t."kind", t."label", t."ratePpm", sum(t."taxCents")
FROM "payments" p
CROSS JOIN LATERAL jsonb_to_recordset(p."taxes") AS t("kind" text, "label" text, "ratePpm" int, "taxCents" int)
WHERE p."status" <> 'cancelled' AND p."taxes" IS NOT NULL
GROUP BY 1, 2, 3, 4;
