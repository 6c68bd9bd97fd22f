import { Box, Button, type ButtonProps, Tooltip } from '@mui/material';
import type { TBooking } from '../../../shared/schemas/bookings';
import type { BookingAction } from './bookingAction';

/**
 * A bookings list's action button (Cancel Booking, Refund). When the action is not offered for this
 * booking (a no-show is never refunded) it is disabled and says why on hover or focus.
 */
export function ActionButton({
  bookingAction: action,
  booking,
  ...props
}: { bookingAction: BookingAction; booking: TBooking } & Omit<ButtonProps, 'onClick' | 'color' | 'action'>) {
  const reason = action.unavailable?.(booking) ?? null;
  const button = (
    <Button
      {...props}
      color="error"
      disabled={reason !== null}
      aria-label={action.ariaLabel?.(booking)}
      aria-description={reason ?? undefined}
      onClick={(e) => {
        e.stopPropagation();
        action.run(booking);
      }}
    >
      {action.label}
    </Button>
  );
  if (reason === null) return button;
  return (
    <Tooltip title={reason} describeChild>
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <Box component="span" tabIndex={0} sx={{ display: props.fullWidth ? 'block' : 'inline-block' }}>
        {button}
      </Box>
    </Tooltip>
  );
}
