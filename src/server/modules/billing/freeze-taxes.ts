/**
 * Records the tax of money written before taxes were recorded with it (decision 028): once, at start-up
 * after the migration that added the columns, every payment, charge and refund whose `taxes` is still
 * null gets the tax the screens showed for it until then, from the settings and the dated rate table
 * on its studio day. From then on nothing recomputes it.
 */
import { sql } from 'drizzle-orm';
import { splitTaxCents, taxInsideAmount } from '../../../shared/recorded-tax';
import type { Executor } from '../../db/client';
import { fillRecordedTaxes } from '../../kernel/fill-recorded-taxes';
import { studioTaxCalendar } from '../../kernel/settings/tax-calendar';
import { studioDateSql } from '../../kernel/time/studio-time';

/** Records the tax of every payment, charge and refund that has none yet; answers how many rows. */
export async function freezeUnrecordedTaxes(db: Executor): Promise<number> {
  const calendar = await studioTaxCalendar(db);
  const day = (column: string) => sql`${studioDateSql(sql.raw(column), calendar.settings.timezone)}::text`;
  // A payment keeps a tax stated when it was recorded (the older form's GST); else the tax inside it.
  const payments = await fillRecordedTaxes(
    db,
    'payments',
    sql`select id, amount_cents, tax_cents, ${day('payment_date')} as day, false as untaxed
        from payments where taxes is null`,
    (r) =>
      r.taxCents > 0
        ? splitTaxCents(r.taxCents, calendar.on(r.day).taxes)
        : taxInsideAmount(r.amountCents, calendar.on(r.day)),
  );
  // A charge: the tax inside what it charged, at the rates of the day it was made; late fees carry none.
  const charges = await fillRecordedTaxes(
    db,
    'ledger_entries',
    sql`select id, amount_cents, tax_cents, ${day('occurred_at')} as day,
               description like 'Late fee (%' as untaxed
        from ledger_entries where entry_type = 'charge' and taxes is null`,
    (r) => taxInsideAmount(r.amountCents, calendar.on(r.day)),
  );
  const refunds = await fillRecordedTaxes(
    db,
    'refunds',
    sql`select id, amount_cents, tax_cents, ${day('created_at')} as day, false as untaxed
        from refunds where taxes is null`,
    (r) => taxInsideAmount(r.amountCents, calendar.on(r.day)),
  );
  return payments + charges + refunds;
}
