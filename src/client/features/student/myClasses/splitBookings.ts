import type { TBooking } from '../../../../shared/schemas/bookings';

export interface BookingLists {
  upcoming: TBooking[];
  past: TBooking[];
  cancelled: TBooking[];
  /** Confirmed bookings of classes that have not passed: the "Enrolled Classes" stat. */
  enrolledCount: number;
}

const byStart = (a: TBooking, b: TBooking) =>
  a.classDate.localeCompare(b.classDate) || a.startTime.localeCompare(b.startTime) || a.id - b.id;

/**
 * The My Classes lists (spec 01 §4): cancelled = status cancelled; past = not cancelled with a class
 * date before today; upcoming = the rest (confirmed, plus pending ones so that they never vanish).
 * Upcoming is soonest first, past and cancelled most recent first. `today` is the studio's date.
 */
export function splitBookings(bookings: readonly TBooking[], today: string): BookingLists {
  const upcoming: TBooking[] = [];
  const past: TBooking[] = [];
  const cancelled: TBooking[] = [];
  for (const booking of bookings) {
    if (booking.bookingStatus === 'cancelled') cancelled.push(booking);
    else if (booking.classDate < today) past.push(booking);
    else upcoming.push(booking);
  }
  upcoming.sort(byStart);
  past.sort((a, b) => byStart(b, a));
  cancelled.sort((a, b) => (b.cancelledAt ?? '').localeCompare(a.cancelledAt ?? '') || byStart(b, a));
  return {
    upcoming,
    past,
    cancelled,
    enrolledCount: upcoming.filter((b) => b.bookingStatus === 'confirmed').length,
  };
}
