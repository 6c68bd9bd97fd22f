CREATE TABLE "student_balances" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_balances" ADD CONSTRAINT "student_balances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Each student's balance kept in the statement that writes their ledger lines (decision 031). The signs
-- are OWED_SIGN (billing/credit-math.ts); test/integration/student-balances.test.ts holds them equal.
CREATE FUNCTION "ledger_entries_add_to_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "student_balances" ("student_id", "balance_cents")
  SELECT "student_id", sum(CASE "entry_type"
      WHEN 'charge' THEN 1 WHEN 'charge_reversal' THEN -1
      WHEN 'payment' THEN -1 WHEN 'payment_reversal' THEN 1
      WHEN 'credit' THEN -1 WHEN 'credit_void' THEN 1
      WHEN 'refund' THEN 1 ELSE 0 END * "amount_cents")
  FROM "added_lines"
  GROUP BY "student_id"
  ORDER BY "student_id"
  ON CONFLICT ("student_id") DO UPDATE
    SET "balance_cents" = "student_balances"."balance_cents" + excluded."balance_cents";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_balances" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "added_lines" FOR EACH STATEMENT
  EXECUTE FUNCTION "ledger_entries_add_to_balances"();
--> statement-breakpoint
INSERT INTO "student_balances" ("student_id", "balance_cents")
SELECT "student_id", sum(CASE "entry_type"
    WHEN 'charge' THEN 1 WHEN 'charge_reversal' THEN -1
    WHEN 'payment' THEN -1 WHEN 'payment_reversal' THEN 1
    WHEN 'credit' THEN -1 WHEN 'credit_void' THEN 1
    WHEN 'refund' THEN 1 ELSE 0 END * "amount_cents")
FROM "ledger_entries" GROUP BY "student_id";
