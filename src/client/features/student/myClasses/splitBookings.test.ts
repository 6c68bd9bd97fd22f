import { describe, expect, it } from 'vitest';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { splitBookings } from './splitBookings';

let nextId = 1;
const booking = (over: Partial<TBooking>): TBooking => {
  const id = nextId++;
  return {
    id,
    studentId: 1,
    classInstanceId: id,
    bookingStatus: 'confirmed',
    status: 'confirmed',
    bookedAt: '2026-03-01T10:00:00.000Z',
    bookingDate: '2026-03-01',
    cancelledAt: null,
    cancellationReason: null,
    cancelledBy: null,
    price: '20.00',
    classPrice: '20.00',
    className: 'Yoga',
    classTypeName: 'Yoga',
    classDate: '2026-03-10',
    classInstanceDate: '2026-03-10',
    startTime: '09:00',
    endTime: '10:00',
    location: 'Studio A',
    classTypeId: 1,
    classScheduleId: 1,
    isClassCancelled: false,
    attendance: null,
    passName: null,
    passKind: null,
    canCancel: true,
    studentName: 'Sam',
    studentEmail: 's@example.com',
    studentPhone: null,
    student: { name: 'Sam', email: 's@example.com', phone: null },
    ...over,
  };
};

describe('splitBookings', () => {
  const today = '2026-03-10';

  it('puts confirmed classes from today on under upcoming, soonest first', () => {
    const later = booking({ classDate: '2026-03-12' });
    const todayLate = booking({ classDate: today, startTime: '18:00' });
    const todayEarly = booking({ classDate: today, startTime: '07:00' });
    const lists = splitBookings([later, todayLate, todayEarly], today);
    expect(lists.upcoming.map((b) => b.id)).toEqual([todayEarly.id, todayLate.id, later.id]);
    expect(lists.enrolledCount).toBe(3);
    expect(lists.past).toEqual([]);
  });

  it('puts earlier dates under past, most recent first, and cancelled ones only under cancelled', () => {
    const old = booking({ classDate: '2026-02-01' });
    const recent = booking({ classDate: '2026-03-09' });
    const cancelledPast = booking({
      classDate: '2026-03-01',
      bookingStatus: 'cancelled',
      cancelledAt: '2026-02-20T10:00:00.000Z',
    });
    const cancelledFuture = booking({
      classDate: '2026-04-01',
      bookingStatus: 'cancelled',
      cancelledAt: '2026-03-05T10:00:00.000Z',
    });
    const lists = splitBookings([old, cancelledPast, recent, cancelledFuture], today);
    expect(lists.past.map((b) => b.id)).toEqual([recent.id, old.id]);
    expect(lists.cancelled.map((b) => b.id)).toEqual([cancelledFuture.id, cancelledPast.id]);
    expect(lists.upcoming).toEqual([]);
    expect(lists.enrolledCount).toBe(0);
  });

  it('keeps a pending upcoming booking visible but does not count it as enrolled', () => {
    const pending = booking({ bookingStatus: 'pending', classDate: '2026-03-20' });
    const lists = splitBookings([pending], today);
    expect(lists.upcoming).toEqual([pending]);
    expect(lists.enrolledCount).toBe(0);
  });
});
