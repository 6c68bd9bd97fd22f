/**
 * Records the tax lines of invoice lines billed before taxes were recorded per line (decision 028):
 * each line's stored tax, split the way its invoice showed it until then (the taxes in force on its
 * class's date, or its month's first day). Once, at start-up; a batch per statement.
 */
import { sql } from 'drizzle-orm';
import { splitTaxCents } from '../../../shared/recorded-tax';
import type { Executor } from '../../db/client';
import { executeRows } from '../classes/sql-rows';
import { studioTaxCalendar } from '../settings/tax-calendar';

const BATCH = 5000;

export async function freezeInvoiceLineTaxes(db: Executor): Promise<number> {
  const calendar = await studioTaxCalendar(db);
  let done = 0;
  for (;;) {
    const rows = await executeRows<{ id: number; tax_cents: number; day: string }>(
      db,
      sql`
      select l.id, l.tax_cents, coalesce(ci.class_date, i.period_start)::text as day
      from invoice_lines l
      join invoices i on i.id = l.invoice_id
      left join bookings b on b.id = l.booking_id
      left join class_instances ci on ci.id = b.class_instance_id
      where l.taxes is null
      order by l.id limit ${BATCH}`,
    );
    if (rows.length === 0) return done;
    const ids = `{${rows.map((r) => r.id).join(',')}}`;
    const taxes = JSON.stringify(
      rows.map((r) => splitTaxCents(Number(r.tax_cents), calendar.on(r.day).taxes)),
    );
    await db.execute(sql`
      update invoice_lines l set taxes = v.taxes
      from (
        select i.id, j.taxes
        from unnest(${ids}::int[]) with ordinality i(id, n)
        join jsonb_array_elements(${taxes}::jsonb) with ordinality j(taxes, n) using (n)
      ) v
      where l.id = v.id and l.taxes is null`);
    done += rows.length;
  }
}
