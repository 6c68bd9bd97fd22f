import { type SQL, sql } from 'drizzle-orm';
import type { RecordedCharge } from '../../../shared/recorded-tax';
import type { TaxLine } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { classNameSql } from '../../kernel/class-name';
import { executeRows } from '../../kernel/sql-rows';
import { allocatedCtes, type DueTerms, dueCte } from './allocation';

/** A charge not yet fully paid, after payments are poured over charges oldest first (decision 002). */
export interface UnpaidCharge {
  studentId: number;
  /** The class it is for; null for a charge not tied to a class (Add Charge, a month's bill). */
  bookingId: number | null;
  chargedAt: Date;
  /** What is left of the charge after reversals and credits used on it. */
  chargedCents: number;
  /** How much of that the student's payments cover. */
  paidCents: number;
  description: string;
  className: string | null;
  classDate: string | null;
  /** The charge as recorded: its whole amount and the tax in it (decision 028). */
  recorded: RecordedCharge;
  /** Its due date (`dueCte`), and whether it is for a class not yet held nor billed, or past due. */
  dueOn: string;
  upcoming: boolean;
  overdue: boolean;
}

/**
 * Every unpaid (or partly paid) charge of the students `studentIds` selects, oldest first per student.
 * Their unpaid parts add up to exactly what each student owes.
 */
export async function unpaidCharges(db: Executor, studentIds: SQL, terms: DueTerms): Promise<UnpaidCharge[]> {
  const rows = await executeRows<{
    student_id: number;
    booking_id: number | null;
    charged_at: string | Date;
    net: number | string;
    paid: number | string;
    description: string;
    class_name: string | null;
    class_date: string | null;
    recorded_cents: number;
    taxes: TaxLine[] | null;
    due_on: string;
    upcoming: boolean;
    overdue: boolean;
  }>(
    db,
    sql`
    with ${allocatedCtes(studentIds, terms.today)}, ${dueCte(terms)}
    select a.student_id, a.booking_id, a.charged_at, a.net, a.paid, le.description,
           le.amount_cents as recorded_cents, le.taxes, a.due_on::text as due_on, a.upcoming, a.overdue,
           case when a.booking_id is null then null else ${classNameSql} end as class_name,
           class_instances.class_date::text as class_date
    from due a
    join ledger_entries le on le.id = a.charge_id
    left join bookings b on b.id = a.booking_id
    left join class_instances on class_instances.id = b.class_instance_id
    left join class_types on class_types.id = class_instances.class_type_id
    left join class_schedules on class_schedules.id = class_instances.class_schedule_id
    where a.net > a.paid
    order by a.student_id, a.charged_at, a.charge_id`,
  );
  return rows.map((r) => ({
    studentId: Number(r.student_id),
    bookingId: r.booking_id === null ? null : Number(r.booking_id),
    chargedAt: new Date(r.charged_at),
    chargedCents: Number(r.net),
    paidCents: Number(r.paid),
    description: r.description,
    className: r.class_name,
    classDate: r.class_date,
    recorded: { amountCents: Number(r.recorded_cents), taxes: r.taxes ?? [] },
    dueOn: r.due_on,
    upcoming: r.upcoming === true,
    overdue: r.overdue === true,
  }));
}
