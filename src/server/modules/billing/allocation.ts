import { type SQL, sql } from 'drizzle-orm';

/**
 * Payments pay what a student was charged, oldest charge first (decision 002). Nothing stores the
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
 * `allocated(student_id, booking_id, charge_id, charged_at, net, paid)`:
 * for each open charge of the students `studentIds` selects (a subquery of student_id), what is left
 * of it (`net`) and how much of that the student's money covers (`paid`), oldest charge first: their
 * payments and the credit they hold (lots granted, less voided and already used on a charge — one
 * balance, issue 27 §2). A charge with no booking is its own key. Follow it with a query that reads
 * `allocated`.
 */
export const allocatedCtes = (studentIds: SQL) => sql`
  open_charges as (
    select le.student_id, le.booking_id,
           min(le.occurred_at) filter (where le.entry_type = 'charge') as charged_at,
           min(le.id) filter (where le.entry_type = 'charge') as charge_id,
           sum(case le.entry_type when 'charge' then le.amount_cents else -le.amount_cents end) as net
    from ledger_entries le
    where le.student_id in (${studentIds})
      and le.entry_type in ('charge', 'charge_reversal', 'credit_use')
    group by le.student_id, le.booking_id, coalesce(le.booking_id::bigint, -coalesce(le.reverses_entry_id, le.id))
  ),
  paid_in as (
    select student_id,
           sum(case when entry_type in ('payment', 'credit') then amount_cents else -amount_cents end) as total
    from ledger_entries
    where student_id in (${studentIds})
      and entry_type in ('payment', 'payment_reversal', 'credit', 'credit_void', 'credit_use')
    group by student_id
  ),
  allocated as (
    select o.student_id, o.booking_id, o.charge_id, o.charged_at, o.net,
           greatest(0, least(o.net, coalesce(p.total, 0) - coalesce(sum(o.net) over (
             partition by o.student_id order by o.charged_at, o.charge_id
             rows between unbounded preceding and 1 preceding), 0))) as paid
    from open_charges o left join paid_in p on p.student_id = o.student_id
    where o.net > 0
  )`;
