/**
 * The only writer of `ledger_entries` and `student_credits` (design §3 "one owner per table's writes";
 * decision 002). Bookings, classes, students and the demo seed call these functions inside their own
 * transactions; nothing else inserts or updates those rows.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import { insufficientCreditsMessage } from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { ledgerEntries, studentCredits, students } from '../../db/schema';
import { AppError } from '../../errors';
import { availableLot } from './balance.service';
import { planCreditUse } from './credit-math';

export interface BookingCharge {
  studentId: number;
  bookingId: number;
  amountCents: number;
  description: string;
  occurredAt?: Date;
  adminId?: number | null;
}

/** A confirmed booking's charge (its price, fixed at booking, tax included when added on top). */
export async function chargeBookings(tx: Executor, charges: BookingCharge[]): Promise<void> {
  const owed = charges.filter((c) => c.amountCents > 0);
  if (owed.length === 0) return;
  await tx.insert(ledgerEntries).values(
    owed.map((c) => ({
      studentId: c.studentId,
      entryType: 'charge' as const,
      amountCents: c.amountCents,
      bookingId: c.bookingId,
      description: c.description,
      occurredAt: c.occurredAt,
      createdByAdminId: c.adminId ?? null,
    })),
  );
}

/**
 * Appends a charge_reversal for each booking's charge, less what credits already paid of it (the
 * student gets that back as the cancellation credit instead, so nothing is returned twice). One
 * statement; the unique reverses_entry_id makes a second reversal of the same charge impossible.
 */
export async function reverseBookingCharges(
  tx: Executor,
  bookingIds: number[],
  adminId: number | null,
): Promise<void> {
  if (bookingIds.length === 0) return;
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ledger_entries
      (student_id, entry_type, amount_cents, booking_id, reverses_entry_id, description, created_by_admin_id)
    select c.student_id, 'charge_reversal', c.amount_cents - coalesce(u.used, 0), c.booking_id, c.id,
           'Booking cancelled: ' || c.description, ${adminId}
    from ledger_entries c
    left join (
      select booking_id, sum(amount_cents)::int as used from ledger_entries
      where entry_type = 'credit_use' and booking_id in (${ids})
      group by booking_id
    ) u on u.booking_id = c.booking_id
    where c.entry_type = 'charge' and c.booking_id in (${ids}) and c.amount_cents - coalesce(u.used, 0) > 0
    on conflict (reverses_entry_id) do nothing`);
}

export type CreditSource = 'booking_cancellation' | 'class_cancellation' | 'admin_refund' | 'admin_credit';

export interface BookingCredit {
  studentId: number;
  bookingId: number;
  classInstanceId: number;
  classDate: string | null;
  amountCents: number;
}

/**
 * Grants one credit lot per cancelled booking, with its 'credit' ledger line. A booking's lot is
 * unique (concurrent cancels grant it once): a booking that already has one is skipped. Answers the
 * cents granted per booking.
 */
export async function grantBookingCredits(
  tx: Executor,
  credits: BookingCredit[],
  lot: { reason: string; source: CreditSource; adminId: number | null },
): Promise<Map<number, number>> {
  const granted = new Map<number, number>();
  const positive = credits.filter((c) => c.amountCents > 0);
  if (positive.length === 0) return granted;
  const rows = await tx
    .insert(studentCredits)
    .values(
      positive.map((c) => ({
        studentId: c.studentId,
        amountCents: c.amountCents,
        reason: lot.reason,
        source: lot.source,
        classDate: c.classDate,
        bookingId: c.bookingId,
        classInstanceId: c.classInstanceId,
        createdByAdminId: lot.adminId,
      })),
    )
    .onConflictDoNothing({ target: studentCredits.bookingId })
    .returning({
      id: studentCredits.id,
      studentId: studentCredits.studentId,
      bookingId: studentCredits.bookingId,
      amountCents: studentCredits.amountCents,
    });
  if (rows.length > 0) {
    await tx.insert(ledgerEntries).values(
      rows.map((c) => ({
        studentId: c.studentId,
        entryType: 'credit' as const,
        amountCents: c.amountCents,
        bookingId: c.bookingId,
        creditId: c.id,
        description: lot.reason,
        createdByAdminId: lot.adminId,
      })),
    );
  }
  for (const c of rows) granted.set(c.bookingId!, c.amountCents);
  return granted;
}

export const CREDITS_CHANGED = 'Your credits changed while booking. Please try again.';

export interface CreditUse {
  studentId: number;
  bookingId: number;
  priceCents: number;
  /** "Yoga Flow on Nov 25, 2026", for the ledger lines. */
  label: string;
}

/**
 * Pays a booking's price from the student's credit lots, oldest first, inside the booking's
 * transaction; 409 "Insufficient credits…" when they do not cover it (and the booking rolls back).
 * The student row is locked first so two bookings by one student cannot spend the same lot.
 */
export async function payWithCredits(tx: Executor, use: CreditUse): Promise<void> {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, use.studentId))
    .for('no key update');
  const lots = await tx
    .select({
      id: studentCredits.id,
      amountCents: studentCredits.amountCents,
      source: studentCredits.source,
      classDate: studentCredits.classDate,
    })
    .from(studentCredits)
    .where(availableLot(use.studentId))
    .orderBy(asc(studentCredits.createdAt), asc(studentCredits.id));
  const plan = planCreditUse(lots, use.priceCents);
  if (!plan) {
    const held = lots.reduce((sum, l) => sum + l.amountCents, 0);
    throw new AppError(
      'CONFLICT',
      insufficientCreditsMessage(centsToDecimal(use.priceCents), centsToDecimal(held)),
    );
  }
  if (plan.takes.length === 0) return;
  const now = new Date();
  const marked = await tx
    .update(studentCredits)
    .set({ usedAt: now, usedByBookingId: use.bookingId })
    .where(
      and(
        inArray(
          studentCredits.id,
          plan.takes.map((t) => t.lotId),
        ),
        availableLot(use.studentId),
      ),
    )
    .returning({ id: studentCredits.id });
  // Cannot happen under the student lock; if it ever does, refuse rather than spend a lot twice.
  if (marked.length !== plan.takes.length) throw new AppError('CONFLICT', CREDITS_CHANGED);
  if (plan.remainder) {
    const { lotId, amountCents } = plan.remainder;
    const original = lots.find((l) => l.id === lotId)!;
    await tx.insert(studentCredits).values({
      studentId: use.studentId,
      amountCents,
      reason: `Remainder of credit #${lotId}`,
      source: original.source,
      classDate: original.classDate,
    });
  }
  await tx.insert(ledgerEntries).values(
    plan.takes.map((t) => ({
      studentId: use.studentId,
      entryType: 'credit_use' as const,
      amountCents: t.amountCents,
      bookingId: use.bookingId,
      creditId: t.lotId,
      description: `Credit used: ${use.label}`,
    })),
  );
}
