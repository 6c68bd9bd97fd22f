import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { DEFAULT_CLASS_PRICE } from '../../../../shared/constants';
import { formatTimeRange } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { formatStudioDate } from '../../../lib/studioClock';

/** What cancelling this booking does, in whole sentences. */
function CancelBookingText({ booking }: { booking: TBooking }) {
  const className = booking.className;
  const date = formatStudioDate(booking.classDate);
  const time = formatTimeRange(booking.startTime, booking.endTime);
  const passName = booking.passName;
  const price = formatMoney(booking.classPrice || DEFAULT_CLASS_PRICE);
  return (
    <DialogContent>
      <DialogContentText>
        <Trans>
          You are about to cancel <strong>{className}</strong> on {date}, {time}.
        </Trans>
      </DialogContentText>
      <DialogContentText sx={{ mt: 1.5 }}>
        {passName ? (
          booking.passKind === 'membership' ? (
            <Trans>The class no longer counts towards your {passName} membership.</Trans>
          ) : (
            <Trans>The class goes back to your {passName}, to use for another class.</Trans>
          )
        ) : (
          <Trans>
            What you paid for this class comes back to your account as credit for a future class. If you have
            not paid for it yet, its {price} is simply taken off what you owe.
          </Trans>
        )}
      </DialogContentText>
    </DialogContent>
  );
}

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
  const { t } = useLingui();
  return (
    <Dialog
      open={booking !== null}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-booking-title"
    >
      <DialogTitle id="cancel-booking-title">{t`Cancel Booking?`}</DialogTitle>
      {booking && <CancelBookingText booking={booking} />}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t`Keep Booking`}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={pending || !booking}
          onClick={() => booking && onConfirm(booking)}
        >
          {pending ? t`Cancelling...` : t`Yes, Cancel Booking`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
