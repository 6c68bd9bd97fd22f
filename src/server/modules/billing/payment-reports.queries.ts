import { and, desc, eq, gte, notInArray, type SQL, sql } from 'drizzle-orm';
import { addDays, daysBetween, startOfMonth } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import {
  NOT_RECENT_ACTIVITY,
  RECENT_PAYMENTS,
  type TOutstandingSummary,
  type TOverdueItem,
  type TPaymentList,
} from '../../../shared/schemas/payment-reports';
import type { Executor } from '../../db/client';
import { payments, students } from '../../db/schema';
import { clockNow } from '../../kernel/clock';
import { studioInstant, studioWallClock } from '../../kernel/studio-time';
import { executeRows } from '../classes/sql-rows';
import { getSettings } from '../settings/settings.service';
import { allocatedCtes } from './allocation';
import { signedAmount } from './balance.service';
import { countedPayment, ledgerColumns, receivedSoFar, toLedgerPayment } from './ledger.queries';
import { unpaidCharges } from './unpaid-charges';

/** The studio's month so far and the instant before which an unpaid charge is overdue. */
export async function studioPeriods(db: Executor, now: Date = clockNow()) {
  const settings = await getSettings(db);
  const today = studioWallClock(settings.timezone, now).date;
  return {
    timeZone: settings.timezone,
    today,
    monthStart: studioInstant(settings.timezone, startOfMonth(today), '00:00'),
    dueBefore: studioInstant(settings.timezone, addDays(today, -settings.paymentDueDays), '00:00'),
  };
}

/** Students who owe something (their balance above 0), as a subquery of student_id. */
export const owingStudentIds: SQL = sql`
  select student_id from ledger_entries
  where student_id in (select id from students where deleted_at is null)
  group by student_id having sum(${signedAmount}) > 0`;

/** Payments received this studio month, in SQL: their sum and count (the Paid This Month card). */
export async function paidSince(db: Executor, since: Date) {
  const [row] = await db
    .select({
      gross: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
      net: sql<number>`coalesce(sum(${payments.netCents}), 0)`.mapWith(Number),
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payments)
    .where(and(countedPayment(), gte(payments.paymentDate, since)));
  return { grossCents: row?.gross ?? 0, netCents: row?.net ?? 0, count: row?.n ?? 0 };
}

/** GET /api/payments/this-month: the month's payments, newest first (Payments This Month). */
export async function paymentsThisMonth(db: Executor): Promise<TPaymentList> {
  const { monthStart } = await studioPeriods(db);
  const rows = await db
    .select(ledgerColumns)
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .where(and(countedPayment(), gte(payments.paymentDate, monthStart)))
    .orderBy(desc(payments.paymentDate), desc(payments.id));
  return rows.map(toLedgerPayment);
}

/** GET /api/payments/recent: Recent Activity, the last 10 payments that are money received. */
export async function recentPayments(db: Executor): Promise<TPaymentList> {
  const rows = await db
    .select(ledgerColumns)
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .where(
      and(
        notInArray(payments.status, [...NOT_RECENT_ACTIVITY]),
        notInArray(payments.method, [...NOT_RECENT_ACTIVITY]),
        receivedSoFar(),
      ),
    )
    .orderBy(desc(payments.paymentDate), desc(payments.id))
    .limit(RECENT_PAYMENTS);
  return rows.map(toLedgerPayment);
}

/**
 * GET /api/payments/outstanding: who owes what (each student's balance, summing to the dashboard's
 * Outstanding), how many classes of it, and each unpaid charge.
 */
export async function outstandingSummary(db: Executor): Promise<TOutstandingSummary> {
  const { monthStart } = await studioPeriods(db);
  const [perStudent, charges, paid] = await Promise.all([
    executeRows<{ id: number; name: string; email: string; balance: string | number; classes: number }>(
      db,
      sql`
      with ${allocatedCtes(owingStudentIds)},
      balances as (
        select student_id, sum(${signedAmount}) as balance from ledger_entries
        where student_id in (${owingStudentIds}) group by student_id
      )
      select s.id, s.name, s.email, b.balance,
             (select count(*) from allocated a
               where a.student_id = b.student_id and a.booking_id is not null and a.net > a.paid)::int as classes
      from balances b join students s on s.id = b.student_id
      order by b.balance desc, lower(s.name), s.id`,
    ),
    unpaidCharges(db, owingStudentIds),
    paidSince(db, monthStart),
  ]);
  const names = new Map(perStudent.map((s) => [Number(s.id), s.name]));
  const total = perStudent.reduce((sum, s) => sum + Number(s.balance), 0);
  return {
    totalOutstanding: centsToDecimal(total),
    studentCount: perStudent.length,
    paidThisMonth: centsToDecimal(paid.grossCents),
    details: perStudent.map((s) => ({
      studentId: Number(s.id),
      studentName: s.name,
      studentEmail: s.email,
      classCount: Number(s.classes),
      outstandingAmount: centsToDecimal(Number(s.balance)),
    })),
    enrollmentDetails: charges.map((c) => ({
      studentId: c.studentId,
      studentName: names.get(c.studentId) ?? '',
      className: c.className ?? c.description,
      classDate: c.classDate,
      classPrice: centsToDecimal(c.chargedCents - c.paidCents),
      notes:
        c.paidCents > 0 ? `${centsToDecimal(c.paidCents)} of ${centsToDecimal(c.chargedCents)} paid` : null,
    })),
  };
}

/**
 * GET /api/payments/overdue: each student with charges unpaid past `paymentDueDays`, most overdue
 * first. The overdue amounts add up to the dashboard's Overdue.
 */
export async function overduePayments(db: Executor, now: Date = clockNow()): Promise<TOverdueItem[]> {
  const { dueBefore, today, timeZone } = await studioPeriods(db, now);
  const due = sql`${dueBefore.toISOString()}::timestamptz`;
  const rows = await executeRows<{
    id: number;
    name: string;
    email: string;
    oldest: string | Date;
    classes: number;
    total: string | number;
    paid: string | number;
    overdue: string | number;
  }>(
    db,
    sql`
    with ${allocatedCtes(owingStudentIds)}
    select s.id, s.name, s.email,
           min(a.charged_at) filter (where a.charged_at < ${due}) as oldest,
           (count(*) filter (where a.booking_id is not null and a.charged_at < ${due}))::int as classes,
           sum(a.net) as total, sum(a.paid) as paid,
           sum(a.net - a.paid) filter (where a.charged_at < ${due}) as overdue
    from allocated a join students s on s.id = a.student_id
    where a.net > a.paid
    group by s.id, s.name, s.email
    having sum(a.net - a.paid) filter (where a.charged_at < ${due}) > 0
    order by overdue desc, lower(s.name), s.id`,
  );
  return rows.map((r) => ({
    studentId: Number(r.id),
    studentName: r.name,
    studentEmail: r.email,
    daysSinceInvoice: daysBetween(studioWallClock(timeZone, new Date(r.oldest)).date, today),
    classCount: Number(r.classes),
    totalOwed: centsToDecimal(Number(r.total)),
    paidAmount: centsToDecimal(Number(r.paid)),
    overdueAmount: centsToDecimal(Number(r.overdue)),
  }));
}
