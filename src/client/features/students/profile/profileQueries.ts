import { BOOKING_LIST_LIMIT } from '../../../../shared/schemas/bookings';
import { trpc } from '../../../lib/trpc';

/**
 * The student's confirmed bookings: one query for the Classes tile and the Classes tab. The largest
 * page is asked for so the count is not cut at the default page.
 */
export const confirmedBookingsQuery = (studentId: number) =>
  trpc.bookings.list.queryOptions({ studentId, status: 'active', limit: BOOKING_LIST_LIMIT.max });

export const outstandingQuery = (studentId: number) => trpc.billing.outstanding.queryOptions({ studentId });
