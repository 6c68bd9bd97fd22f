import { type SQL, sql } from 'drizzle-orm';
import { taxCentsOf } from '../../shared/recorded-tax';
import type { TaxLine } from '../../shared/tax';
import type { Executor } from '../db/client';
import { executeRows } from './sql-rows';

const BATCH = 5000;

/** A row written before taxes were recorded with it, as `pick` selects it. */
export interface UnrecordedRow {
  amountCents: number;
  taxCents: number;
  /** The studio day whose rates apply, "YYYY-MM-DD". */
  day: string;
  /** Carries no tax (a late fee). */
  untaxed: boolean;
}

/**
 * Records the tax lines of every row of `table` whose `taxes` is still null (decision 028), a batch of
 * 5,000 per statement: `pick` selects them (id, amount_cents, tax_cents, day as text, untaxed), without
 * order or limit; `taxesOf` gives each its lines. The row's tax_cents becomes their sum, and a payment's
 * net its amount less it. Each table's module calls this for its own rows; answers how many.
 */
export async function fillRecordedTaxes(
  db: Executor,
  table: 'payments' | 'ledger_entries' | 'refunds' | 'invoice_lines',
  pick: SQL,
  taxesOf: (row: UnrecordedRow) => TaxLine[],
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await executeRows<{
      id: number | string;
      amount_cents: number;
      tax_cents: number;
      day: string;
      untaxed: boolean;
    }>(db, sql`${pick} order by id limit ${BATCH}`);
    if (rows.length === 0) return done;
    const taxes = rows.map((r) =>
      r.untaxed
        ? []
        : taxesOf({
            amountCents: Number(r.amount_cents),
            taxCents: Number(r.tax_cents),
            day: r.day,
            untaxed: false,
          }),
    );
    const ids = `{${rows.map((r) => r.id).join(',')}}`;
    const cents = `{${taxes.map(taxCentsOf).join(',')}}`;
    const net = table === 'payments' ? sql`, net_cents = t.amount_cents - v.tax_cents` : sql``;
    await db.execute(sql`
      update ${sql.identifier(table)} t set taxes = v.taxes, tax_cents = v.tax_cents ${net}
      from (
        select i.id, j.taxes, c.tax_cents
        from unnest(${ids}::bigint[]) with ordinality i(id, n)
        join jsonb_array_elements(${JSON.stringify(taxes)}::jsonb) with ordinality j(taxes, n) using (n)
        join unnest(${cents}::int[]) with ordinality c(tax_cents, n) using (n)
      ) v
      where t.id = v.id and t.taxes is null`);
    done += rows.length;
  }
}
