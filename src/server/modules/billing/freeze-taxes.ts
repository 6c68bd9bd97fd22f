/**
 * Records the tax of money written before taxes were recorded with it (decision 028): once, at start-up
 * after the migration that added the columns, every payment, charge and refund whose `taxes` is still
 * null gets the tax the screens showed for it until then, from the settings and the dated rate table
 * on its day. From then on nothing recomputes it. Rows are done in batches, each batch one statement.
 */
import { sql } from 'drizzle-orm';
import { splitTaxCents, taxCentsOf, taxInsideAmount } from '../../../shared/recorded-tax';
import type { TaxLine } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { executeRows } from '../classes/sql-rows';
import { type StudioTaxCalendar, studioTaxCalendar } from '../settings/tax-calendar';

const BATCH = 5000;

export interface Frozen {
  id: number;
  taxes: TaxLine[];
}

/** Fills `taxes` (and the tax and net the table keeps) for `rows` of `table`, by id, in one statement. */
async function writeFrozen(db: Executor, table: 'payments' | 'ledger_entries' | 'refunds', rows: Frozen[]) {
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const taxes = JSON.stringify(rows.map((r) => r.taxes));
  const cents = `{${rows.map((r) => taxCentsOf(r.taxes)).join(',')}}`;
  const net = table === 'payments' ? sql`, net_cents = t.amount_cents - v.tax_cents` : sql``;
  await db.execute(sql`
    update ${sql.identifier(table)} t set taxes = v.taxes, tax_cents = v.tax_cents ${net}
    from (
      select i.id, j.taxes, c.tax_cents
      from unnest(${ids}::bigint[]) with ordinality i(id, n)
      join jsonb_array_elements(${taxes}::jsonb) with ordinality j(taxes, n) using (n)
      join unnest(${cents}::int[]) with ordinality c(tax_cents, n) using (n)
    ) v
    where t.id = v.id and t.taxes is null`);
}

/**
 * Freezes one table's unrecorded rows, a batch at a time: `pick` selects up to BATCH of them (id,
 * amount_cents, tax_cents, at: the instant whose studio day gives the rates, untaxed: no tax).
 */
async function freezeTable(
  db: Executor,
  calendar: StudioTaxCalendar,
  table: 'payments' | 'ledger_entries' | 'refunds',
  pick: ReturnType<typeof sql>,
  taxesOf: (row: {
    amountCents: number;
    taxCents: number;
    rule: ReturnType<StudioTaxCalendar['at']>;
  }) => TaxLine[],
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await executeRows<{
      id: number | string;
      amount_cents: number;
      tax_cents: number;
      at: string | Date;
      untaxed: boolean;
    }>(db, sql`${pick} order by id limit ${BATCH}`);
    if (rows.length === 0) return done;
    await writeFrozen(
      db,
      table,
      rows.map((r) => ({
        id: Number(r.id),
        taxes: r.untaxed
          ? []
          : taxesOf({
              amountCents: Number(r.amount_cents),
              taxCents: Number(r.tax_cents),
              rule: calendar.at(new Date(r.at)),
            }),
      })),
    );
    done += rows.length;
  }
}

/** Records the tax of every payment, charge and refund that has none yet; answers how many rows. */
export async function freezeUnrecordedTaxes(db: Executor): Promise<number> {
  const calendar = await studioTaxCalendar(db);
  // A payment keeps a tax stated when it was recorded (the older form's GST); else the tax inside it.
  const payments = await freezeTable(
    db,
    calendar,
    'payments',
    sql`select id, amount_cents, tax_cents, payment_date as at, false as untaxed from payments where taxes is null`,
    (r) =>
      r.taxCents > 0 ? splitTaxCents(r.taxCents, r.rule.taxes) : taxInsideAmount(r.amountCents, r.rule),
  );
  // A charge: the tax inside what it charged, at the rates of the day it was made; late fees carry none.
  const charges = await freezeTable(
    db,
    calendar,
    'ledger_entries',
    sql`select id, amount_cents, tax_cents, occurred_at as at, description like 'Late fee (%' as untaxed
        from ledger_entries where entry_type = 'charge' and taxes is null`,
    (r) => taxInsideAmount(r.amountCents, r.rule),
  );
  const refunds = await freezeTable(
    db,
    calendar,
    'refunds',
    sql`select id, amount_cents, tax_cents, created_at as at, false as untaxed from refunds where taxes is null`,
    (r) => taxInsideAmount(r.amountCents, r.rule),
  );
  return payments + charges + refunds;
}
