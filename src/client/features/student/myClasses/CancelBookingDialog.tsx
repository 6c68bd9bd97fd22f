import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { DEFAULT_CLASS_PRICE } from '../../../../shared/constants';
import { formatTimeRange } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { formatStudioDate } from '../../../lib/studioClock';

/** "Are you sure?" before a student cancels; the server gives back what was paid (decision 027). */
export function CancelBookingDialog({
  booking,
  pending,
  onConfirm,
  onClose,
}: {
  booking: TBooking | null;
  pending: boolean;
  onConfirm: (booking: TBooking) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={booking !== null}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-booking-title"
    >
      <DialogTitle id="cancel-booking-title">Cancel Booking?</DialogTitle>
      {booking && (
        <DialogContent>
          <DialogContentText>
            You are about to cancel <strong>{booking.className}</strong> on{' '}
            {formatStudioDate(booking.classDate)}, {formatTimeRange(booking.startTime, booking.endTime)}.
          </DialogContentText>
          <DialogContentText sx={{ mt: 1.5 }}>
            {booking.passName ? (
              booking.passKind === 'membership' ? (
                <>The class no longer counts towards your {booking.passName} membership.</>
              ) : (
                <>The class goes back to your {booking.passName}, to use for another class.</>
              )
            ) : (
              <>
                What you paid for this class comes back to your account as credit for a future class. If you
                have not paid for it yet, its {formatMoney(booking.classPrice || DEFAULT_CLASS_PRICE)} is
                simply taken off what you owe.
              </>
            )}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Keep Booking
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={pending || !booking}
          onClick={() => booking && onConfirm(booking)}
        >
          {pending ? 'Cancelling...' : 'Yes, Cancel Booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
