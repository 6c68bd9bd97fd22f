import { type SQL, sql } from 'drizzle-orm';
import { PPM, type TaxLineInput } from '../../../shared/tax';

const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number: ${n}`);
  return sql.raw(String(n));
};

/** n / d rounded half away from zero, for n >= 0 and a constant d > 0 (roundDiv's rule). */
const roundDivSql = (n: SQL, d: number): SQL => sql`((2 * (${n}) + ${int(d)}) / ${int(2 * d)})`;

/**
 * `taxInsideAmount` in SQL, for a statement that learns the amount itself (a booking's price read
 * under the class lock): the tax inside `amount` (bigint, >= 0) and its lines as jsonb, the same
 * cents computeTax gives (test/integration/recorded-tax-sql.test.ts holds them equal). The rates are
 * constants of the statement, so each line is one lateral step.
 */
export function taxInsideAmountSql(
  amount: SQL,
  taxes: readonly TaxLineInput[],
): { taxCents: SQL; taxes: SQL } {
  if (taxes.length === 0) return { taxCents: sql`0`, taxes: sql`'[]'::jsonb` };
  const total = taxes.reduce((s, t) => s + t.ratePpm, 0);
  const a = sql`(${amount})::bigint`;
  const taxCents = sql`(${a} - ${roundDivSql(sql`${a} * ${int(PPM)}`, PPM + total)})`;
  let rateLeft = total;
  const steps: SQL[] = [];
  const taken: SQL[] = [];
  taxes.forEach((t, i) => {
    const left = sql.join([sql`q.t`, ...taken.map((x) => sql` - ${x}`)], sql``);
    const share = rateLeft === 0 ? sql`0::bigint` : roundDivSql(sql`(${left}) * ${int(t.ratePpm)}`, rateLeft);
    steps.push(sql` cross join lateral (select ${share} as ${sql.raw(`x${i}`)}) ${sql.raw(`s${i}`)}`);
    taken.push(sql.raw(`x${i}`));
    rateLeft -= t.ratePpm;
  });
  const objects = taxes.map(
    (t, i) =>
      sql`jsonb_build_object('kind', ${t.kind}::text, 'label', ${t.label}::text, 'ratePpm', ${int(t.ratePpm)}, 'taxCents', ${sql.raw(`x${i}`)})`,
  );
  return {
    taxCents: sql`(${taxCents})::int`,
    taxes: sql`(select jsonb_build_array(${sql.join(objects, sql`, `)}) from (select ${taxCents} as t) q${sql.join(steps, sql``)})`,
  };
}
