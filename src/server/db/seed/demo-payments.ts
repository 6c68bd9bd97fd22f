import { asc, eq, sql } from 'drizzle-orm';
import { addDays, dayOfWeek, startOfMonth } from '../../../shared/dates';
import { studioInstant, studioWallClock } from '../../kernel/time/studio-time';
import { signedAmount } from '../../modules/billing/balance.service';
import {
  chargeManually,
  grantCredit,
  recordPayment,
  recordRefund,
  reversePayment,
} from '../../modules/billing/ledger.service';
import type { Executor } from '../client';
import { ledgerEntries, students } from '../schema';

/** An Interac-looking reference, unique per student and payment number. */
const reference = (studentId: number, n: number) =>
  `CA${(studentId * 100_000 + n).toString(36).toUpperCase().padStart(8, '0')}`;

/**
 * A believable money history for the demo studio, written through the ledger like real activity:
 * most students pay last week's classes each Monday or Tuesday by e-Transfer (a few in cash), a few
 * stopped paying a month ago (so Overdue has names), one cheque bounced, one walk-in was charged, and
 * two refunds came back as credit.
 */
export async function seedDemoPayments(
  tx: Executor,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<number> {
  const monthStart = startOfMonth(today);
  const yesterday = addDays(today, -1);
  /** A day this month (or yesterday, early in the month) at a given hour, never in the future. */
  const dayAt = (day: string, hour: string) => studioInstant(timeZone, day < today ? day : yesterday, hour);

  // What each active student owed at the end of each studio week (Monday to Sunday), cumulatively.
  const lines = await tx
    .select({
      id: students.id,
      at: ledgerEntries.occurredAt,
      cents: sql<number>`${signedAmount}`.mapWith(Number),
    })
    .from(students)
    .innerJoin(ledgerEntries, eq(ledgerEntries.studentId, students.id))
    .where(eq(students.status, 'active'))
    .orderBy(asc(students.id), asc(ledgerEntries.occurredAt));
  const weekly = new Map<string, { id: number; weekStart: string; cents: number }>();
  for (const l of lines) {
    const day = studioWallClock(timeZone, l.at).date;
    const weekStart = addDays(day, -((dayOfWeek(day) + 6) % 7));
    const key = `${l.id}|${weekStart}`;
    const week = weekly.get(key) ?? { id: l.id, weekStart, cents: 0 };
    week.cents += l.cents;
    weekly.set(key, week);
  }
  const weeks = [...weekly.values()].sort((a, b) => a.id - b.id || a.weekStart.localeCompare(b.weekStart));

  let made = 0;
  const pay = async (
    studentId: number,
    cents: number,
    method: string,
    at: Date,
    n: number,
    notes: string,
  ) => {
    if (cents <= 0) return null;
    made += 1;
    const { payment } = await recordPayment(tx, {
      studentId,
      amountCents: cents,
      method,
      paymentDate: at,
      transactionId: method === 'e_transfer' ? reference(studentId, n) : null,
      notes,
      adminId: null,
    });
    return payment;
  };

  // Most students e-Transfer last week's classes on Monday or Tuesday (a few pay cash at the desk);
  // every sixth stopped paying six weeks ago, so the Overdue card has a handful of names and, on any day
  // of the month, some of last month's bills are still to pay.
  const order = [...new Set(weeks.map((w) => w.id))];
  const owedSoFar = new Map<number, number>();
  const paid = new Map<number, number>();
  for (const w of weeks) {
    owedSoFar.set(w.id, (owedSoFar.get(w.id) ?? 0) + w.cents);
    const i = order.indexOf(w.id);
    const payDay = addDays(w.weekStart, 7 + (i % 2));
    const stopped = i % 6 === 2 && payDay > addDays(today, -42);
    if (payDay >= today || stopped) continue;
    const due = (owedSoFar.get(w.id) ?? 0) - (paid.get(w.id) ?? 0);
    const method = i % 7 === 4 ? 'cash' : 'e_transfer';
    const payment = await pay(
      w.id,
      due,
      method,
      dayAt(payDay, '19:30'),
      paid.size + made,
      'Classes last week',
    );
    if (payment) paid.set(w.id, (paid.get(w.id) ?? 0) + due);
  }
  const owing = order.map((id) => ({ id }));

  const [first, second, third] = owing;
  if (first) {
    // A walk-in charged at the desk, paid by cheque, and the cheque bounced.
    await chargeManually(tx, {
      studentId: first.id,
      amountCents: 2000,
      description: 'Walk-in class attendance',
      adminId: null,
    });
    const cheque = await pay(
      first.id,
      2000,
      'cheque',
      dayAt(addDays(monthStart, 2), '12:00'),
      3,
      'Walk-in class (cheque)',
    );
    if (cheque) await reversePayment(tx, cheque.id, null, 'Cheque returned NSF');
  }
  for (const [s, cents, reason] of [
    [second, 2000, 'Refund processed by admin: double-booked by mistake'],
    [third, 1000, 'Refund processed by admin: 50% for a class cut short'],
  ] as const) {
    if (!s) continue;
    const lot = await grantCredit(tx, {
      studentId: s.id,
      amountCents: cents,
      reason,
      source: 'admin_refund',
      classDate: null,
      adminId: null,
    });
    await recordRefund(tx, {
      studentId: s.id,
      creditId: lot.id,
      amountCents: cents,
      reason,
      emailNotify: false,
      adminId: null,
    });
  }
  return made;
}
