import { eq } from 'drizzle-orm';
import { BOOKING_LIST_LIMIT, type TBooking } from '../../../shared/schemas/bookings';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import type { Executor } from '../../db/client';
import { classInstances } from '../../db/schema';
import { AppError } from '../../errors';
import { bookingPolicy } from '../settings/settings.service';
import { type BookingFilter, clockOf, findBookings } from './bookings.queries';

/** Bookings, newest class first, with canCancel evaluated against the studio's clock now. */
export async function listBookings(db: Executor, filter: BookingFilter): Promise<TBooking[]> {
  return findBookings(db, filter, clockOf(await bookingPolicy(db)));
}

/** The confirmed bookings of one class, in booking order (spec 02 §7 "filtered to confirmed"). */
export async function instanceBookings(db: Executor, classInstanceId: number): Promise<TBooking[]> {
  const [instance] = await db
    .select({ id: classInstances.id })
    .from(classInstances)
    .where(eq(classInstances.id, classInstanceId));
  if (!instance) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
  return listBookings(db, {
    classInstanceId,
    status: 'active',
    order: 'booked',
    limit: BOOKING_LIST_LIMIT.max,
  });
}
