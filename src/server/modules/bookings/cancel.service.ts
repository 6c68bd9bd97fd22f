import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, classInstances, ledgerEntries, studentCredits } from '../../db/schema';

export type CreditSource = 'booking_cancellation' | 'class_cancellation' | 'admin_refund';

export interface CancelBookingsInput {
  reason: string;
  cancelledBy: 'student' | 'admin' | 'system';
  /** A credit for each confirmed booking: its price, or `creditCents` (none for a free class). */
  issueCredit: boolean;
  creditSource: CreditSource;
  /** The credit's reason, e.g. "Class cancelled: Yoga on Mar 09, 2026". */
  creditReason: string;
  adminId?: number | null;
  /** An administrator's late cancellation or no-show: the charge stays, and no credit is granted. */
  keepCharge?: boolean;
  /** The credit instead of the booking's price (an administrator's refund amount; 0 grants none). */
  creditCents?: number;
}

export interface CancelledBooking {
  bookingId: number;
  studentId: number;
  priceCents: number;
  wasConfirmed: boolean;
  /** The credit granted for it, if any. */
  creditCents: number;
}

/**
 * Appends a charge_reversal for each booking's charge, less what credits already paid of it (the
 * student gets that back as the cancellation credit instead, so nothing is returned twice). One
 * statement; the unique reverses_entry_id makes a second reversal of the same charge impossible.
 */
async function reverseCharges(tx: Executor, bookingIds: number[], adminId: number | null): Promise<void> {
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
  const now = new Date();
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
      .where(and(where, eq(bookings.status, status)))
      .returning({
        bookingId: bookings.id,
        studentId: bookings.studentId,
        priceCents: bookings.priceCents,
        // What the booking charged (the price, plus tax when the studio adds tax on top).
        // Written out: inside UPDATE … RETURNING drizzle leaves columns unqualified.
        chargedCents: sql<number>`coalesce((select sum(le.amount_cents) from ledger_entries le
          where le.booking_id = "bookings"."id" and le.entry_type = 'charge'), "bookings"."price_cents")`.mapWith(
          Number,
        ),
        classInstanceId: bookings.classInstanceId,
      });
  const confirmed = await cancelStatus('confirmed');
  const pending = includePending ? await cancelStatus('pending') : [];
  const rows = [
    ...confirmed.map((r) => ({ ...r, wasConfirmed: true })),
    ...pending.map((r) => ({ ...r, wasConfirmed: false })),
  ];
  // Only confirmed bookings were charged.
  if (!input.keepCharge)
    await reverseCharges(
      tx,
      confirmed.map((r) => r.bookingId),
      adminId,
    );

  // The credit gives back what the booking charged: its price, tax included when tax was added on top.
  const creditOf = (r: { chargedCents: number }) => input.creditCents ?? r.chargedCents;
  const creditable =
    input.issueCredit && !input.keepCharge ? rows.filter((r) => r.wasConfirmed && creditOf(r) > 0) : [];
  const granted = new Map<number, number>();
  if (creditable.length > 0) {
    const instanceIds = [...new Set(creditable.map((r) => r.classInstanceId))];
    const dates = new Map(
      (
        await tx
          .select({ id: classInstances.id, classDate: classInstances.classDate })
          .from(classInstances)
          .where(inArray(classInstances.id, instanceIds))
      ).map((i) => [i.id, i.classDate]),
    );
    const credits = await tx
      .insert(studentCredits)
      .values(
        creditable.map((r) => ({
          studentId: r.studentId,
          amountCents: creditOf(r),
          reason: input.creditReason,
          source: input.creditSource,
          classDate: dates.get(r.classInstanceId) ?? null,
          bookingId: r.bookingId,
          classInstanceId: r.classInstanceId,
          createdByAdminId: adminId,
        })),
      )
      .onConflictDoNothing({ target: studentCredits.bookingId })
      .returning({
        id: studentCredits.id,
        studentId: studentCredits.studentId,
        bookingId: studentCredits.bookingId,
        amountCents: studentCredits.amountCents,
      });
    if (credits.length > 0) {
      await tx.insert(ledgerEntries).values(
        credits.map((c) => ({
          studentId: c.studentId,
          entryType: 'credit' as const,
          amountCents: c.amountCents,
          bookingId: c.bookingId,
          creditId: c.id,
          description: input.creditReason,
          createdByAdminId: adminId,
        })),
      );
    }
    for (const c of credits) granted.set(c.bookingId!, c.amountCents);
  }
  return rows.map((r) => ({
    bookingId: r.bookingId,
    studentId: r.studentId,
    priceCents: r.priceCents,
    wasConfirmed: r.wasConfirmed,
    creditCents: granted.get(r.bookingId) ?? 0,
  }));
}

/**
 * Cancels one confirmed booking; undefined when it was not confirmed (already cancelled, or pending).
 * The class row is share-locked first, in the same order as booking and class cancellation take it,
 * so a student's cancel racing an administrator's class cancel waits instead of deadlocking.
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
    .for('share', { of: classInstances });
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
