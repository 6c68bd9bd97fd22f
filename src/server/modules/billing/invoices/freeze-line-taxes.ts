/**
 * Records the tax lines of invoice lines billed before taxes were recorded per line (decision 028):
 * each line's stored tax, split the way its invoice showed it until then (the taxes in force on its
 * class's date, or its month's first day). Once, at start-up.
 */
import { sql } from 'drizzle-orm';
import { splitTaxCents } from '../../../../shared/recorded-tax';
import type { Executor } from '../../../db/client';
import { fillRecordedTaxes } from '../../../kernel/fill-recorded-taxes';
import { studioTaxCalendar } from '../../../kernel/settings/tax-calendar';

export async function freezeInvoiceLineTaxes(db: Executor): Promise<number> {
  const calendar = await studioTaxCalendar(db);
  return fillRecordedTaxes(
    db,
    'invoice_lines',
    sql`select * from (
          select l.id, l.amount_cents, l.tax_cents, coalesce(ci.class_date, i.period_start)::text as day,
                 false as untaxed
          from invoice_lines l
          join invoices i on i.id = l.invoice_id
          left join bookings b on b.id = l.booking_id
          left join class_instances ci on ci.id = b.class_instance_id
          where l.taxes is null
        ) unrecorded`,
    (r) => splitTaxCents(r.taxCents, calendar.on(r.day).taxes),
  );
}
