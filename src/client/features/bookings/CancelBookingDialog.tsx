import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { TBooking } from '../../../shared/schemas/bookings';
import { MAX_TEXT } from '../../../shared/schemas/common';
import { useIsMobile } from '../../lib/useIsMobile';
import { BookingSummary } from './BookingSummary';
import { bookingPrice, bookingPriceCents, normaliseAmount, refundAmountError } from './bookingFormat';
import { RefundAmountField } from './RefundAmountField';
import { useAdminCancelBooking } from './useAdminCancelBooking';

type Outcome = 'credit' | 'charge';

/** A radio whose name is its title alone; the explanation below it is its description. */
function OutcomeOption({ value, title, detail }: { value: Outcome; title: string; detail: ReactNode }) {
  const detailId = useId();
  return (
    <Box>
      <FormControlLabel
        value={value}
        control={<Radio size="small" slotProps={{ input: { 'aria-describedby': detailId } }} />}
        label={title}
        sx={{ '& .MuiFormControlLabel-label': { fontSize: 14, fontWeight: 600 } }}
      />
      <Typography
        id={detailId}
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ pl: 3.75, mt: -0.75, mb: 0.5 }}
      >
        {detail}
      </Typography>
    </Box>
  );
}

export interface CancelBookingDialogProps {
  booking: TBooking;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancel Booking (admin): the booking, an optional reason, and either a credit for the student
 * (default: the booking's price) or keeping the class charged (late cancellation, no-show).
 * Mount it with a new key per opening: the form starts from the booking.
 */
export function CancelBookingDialog({ booking, open, onClose }: CancelBookingDialogProps) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const outcomeLabel = useId();
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('credit');
  const [amount, setAmount] = useState(() => bookingPrice(booking));
  const { cancel, isPending } = useAdminCancelBooking(() => onClose());

  const amountError = outcome === 'credit' ? refundAmountError(amount) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (amountError || isPending) return;
    const chargeStudent = outcome === 'charge';
    cancel({
      id: booking.id,
      reason: reason.trim() || undefined,
      chargeStudent,
      refundAmount: chargeStudent ? undefined : normaliseAmount(amount),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
      aria-labelledby="cancel-booking-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-booking-title">
          <Trans>Cancel Booking</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 0.5 }}>
            <BookingSummary booking={booking} />
            <TextField
              label={t`Reason`}
              helperText={t`Optional. Kept with the booking.`}
              multiline
              minRows={2}
              maxRows={6}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              disabled={isPending}
              slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
              autoFocus={!isMobile}
            />
            <FormControl disabled={isPending}>
              <FormLabel id={outcomeLabel} sx={{ fontSize: 14, fontWeight: 600, color: 'text.primary' }}>
                <Trans>What happens to the payment</Trans>
              </FormLabel>
              <RadioGroup
                aria-labelledby={outcomeLabel}
                value={outcome}
                onChange={(e) => setOutcome(e.target.value as Outcome)}
              >
                <OutcomeOption
                  value="credit"
                  title={t`Issue credit`}
                  detail={t`What the student paid for the class comes back as credit, up to the amount below; an unpaid charge is removed from their bill and earns nothing.`}
                />
                <OutcomeOption
                  value="charge"
                  title={t`Charge student (no credit)`}
                  detail={t`For a late cancellation or a no-show: the class stays on the student's bill and no credit is added.`}
                />
              </RadioGroup>
            </FormControl>
            {outcome === 'credit' && (
              <RefundAmountField
                value={amount}
                onChange={setAmount}
                priceCents={bookingPriceCents(booking)}
                error={amountError}
                disabled={isPending}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} disabled={isPending}>
            <Trans>Keep Booking</Trans>
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={isPending || Boolean(amountError)}
          >
            {isPending ? t`Cancelling...` : t`Cancel Booking`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
