import { and, desc, eq, gte, notInArray, type SQL, sql } from 'drizzle-orm';
import { daysBetween } from '../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
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
import { executeRows } from '../../kernel/sql-rows';
import { clockNow } from '../../kernel/time/clock';
import { allocatedCtes, type DueTerms, dueCte } from './allocation';
import {
  countedPayment,
  ledgerColumns,
  paymentCount,
  receivedSoFar,
  toLedgerPayment,
} from './ledger.queries';
import { studioPeriods } from './studio-periods';
import { unpaidCharges } from './unpaid-charges';

/**
 * Every student's one balance (decision 029), students removed left out: (student_id, balance). Kept
 * by the database as ledger lines are written (student_balances, decision 031).
 */
export const studentBalances: SQL = sql`
  select b.student_id, b.balance_cents as balance from student_balances b
  join students s on s.id = b.student_id
  where s.deleted_at is null`;

/** Students who owe something (their balance above 0), as a subquery of student_id. */
export const owingStudentIds: SQL = sql`select student_id from (${studentBalances}) b where balance > 0`;

/** Payments received this studio month, in SQL: their sum and count (the Paid This Month card). */
export async function paidSince(db: Executor, since: Date) {
  const [row] = await db
    .select({
      gross: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
      net: sql<number>`coalesce(sum(${payments.netCents}), 0)`.mapWith(Number),
      n: paymentCount(),
    })
    .from(payments)
    .where(and(countedPayment(), gte(payments.paymentDate, since)));
  return { grossCents: row?.gross ?? 0, netCents: row?.net ?? 0, count: row?.n ?? 0 };
}

/** GET /api/payments/this-month: the month's payments, newest first (Payments This Month). */
export async function paymentsThisMonth(db: Executor, locale: Locale = SOURCE_LOCALE): Promise<TPaymentList> {
  const { monthStart } = await studioPeriods(db);
  const rows = await db
    .select(ledgerColumns)
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .where(and(countedPayment(), gte(payments.paymentDate, monthStart)))
    .orderBy(desc(payments.paymentDate), desc(payments.id));
  return rows.map((row) => toLedgerPayment(row, locale));
}

/** GET /api/payments/recent: Recent Activity, the last 10 payments that are money received. */
export async function recentPayments(db: Executor, locale: Locale = SOURCE_LOCALE): Promise<TPaymentList> {
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
  return rows.map((row) => toLedgerPayment(row, locale));
}

/**
 * GET /api/payments/outstanding: who owes what (each student's balance, summing to the dashboard's
 * Outstanding), how many classes of it, and each unpaid charge.
 */
export async function outstandingSummary(db: Executor): Promise<TOutstandingSummary> {
  const { monthStart, terms } = await studioPeriods(db);
  const [perStudent, charges, paid] = await Promise.all([
    executeRows<{ id: number; name: string; email: string; balance: string | number; classes: number }>(
      db,
      sql`
      with balances as materialized (select * from (${studentBalances}) b where balance > 0),
      ${allocatedCtes(sql`select student_id from balances`, terms.today)}
      select s.id, s.name, s.email, b.balance,
             (select count(*) from allocated a
               where a.student_id = b.student_id and a.booking_id is not null and a.net > a.paid)::int as classes
      from balances b join students s on s.id = b.student_id
      order by b.balance desc, lower(s.name), s.id`,
    ),
    unpaidCharges(db, owingStudentIds, terms),
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
 * GET /api/payments/overdue: each student with charges unpaid past their due date (one per charge,
 * `dueCte`: its bill's), most overdue first; days overdue count from the oldest such due date. The
 * overdue amounts add up to the dashboard's Overdue; owed and paid are over all the student's unpaid
 * charges, so owed − paid is what they owe.
 */
export async function overduePayments(db: Executor, now: Date = clockNow()): Promise<TOverdueItem[]> {
  const { today, terms } = await studioPeriods(db, now);
  const rows = await executeRows<{
    id: number;
    name: string;
    email: string;
    oldest: string;
    classes: number;
    total: string | number;
    paid: string | number;
    overdue: string | number;
  }>(
    db,
    sql`
    with ${allocatedCtes(owingStudentIds, terms.today)}, ${dueCte(terms)}
    select s.id, s.name, s.email,
           (min(d.due_on) filter (where d.overdue))::text as oldest,
           (count(*) filter (where d.booking_id is not null and d.overdue))::int as classes,
           sum(d.net) as total, sum(d.paid) as paid,
           sum(d.net - d.paid) filter (where d.overdue) as overdue
    from due d join students s on s.id = d.student_id
    where d.net > d.paid
    group by s.id, s.name, s.email
    having bool_or(d.overdue)
    order by overdue desc, lower(s.name), s.id`,
  );
  return rows.map((r) => ({
    studentId: Number(r.id),
    studentName: r.name,
    studentEmail: r.email,
    daysSinceInvoice: daysBetween(r.oldest, today),
    classCount: Number(r.classes),
    totalOwed: centsToDecimal(Number(r.total)),
    paidAmount: centsToDecimal(Number(r.paid)),
    overdueAmount: centsToDecimal(Number(r.overdue)),
  }));
}

/**
 * The dashboard's Outstanding, Overdue and Upcoming over every student, in one statement: the balances
 * in one pass over the ledger, then the allocation and due dates for the students who owe only.
 */
export async function owedFigures(db: Executor, terms: DueTerms) {
  const [row] = await executeRows<{
    outstanding: string | number;
    owing: number;
    overdue: string | number;
    overdue_students: number;
    upcoming: string | number;
  }>(
    db,
    sql`
    with balances as materialized (${studentBalances}),
    ${allocatedCtes(sql`select student_id from balances where balance > 0`, terms.today)}, ${dueCte(terms)}
    select (select coalesce(sum(balance), 0) from balances where balance > 0)::bigint as outstanding,
           (select count(*) from balances where balance > 0)::int as owing,
           coalesce(sum(net - paid) filter (where overdue), 0)::bigint as overdue,
           (count(distinct student_id) filter (where overdue))::int as overdue_students,
           coalesce(sum(net - paid) filter (where upcoming and net > paid), 0)::bigint as upcoming
    from due`,
  );
  return {
    outstandingCents: Number(row?.outstanding ?? 0),
    owing: Number(row?.owing ?? 0),
    overdueCents: Number(row?.overdue ?? 0),
    overdueStudents: Number(row?.overdue_students ?? 0),
    upcomingCents: Number(row?.upcoming ?? 0),
  };
}
