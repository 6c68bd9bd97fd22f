import { sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../../shared/money';
import type { Executor } from '../../../db/client';
import { getSettings } from '../../../kernel/settings/read';
import { executeRows } from '../../../kernel/sql-rows';
import { clockNow } from '../../../kernel/time/clock';
import { studioWallClock } from '../../../kernel/time/studio-time';

/**
 * GET /api/billing/stats: how many invoices, the revenue of the paid ones, what open ones still have
 * to be paid (payments poured over charges oldest first, decision 002), and how many are past their
 * due date with something left to pay — all in SQL.
 *
 * The allocation's rule without ordering each student's whole history (issue 12 §4: 1M payments):
 * a charge's unpaid part is `clamp(owed − after, 0, net)`, where `owed` is what the student still
 * owes (charges less reversals and credits used, less payments net of their reversals: one pass,
 * no sort) and `after` what the charges booked after it come to. Unpaid money is always the newest
 * charges' — after those for classes not yet held and not yet billed, which are paid last (issue 27
 * §2) and so hold unpaid money first, wherever they are in time (`upcoming`, the studio's future
 * classes, `early_upcoming` those charged before the range below) — so only the charges from the oldest one on an open bill onwards are ordered: one range of
 * `ledger_entries_occurred_idx` for the students whose oldest open charge is from the last three
 * months, and per student (`ledger_entries_student_idx`) for the few with older unpaid bills. It is the number `allocatedCtes` gives —
 * `net − clamp(paid − before, 0, net)` with `before = total − net − after` — given what the ledger's
 * writers guarantee: a booking's reversals and credits used come with or after its charge and never
 * exceed it (`reverseBookingCharges` reverses what is left; credits pay at most the price).
 */
export async function billingStats(db: Executor) {
  const at = clockNow();
  const today = studioWallClock((await getSettings(db)).timezone, at).date;
  const [row] = await executeRows<{
    total: number;
    revenue: string | number;
    pending: string | number;
    overdue: number;
  }>(
    db,
    sql`
    with open_bills as (
      select id, student_id, due_date from invoices where status in ('pending', 'sent', 'overdue')
    ),
    billed as materialized (
      select b.student_id, min(x.since) as since
      from open_bills b cross join lateral (
        select min(le.occurred_at) as since from ledger_entries le
        where le.invoice_id = b.id and le.entry_type = 'charge'
      ) x
      where x.since is not null
      group by b.student_id
    ),
    owed as (
      select student_id, balance_cents as owed from student_balances
    ),
    recent_since as (
      select min(since) as at from billed where since >= ${at.toISOString()}::timestamptz - interval '92 days'
    ),
    lately as materialized (
      select id, student_id, entry_type, amount_cents, booking_id, reverses_entry_id, invoice_id, occurred_at
      from ledger_entries
      where occurred_at >= (select at from recent_since) and entry_type in ('charge', 'charge_reversal', 'credit_use')
    ),
    recent as (
      select le.student_id, le.booking_id,
             min(le.occurred_at) filter (where le.entry_type = 'charge') as charged_at,
             min(le.id) filter (where le.entry_type = 'charge') as charge_id,
             (array_agg(le.invoice_id order by le.id) filter (where le.entry_type = 'charge'))[1] as invoice_id,
             sum(case le.entry_type when 'charge' then le.amount_cents else -le.amount_cents end) as net
      from lately le join billed b on b.student_id = le.student_id
      where le.occurred_at >= b.since
      group by le.student_id, le.booking_id, coalesce(le.booking_id::bigint, -coalesce(le.reverses_entry_id, le.id))
      union all
      select b.student_id, r.*
      from billed b cross join lateral (
        select le.booking_id, min(le.occurred_at) filter (where le.entry_type = 'charge') as charged_at,
               min(le.id) filter (where le.entry_type = 'charge') as charge_id,
               (array_agg(le.invoice_id order by le.id) filter (where le.entry_type = 'charge'))[1] as invoice_id,
               sum(case le.entry_type when 'charge' then le.amount_cents else -le.amount_cents end) as net
        from ledger_entries le
        where le.student_id = b.student_id and le.occurred_at >= b.since
          and le.entry_type in ('charge', 'charge_reversal', 'credit_use')
        group by le.booking_id, coalesce(le.booking_id::bigint, -coalesce(le.reverses_entry_id, le.id))
      ) r
      where b.since < (select at from recent_since) or (select at from recent_since) is null
    ),
    upcoming as materialized (
      select le.student_id, le.booking_id,
             sum(case le.entry_type when 'charge' then le.amount_cents else -le.amount_cents end) as net,
             min(le.occurred_at) filter (where le.entry_type = 'charge') as charged_at
      from class_instances ci
      join bookings bk on bk.class_instance_id = ci.id
      join ledger_entries le on le.booking_id = bk.id and le.entry_type in ('charge', 'charge_reversal', 'credit_use')
      where ci.class_date > ${today}::date and bk.student_id in (select student_id from billed)
      group by le.student_id, le.booking_id
      having bool_and(le.entry_type <> 'charge' or le.invoice_id is null)
    ),
    early_upcoming as (
      select u.student_id, sum(u.net) as cents
      from upcoming u join billed b on b.student_id = u.student_id
      where u.net > 0 and u.charged_at < b.since
      group by u.student_id
    ),
    unpaid as (
      select r.invoice_id,
             greatest(0, least(r.net, o.owed - coalesce(e.cents, 0) - coalesce(sum(r.net) over (
               partition by r.student_id order by (u.booking_id is not null) desc, r.charged_at desc, r.charge_id desc
               rows between unbounded preceding and 1 preceding), 0))) as cents
      from recent r join owed o on o.student_id = r.student_id
      left join upcoming u on u.booking_id = r.booking_id
      left join early_upcoming e on e.student_id = r.student_id
      where r.net > 0 and r.charge_id is not null
    ),
    due as (
      select invoice_id, sum(cents) as amount from unpaid where invoice_id is not null group by invoice_id
    ),
    counts as (
      select count(*) filter (where status <> 'cancelled') as total,
             coalesce(sum(total_cents) filter (where status = 'paid'), 0) as revenue
      from invoices
    )
    select counts.total::int as total, counts.revenue,
           (select coalesce(sum(d.amount), 0) from due d join open_bills b on b.id = d.invoice_id) as pending,
           (select count(*) from due d join open_bills b on b.id = d.invoice_id
             where d.amount > 0 and b.due_date < ${today}::date)::int as overdue
    from counts`,
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
