import { t } from '@lingui/core/macro';
import { formatDate, formatTimeRange } from '../../../../shared/dates';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { classPriceLabel } from './profileFigures';

export interface ClassRow {
  id: number;
  className: string;
  date: string;
  time: string;
  location: string;
  price: string;
}

/** Only confirmed bookings count as enrolled (spec 02 §4). */
export const confirmedBookings = (bookings: readonly TBooking[]): TBooking[] =>
  bookings.filter((b) => b.bookingStatus === 'confirmed');

/** The Classes tab's rows: name, "MMM dd, yyyy", 12-hour time range, location and price with fallbacks. */
export function classRows(bookings: readonly TBooking[]): ClassRow[] {
  return confirmedBookings(bookings).map((b) => ({
    id: b.id,
    className: b.className || b.classTypeName,
    date: formatDate(b.classDate),
    time: formatTimeRange(b.startTime, b.endTime),
    location: b.location?.trim() || t`Location TBD`,
    price: classPriceLabel(b.price, b.classPrice),
  }));
}
