import { sql } from 'drizzle-orm';
import type { RecordedCharge } from '../../../../shared/recorded-tax';
import type { TaxLine } from '../../../../shared/tax';
import type { Executor } from '../../../db/client';
import { classNameSql } from '../../../kernel/class-name';
import { executeRows } from '../../../kernel/sql-rows';
import { studioDateSql } from '../../../kernel/time/studio-time';

/** A charge not yet on any bill: what it still comes to after its reversals and the credits used on it. */
export interface BillableCharge {
  entryId: number;
  studentId: number;
  bookingId: number | null;
  /** The day it is billed for: the class date, or (a charge without a class) the studio day it was made. */
  day: string;
  description: string;
  className: string | null;
  netCents: number;
  /** The tax recorded with the charge, on its whole amount. */
  charged: RecordedCharge;
}

/**
 * The charges of the billing month (`from`..`to`, studio days) not yet on a bill, oldest first, for
 * the students `studentIds` selects (a subquery of student_id) — a class belongs to the month it
 * takes place in — and the earlier charges whose own month's bill was already issued (sent, overdue,
 * paid: no longer pending, so never changed) when they were made: they wait for this bill (decision
 * 007). Fully reversed charges are left out.
 */
export async function billableCharges(
  db: Executor,
  o: { studentIds: ReturnType<typeof sql>; from: string; to: string; timeZone: string },
): Promise<BillableCharge[]> {
  const chargeDay = sql`coalesce(class_instances.class_date, ${studioDateSql(sql`c.occurred_at`, o.timeZone)})`;
  const rows = await executeRows<{
    id: number;
    student_id: number;
    booking_id: number | null;
    day: string;
    description: string;
    class_name: string | null;
    net: number | string;
    amount_cents: number;
    taxes: TaxLine[] | null;
  }>(
    db,
    sql`
    select c.id, c.student_id, c.booking_id, c.description, c.amount_cents, c.taxes,
           ${chargeDay}::text as day,
           case when c.booking_id is null then null else ${classNameSql} end as class_name,
           c.amount_cents - coalesce((
             select sum(a.amount_cents) from ledger_entries a
             where a.student_id = c.student_id and a.entry_type in ('charge_reversal', 'credit_use')
               and ((c.booking_id is not null and a.booking_id = c.booking_id) or a.reverses_entry_id = c.id)
           ), 0) as net
    from ledger_entries c
    left join bookings b on b.id = c.booking_id
    left join class_instances on class_instances.id = b.class_instance_id
    left join class_types on class_types.id = class_instances.class_type_id
    left join class_schedules on class_schedules.id = class_instances.class_schedule_id
    where c.entry_type = 'charge' and c.invoice_id is null and c.student_id in (${o.studentIds})
      and (
        ${chargeDay}
          between ${o.from}::date and ${o.to}::date
        or (
          ${chargeDay} < ${o.from}::date
          and exists (
            select 1 from invoices i
            where i.student_id = c.student_id and i.status <> 'pending'
              and i.period_start = date_trunc('month', ${chargeDay})::date
          )
        )
      )
    order by c.student_id, 5, c.id`,
  );
  return rows
    .map((r) => ({
      entryId: Number(r.id),
      studentId: Number(r.student_id),
      bookingId: r.booking_id === null ? null : Number(r.booking_id),
      day: r.day,
      description: r.description,
      className: r.class_name,
      netCents: Number(r.net),
      charged: { amountCents: Number(r.amount_cents), taxes: r.taxes ?? [] },
    }))
    .filter((c) => c.netCents > 0);
}
