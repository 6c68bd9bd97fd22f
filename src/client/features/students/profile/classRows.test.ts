import { describe, expect, it } from 'vitest';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { classRows, confirmedBookings } from './classRows';

const booking = (over: Partial<TBooking>): TBooking => ({
  id: 1,
  studentId: 3,
  classInstanceId: 9,
  bookingStatus: 'confirmed',
  status: 'confirmed',
  bookedAt: '2026-11-01T10:00:00.000Z',
  bookingDate: '2026-11-01',
  passName: null,
  passKind: null,
  cancelledAt: null,
  cancellationReason: null,
  cancelledBy: null,
  price: '18.00',
  classPrice: '20.00',
  className: 'Morning Yoga',
  classTypeName: 'Yoga',
  classDate: '2026-11-22',
  classInstanceDate: '2026-11-22',
  startTime: '19:30:00',
  endTime: '20:30:00',
  location: 'Studio A',
  classTypeId: 2,
  classScheduleId: 4,
  isClassCancelled: false,
  attendance: null,
  canCancel: true,
  studentName: 'Ann',
  studentEmail: 'ann@example.com',
  studentPhone: null,
  student: { name: 'Ann', email: 'ann@example.com', phone: null },
  ...over,
});

describe('classRows', () => {
  it('shows name, "MMM dd, yyyy", a 12-hour range, location and price', () => {
    expect(classRows([booking({})])).toEqual([
      {
        id: 1,
        className: 'Morning Yoga',
        date: 'Nov 22, 2026',
        time: '7:30 PM - 8:30 PM',
        location: 'Studio A',
        price: '$18.00',
      },
    ]);
  });

  it('falls back to "Location TBD" and the class price, then 20.00', () => {
    const [row] = classRows([booking({ location: '  ', price: '' })]);
    expect(row!.location).toBe('Location TBD');
    expect(row!.price).toBe('$20.00');
    expect(classRows([booking({ location: null, price: '', classPrice: '' })])[0]!.price).toBe('$20.00');
  });

  it('lists only confirmed bookings', () => {
    const list = [
      booking({ id: 1 }),
      booking({ id: 2, bookingStatus: 'cancelled' }),
      booking({ id: 3, bookingStatus: 'pending' }),
    ];
    expect(classRows(list).map((r) => r.id)).toEqual([1]);
    expect(confirmedBookings(list)).toHaveLength(1);
  });
});
