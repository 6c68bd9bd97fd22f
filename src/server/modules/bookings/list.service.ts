import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BOOKING_LIST_LIMIT,
  type TBooking,
  type TBookingPage,
  type ZBookingPageInput,
} from '../../../shared/schemas/bookings';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { Executor } from '../../db/client';
import { classInstances } from '../../db/schema';
import { AppError } from '../../errors';
import { bookingPolicy } from '../../kernel/settings/booking-policy';
import { type BookingFilter, clockOf, findBookingPage, findBookings } from './bookings.queries';

/** Bookings, newest class first, with canCancel evaluated against the studio's clock now. */
export async function listBookings(db: Executor, filter: BookingFilter): Promise<TBooking[]> {
  return findBookings(db, filter, clockOf(await bookingPolicy(db)));
}

/** One page of Booking Management (every student), ordered on the server, with the matching total. */
export async function pageBookings(
  db: Executor,
  input: z.output<typeof ZBookingPageInput>,
): Promise<TBookingPage> {
  const { status, search, sort, page, pageSize } = input;
  return findBookingPage(
    db,
    { filter: { status, search }, sort, page, pageSize },
    clockOf(await bookingPolicy(db)),
  );
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
