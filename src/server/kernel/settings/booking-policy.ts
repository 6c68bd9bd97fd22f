import { addDays } from '../../../shared/dates';
import type { StudioSettings } from '../../../shared/schemas/settings';
import { prepaymentRequiredBy } from '../../../shared/schemas/studio';
import type { Executor } from '../../db/client';
import { clockNow } from '../time/clock';
import { studioNowIn } from '../time/studio-time';
import { getSettings } from './read';

/** The booking rules the settings make (docs/decisions/003 says how the overlapping keys combine). */
export interface BookingPolicy {
  /** How students pay for classes: invoiced later, or paid before booking. */
  paymentMode: 'invoice' | 'prepayment';
  /** A booking must be paid from credits that cover the price, or it is refused. */
  prepaymentRequired: boolean;
  cancellationDeadlineHours: number;
  paymentDueDays: number;
  advanceBookingDays: number;
  /** No waitlist promotion closer than this to a class's start; the waitlist closes then. */
  waitlistCloseHours: number;
  timeZone: string;
}

/** The booking rules the typed settings make (pre-payment: `prepaymentRequiredBy`). */
export function bookingPolicyOf(s: StudioSettings): BookingPolicy {
  const prepaymentRequired = prepaymentRequiredBy(s);
  return {
    paymentMode: prepaymentRequired ? 'prepayment' : s.payment_method,
    prepaymentRequired,
    cancellationDeadlineHours: s.cancellationDeadlineHours,
    paymentDueDays: s.paymentDueDays,
    advanceBookingDays: s.advanceBookingDays,
    waitlistCloseHours: s.waitlistCloseHours,
    timeZone: s.timezone,
  };
}

export async function bookingPolicy(db: Executor): Promise<BookingPolicy> {
  return bookingPolicyOf(await getSettings(db));
}

/** The last studio date a student may book: today plus `advanceBookingDays`. */
export const lastBookableDate = (policy: BookingPolicy, now: Date = clockNow()): string =>
  addDays(studioNowIn(policy.timeZone, now).today, policy.advanceBookingDays);
