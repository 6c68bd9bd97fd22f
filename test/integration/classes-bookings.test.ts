import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, ledgerEntries, studentCredits } from '../../src/server/db/schema';
import { AppError } from '../../src/server/errors';
import { bookClass, cancelBooking } from '../../src/server/modules/bookings/bookings.service';
import { receivePayment } from '../factories/bookings';
import { countOf, insertClassType, insertInstance } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();

const db = t.db;

async function booked(priceCents = 2000) {
  const type = await insertClassType(db(), { priceCents });
  const instance = await insertInstance(db(), type.id, { priceCents });
  const student = await createStudent(db());
  const result = await db().transaction((tx) =>
    bookClass(tx, { studentId: student.id, classInstanceId: instance.id, allowOverCapacity: false }),
  );
  return { instance, student, result };
}

const cancel = (bookingId: number, issueCredit = true) =>
  db().transaction((tx) =>
    cancelBooking(tx, {
      bookingId,
      reason: 'Changed plans',
      cancelledBy: 'student',
      issueCredit,
      creditSource: 'booking_cancellation',
      creditReason: 'Booking cancelled',
    }),
  );

describe('bookings.service', () => {
  it('bookClass fixes the price from the class and charges it', async () => {
    const { result, student } = await booked(1500);
    expect(result).toMatchObject({ priceCents: 1500, overCapacity: false });
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, student.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ entryType: 'charge', amountCents: 1500, bookingId: result.bookingId });
  });

  it('a free class is booked without a ledger line', async () => {
    const { student } = await booked(0);
    expect(await countOf(db(), 'ledger_entries', `student_id = ${student.id}`)).toBe(0);
  });

  it('cancelBooking: concurrent cancels cancel once and credit once', async () => {
    const { result, student } = await booked(2000);
    await receivePayment(db(), student.id, 1500);
    const outcomes = await Promise.all([0, 1, 2, 3, 4].map(() => cancel(result.bookingId)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    // What was paid comes back; the unpaid rest is removed (decision 027).
    expect(outcomes.find(Boolean)).toMatchObject({
      wasConfirmed: true,
      creditCents: 1500,
      removedCents: 500,
    });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, result.bookingId));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'student',
      cancellationReason: 'Changed plans',
    });
    const credits = await db()
      .select()
      .from(studentCredits)
      .where(eq(studentCredits.bookingId, result.bookingId));
    expect(credits.map((c) => [c.amountCents, c.source])).toEqual([[1500, 'booking_cancellation']]);
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, student.id));
    expect(ledger.map((l) => [l.entryType, l.amountCents]).sort()).toEqual([
      ['charge', 2000],
      ['charge_reversal', 500],
      ['credit', 1500],
      ['payment', 1500],
    ]);
  });

  it('cancelBooking: no credit when not asked or the class was free', async () => {
    const paid = await booked(2000);
    expect(await cancel(paid.result.bookingId, false)).toMatchObject({ creditCents: 0 });
    const free = await booked(0);
    expect(await cancel(free.result.bookingId)).toMatchObject({ creditCents: 0 });
    for (const b of [paid, free]) {
      expect(await countOf(db(), 'student_credits', `booking_id = ${b.result.bookingId}`)).toBe(0);
    }
  });

  it('after a cancellation the student may book the class again', async () => {
    const { result, student, instance } = await booked(2000);
    await cancel(result.bookingId);
    const again = await db().transaction((tx) =>
      bookClass(tx, { studentId: student.id, classInstanceId: instance.id, allowOverCapacity: false }),
    );
    expect(again.bookingId).not.toBe(result.bookingId);
    await expect(
      db().transaction((tx) =>
        bookClass(tx, { studentId: student.id, classInstanceId: instance.id, allowOverCapacity: true }),
      ),
    ).rejects.toEqual(new AppError('CONFLICT', 'Student is already enrolled in this class'));
  });
});
