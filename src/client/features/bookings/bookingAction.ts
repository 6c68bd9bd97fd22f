import type { TBooking } from '../../../shared/schemas/bookings';

/**
 * What a confirmed booking's button does in a bookings list: Booking Management cancels, the Refunds
 * screen refunds. Cancelled bookings have no action.
 */
export interface BookingAction {
  label: string;
  /** The button's accessible name for a booking ("Refund Amelia Chen"). */
  ariaLabel?: (booking: TBooking) => string;
  run: (booking: TBooking) => void;
  /** Why the action is not offered for this booking (shown on the disabled button), else null. */
  unavailable?: (booking: TBooking) => string | null;
}
