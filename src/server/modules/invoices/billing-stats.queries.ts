import { sql } from 'drizzle-orm';
import { zonedNow } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { Executor } from '../../db/client';
import { allocatedCtes } from '../billing/allocation';
import { executeRows } from '../classes/sql-rows';
import { getSettings } from '../settings/settings.service';

/**
 * GET /api/billing/stats: how many invoices, the revenue of the paid ones, what open ones still have
 * to be paid (payments poured over charges oldest first), and how many are past their due date with
 * something left to pay — all in SQL.
 */
export async function billingStats(db: Executor) {
  const today = zonedNow((await getSettings(db)).timezone).date;
  const [row] = await executeRows<{
    total: number;
    revenue: string | number;
    pending: string | number;
    overdue: number;
  }>(
    db,
    sql`
    with ${allocatedCtes(sql`select student_id from invoices where status in ('pending', 'sent', 'overdue')`)},
    due as (
      select le.invoice_id, sum(a.net - a.paid) as amount
      from allocated a join ledger_entries le on le.id = a.charge_id
      where le.invoice_id is not null
      group by le.invoice_id
    )
    select (select count(*) from invoices where status <> 'cancelled')::int as total,
           (select coalesce(sum(total_cents), 0) from invoices where status = 'paid') as revenue,
           (select coalesce(sum(d.amount), 0) from due d join invoices i on i.id = d.invoice_id
             where i.status in ('pending', 'sent', 'overdue')) as pending,
           (select count(*) from due d join invoices i on i.id = d.invoice_id
             where i.status in ('pending', 'sent', 'overdue') and d.amount > 0 and i.due_date < ${today}::date)::int as overdue`,
  );
  return {
    totalInvoices: Number(row?.total ?? 0),
    totalRevenue: centsToDecimal(Number(row?.revenue ?? 0)),
    pendingAmount: centsToDecimal(Number(row?.pending ?? 0)),
    overdueInvoices: Number(row?.overdue ?? 0),
  };
}

/** Whole days from the due date to today, both studio days. */
export const daysOverdue = (dueDate: string, today: string): number =>
  Math.max(
    0,
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000),
  );
