import { BOOKING_LIST_LIMIT } from '../../../../shared/schemas/bookings';
import { trpc } from '../../../lib/trpc';

/**
 * The student's confirmed bookings: one query for the Classes tile and the Classes tab. The largest
 * page is asked for so the count is not cut at the default page.
 */
export const confirmedBookingsQuery = (studentId: number) =>
  trpc.bookings.list.queryOptions({ studentId, status: 'active', limit: BOOKING_LIST_LIMIT.max });

export const outstandingQuery = (studentId: number) => trpc.billing.outstanding.queryOptions({ studentId });

/**
 * What a money action changes on the profile: the Outstanding and Credits tiles, the Cancellation
 * Credits list, the Credit Balance Summary and the Payments tab.
 */
export const profileMoneyFilters = (studentId: number) =>
  [
    trpc.billing.outstanding.queryFilter({ studentId }),
    trpc.billing.credits.queryFilter({ studentId }),
    trpc.billing.balanceSummary.queryFilter({ studentId }),
    trpc.billing.studentPayments.queryFilter({ studentId }),
  ] as const;
