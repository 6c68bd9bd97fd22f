import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PAYMENT_METHODS } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { bookings, classInstances } from '../../db/schema';
import { clockNow } from '../../kernel/time/clock';
import {
  type ChargeSettlement,
  type CreditSource,
  grantBookingCredits,
  refundMoney,
  reverseBookingCharges,
} from '../billing/ledger.service';
import { settleBookingClasses } from '../products/class-uses.service';
import type { PassReturn } from '../products/pass-uses.service';

export type { CreditSource };

export interface CancelBookingsInput {
  reason: string;
  cancelledBy: 'student' | 'admin' | 'system';
  /**
   * A credit for each confirmed booking of what was paid for it (by credits or payments), or
   * `creditCents` when that is less; nothing for a class nobody paid for (decision 027).
   */
  issueCredit: boolean;
  creditSource: CreditSource;
  /** The credit's reason, e.g. "Class cancelled: Yoga on Mar 09, 2026". */
  creditReason: string;
  adminId?: number | null;
  /** An administrator's late cancellation or no-show: the charge stays, and no credit is granted. */
  keepCharge?: boolean;
  /**
   * At most this much back (an administrator's refund amount; 0 gives none); never more than was paid.
   * With `moneyBack`, the whole amount given back: money first, then credit for a part paid with credit.
   */
  creditCents?: number;
  /**
   * An administrator's refund as money (decision 030): what was paid, up to the money the student paid
   * in, goes back to the student by this method (a refunded payment); the rest comes back as credit.
   */
  moneyBack?: {
    method: Exclude<(typeof PAYMENT_METHODS)[number], 'credit'>;
    reason: string;
    emailNotify: boolean;
  };
  /**
   * Leave bookings marked no-show alone (they keep their charge, decision 013). Part of the
   * conditional update, so a no-show mark committed a moment before the cancel is seen, not raced.
   */
  spareNoShows?: boolean;
  /**
   * Keep the class a booking took from a pass (decision 038): an administrator's late cancel that keeps
   * the charge, when the studio's setting says late cancels use the class. Otherwise it goes back.
   */
  keepPassClass?: boolean;
}

export interface CancelledBooking {
  bookingId: number;
  studentId: number;
  classInstanceId: number;
  priceCents: number;
  wasConfirmed: boolean;
  /** The credit granted for it, if any. */
  creditCents: number;
  /** The unpaid part of its charge that the cancel removed (0 when it stays charged). */
  removedCents: number;
  /** The money given back for it (money back, decision 030). */
  moneyBackCents: number;
  /** The class given back to the pass the booking used, if any. */
  passReturned: PassReturn | null;
  /** The membership whose class the booking gave back, if any (its name). */
  membershipReturned: string | null;
  /** The booking used a pass or a membership and its class stays used (keepPassClass). */
  passKept: boolean;
}

/**
 * Cancels bookings with conditional UPDATE … WHERE status = … RETURNING, so of concurrent cancels only
 * one wins, then reverses their charges and grants the credits (one per booking, enforced by a unique
 * index) with their ledger lines, in one statement each however many bookings there are.
 */
async function cancelWhere(
  tx: Executor,
  where: SQL | undefined,
  input: CancelBookingsInput,
  { includePending }: { includePending: boolean },
): Promise<CancelledBooking[]> {
  const now = clockNow();
  const adminId = input.adminId ?? null;
  const cancelStatus = (status: 'confirmed' | 'pending') =>
    tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancellationReason: input.reason,
        cancelledBy: input.cancelledBy,
        updatedAt: now,
      })
      .where(
        and(
          where,
          eq(bookings.status, status),
          input.spareNoShows ? sql`${bookings.attendance} is distinct from 'no_show'` : undefined,
        ),
      )
      .returning({
        bookingId: bookings.id,
        studentId: bookings.studentId,
        priceCents: bookings.priceCents,
        classInstanceId: bookings.classInstanceId,
      });
  const confirmed = await cancelStatus('confirmed');
  const pending = includePending ? await cancelStatus('pending') : [];
  const rows = [
    ...confirmed.map((r) => ({ ...r, wasConfirmed: true })),
    ...pending.map((r) => ({ ...r, wasConfirmed: false })),
  ];
  // Only confirmed bookings were charged. The reversal takes the unpaid part; what stays charged is
  // what was paid, and that is all a credit can give back (decision 027). Money back reverses the part
  // paid with money as well, and pays it out (decision 030).
  const settled = input.keepCharge
    ? new Map<number, ChargeSettlement>()
    : await reverseBookingCharges(
        tx,
        confirmed.map((r) => r.bookingId),
        adminId,
        input.moneyBack ? { capCents: input.creditCents ?? null } : undefined,
      );
  if (input.moneyBack) {
    const back = input.moneyBack;
    await refundMoney(
      tx,
      [...settled].map(([bookingId, s]) => ({
        studentId: s.studentId,
        bookingId,
        amountCents: s.moneyBackCents,
        chargedCents: s.chargedCents,
        chargeTaxes: s.taxes,
        method: back.method,
        reason: back.reason,
        emailNotify: back.emailNotify,
        adminId,
      })),
    );
  }
  const classes = await settleBookingClasses(
    tx,
    confirmed.map((r) => r.bookingId),
    { reason: input.reason, keep: input.keepPassClass === true },
  );
  const paidOf = (bookingId: number) => settled.get(bookingId)?.paidCents ?? 0;
  const creditOf = (r: { bookingId: number }) => {
    const s = settled.get(r.bookingId);
    if (!input.moneyBack) return Math.min(input.creditCents ?? paidOf(r.bookingId), paidOf(r.bookingId));
    // What was paid and did not go back as money (paid with credit) comes back as credit.
    const back = s?.moneyBackCents ?? 0;
    const asked = input.creditCents ?? Number.MAX_SAFE_INTEGER;
    return Math.min(Math.max(0, asked - back), paidOf(r.bookingId) - back);
  };
  const creditable =
    input.issueCredit && !input.keepCharge ? rows.filter((r) => r.wasConfirmed && creditOf(r) > 0) : [];
  const dates =
    creditable.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await tx
              .select({ id: classInstances.id, classDate: classInstances.classDate })
              .from(classInstances)
              .where(inArray(classInstances.id, [...new Set(creditable.map((r) => r.classInstanceId))]))
          ).map((i) => [i.id, i.classDate]),
        );
  const granted = await grantBookingCredits(
    tx,
    creditable.map((r) => ({
      studentId: r.studentId,
      bookingId: r.bookingId,
      classInstanceId: r.classInstanceId,
      classDate: dates.get(r.classInstanceId) ?? null,
      amountCents: creditOf(r),
    })),
    { reason: input.creditReason, source: input.creditSource, adminId },
  );
  return rows.map((r) => ({
    bookingId: r.bookingId,
    studentId: r.studentId,
    classInstanceId: r.classInstanceId,
    priceCents: r.priceCents,
    wasConfirmed: r.wasConfirmed,
    creditCents: granted.get(r.bookingId) ?? 0,
    removedCents: settled.get(r.bookingId)?.removedCents ?? 0,
    moneyBackCents: settled.get(r.bookingId)?.moneyBackCents ?? 0,
    passReturned: classes.passes.get(r.bookingId) ?? null,
    membershipReturned: classes.memberships.get(r.bookingId) ?? null,
    passKept: classes.kept.has(r.bookingId),
  }));
}

/**
 * Cancels one confirmed booking; undefined when it was not confirmed (already cancelled, or pending).
 * The class row is locked first, in the same order and mode as booking and class cancellation take
 * it, so a student's cancel racing an administrator's class cancel waits instead of deadlocking, and
 * the seat it frees can be given to the waitlist in the same transaction without a lock upgrade.
 */
export async function cancelBooking(
  tx: Executor,
  input: CancelBookingsInput & { bookingId: number },
): Promise<CancelledBooking | undefined> {
  await tx
    .select({ id: classInstances.id })
    .from(classInstances)
    .innerJoin(bookings, eq(bookings.classInstanceId, classInstances.id))
    .where(eq(bookings.id, input.bookingId))
    .for('update', { of: classInstances });
  const [row] = await cancelWhere(tx, eq(bookings.id, input.bookingId), input, { includePending: false });
  return row;
}

/**
 * Cancels every active (confirmed or pending) booking of a class: charges are reversed (the studio
 * cancelled, so nobody pays) and, when asked, confirmed ones get a credit of their price.
 */
export function cancelInstanceBookings(
  tx: Executor,
  classInstanceId: number,
  input: CancelBookingsInput,
): Promise<CancelledBooking[]> {
  return cancelWhere(tx, eq(bookings.classInstanceId, classInstanceId), input, { includePending: true });
}
