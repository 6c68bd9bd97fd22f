import { type SQL, sql } from 'drizzle-orm';
import { studioDateSql } from '../../kernel/time/studio-time';

/**
 * Payments pay what a student was charged, oldest due charge first (decision 002; issue 27 §2: classes
 * not yet held and not yet billed last). Nothing stores the
 * allocation: it follows from the ledger at any moment, so a removed payment or a new charge moves it.
 */

export interface OpenCharge {
  /** The booking the charge is for (null: a charge not tied to a class). */
  bookingId: number | null;
  /** What is left of the charge after reversals and credits used on it. */
  netCents: number;
}

/**
 * How much of each charge the payments cover: `paidCents` (payments less reversals) is poured over
 * `charges` in the order given (oldest first). Answers one amount per charge, in the same order.
 */
export function allocatePayments(charges: readonly OpenCharge[], paidCents: number): number[] {
  let left = Math.max(0, paidCents);
  return charges.map((c) => {
    const take = Math.max(0, Math.min(c.netCents, left));
    left -= take;
    return take;
  });
}

/**
 * The same rule in SQL, as CTEs ending in
 * `allocated(student_id, booking_id, charge_id, charged_at, invoice_id, net, upcoming, paid)`:
 * for each open charge of the students `studentIds` selects (a subquery of student_id), what is left
 * of it (`net`) and how much of that the student's money covers (`paid`): their payments and the
 * credit they hold (lots granted, less voided and already used on a charge — one balance, issue 27 §2),
 * less money given back (decision 030). The oldest due charges are paid first and charges for
 * classes not yet held and not yet billed (`upcoming` on the studio's `today`) last (issue 27 §2), so
 * money paid never sits on a class in December while October's bill looks unpaid. A charge with no
 * booking is its own key. Follow it with a query that reads `allocated`.
 */
export const allocatedCtes = (studentIds: SQL, today: string) => sql`
  alloc_students(student_id) as materialized (${studentIds}),
  alloc_entries as materialized (
    select le.student_id, le.booking_id, le.entry_type, le.amount_cents, le.occurred_at, le.id,
           le.invoice_id, le.reverses_entry_id
    from (select distinct student_id from alloc_students) s
    cross join lateral (
      select * from ledger_entries e where e.student_id = s.student_id
    ) le
  ),
  charge_nets as (
    select le.student_id, le.booking_id,
           min(le.occurred_at) filter (where le.entry_type = 'charge') as charged_at,
           min(le.id) filter (where le.entry_type = 'charge') as charge_id,
           min(le.invoice_id) filter (where le.entry_type = 'charge') as invoice_id,
           sum(case le.entry_type when 'charge' then le.amount_cents else -le.amount_cents end) as net
    from alloc_entries le
    where le.entry_type in ('charge', 'charge_reversal', 'credit_use')
    group by le.student_id, le.booking_id, coalesce(le.booking_id::bigint, -coalesce(le.reverses_entry_id, le.id))
  ),
  open_charges as (
    -- Only an unbilled class's date is looked up (by key): most charges are billed.
    select o.*,
           (o.invoice_id is null and o.booking_id is not null and exists (
             select 1 from bookings b join class_instances ci on ci.id = b.class_instance_id
             where b.id = o.booking_id and ci.class_date > ${today}::date)) as upcoming
    from charge_nets o
    where o.net > 0
  ),
  paid_in as (
    select student_id,
           sum(case when entry_type in ('payment', 'credit') then amount_cents else -amount_cents end) as total
    from alloc_entries
    where entry_type in ('payment', 'payment_reversal', 'credit', 'credit_void', 'credit_use', 'refund')
    group by student_id
  ),
  allocated as (
    select o.student_id, o.booking_id, o.charge_id, o.charged_at, o.invoice_id, o.net, o.upcoming,
           greatest(0, least(o.net, coalesce(p.total, 0) - coalesce(sum(o.net) over (
             partition by o.student_id order by o.upcoming, o.charged_at, o.charge_id
             rows between unbounded preceding and 1 preceding), 0))) as paid
    from open_charges o left join paid_in p on p.student_id = o.student_id
  )`;

/** What a charge's due date depends on: the studio's day, its terms and whether it bills monthly. */
export interface DueTerms {
  /** The studio's today, "YYYY-MM-DD". */
  today: string;
  timeZone: string;
  paymentDueDays: number;
  /** Automatic invoicing: an unbilled charge will be on the bill made on the 1st of the next month. */
  billsMonthly: boolean;
}

/**
 * One due date per charge, the same for the dashboard, the Overdue list and the student (issue 27 §2),
 * as a CTE after `allocatedCtes`: `due(… the allocated columns, day, due_on, upcoming, overdue)`.
 * - `day`: the class's date, or the studio day a charge without a class was made.
 * - `due_on`: its bill's due date once billed; before that the due date its bill will have (the 1st of
 *   the month after its day, plus the payment terms) when the studio bills monthly, else its day plus
 *   the payment terms.
 * - `upcoming`: a class not yet held and not yet billed: owed, but not due.
 * - `overdue`: unpaid (in part) and its due date has passed.
 */
export const dueCte = (t: DueTerms) => sql`
  due as (
    select a.*, d.day, d.due_on, (a.net > a.paid and not a.upcoming and d.due_on < ${t.today}::date) as overdue
    from allocated a
    left join bookings b on b.id = a.booking_id
    left join class_instances ci on ci.id = b.class_instance_id
    left join invoices i on i.id = a.invoice_id
    cross join lateral (
      select coalesce(ci.class_date, ${studioDateSql(sql`a.charged_at`, t.timeZone)}) as day
    ) x
    cross join lateral (
      select x.day,
             coalesce(i.due_date,
               case when ${t.billsMonthly}::boolean
                    then (date_trunc('month', x.day) + interval '1 month')::date + ${t.paymentDueDays}::int
                    else x.day + ${t.paymentDueDays}::int end) as due_on
    ) d
  )`;
