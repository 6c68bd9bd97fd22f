import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { paymentMethodLabel } from '../../../../shared/payment-methods';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { tr } from '../../../i18n/tr';
import { useToast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { BookingSummary } from '../../bookings/BookingSummary';
import { bookingPrice, bookingPriceCents, refundAmountError } from '../../bookings/bookingFormat';
import { RefundAmountField } from '../../bookings/RefundAmountField';
import { type CancelToasts, useAdminCancelBooking } from '../../bookings/useAdminCancelBooking';
import { refundProcessedToast } from '../../students/profile/moneyToasts';
import {
  GIVE_BACK_OPTIONS,
  type GiveBack,
  MISSING_INFORMATION,
  refundProblem,
  refundRequest,
} from './refundForm';

const REFUND_TOASTS: CancelToasts = {
  // The server's answer says what came back (credit, money, or nothing) and what was removed.
  done: (result) => refundProcessedToast(result),
  failed: (error) => ({
    title: i18n._(msg`Refund Failed`),
    description: errorMessage(error, i18n._(msg`Failed to process refund`)),
    variant: 'destructive',
  }),
};

/**
 * The Refunds screen's dialog (spec 03 §2.2, §5, §9): the amount (the class price by default, 0 to
 * 1000, with Full Price / 50% / No Refund), how it comes back (account credit, or money the studio
 * pays back: decision 030), a required reason and the e-mail switch (on). The booking is cancelled and
 * what was paid, at most the amount, comes back in one call. Mount with a new key per opening.
 */
export function RefundDialog({
  booking,
  open,
  onClose,
}: {
  booking: TBooking;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const titleId = useId();
  const { toast } = useToast();
  const [amount, setAmount] = useState(() => bookingPrice(booking));
  const [reason, setReason] = useState('');
  const [emailNotify, setEmailNotify] = useState(true);
  const [giveBack, setGiveBack] = useState<GiveBack>('credit');
  const { cancel, isPending } = useAdminCancelBooking(() => onClose(), REFUND_TOASTS);
  const amountError = amount.trim() ? refundAmountError(amount) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isPending) return;
    const form = { amount, reason, emailNotify, giveBack };
    const problem = refundProblem(form);
    const request = refundRequest(booking.id, form);
    if (problem || !request) {
      toast({ ...(problem ?? MISSING_INFORMATION), variant: 'destructive' });
      return;
    }
    cancel(request);
  };

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          <Trans>Process Refund</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 0.5 }}>
            <BookingSummary booking={booking} />
            <RefundAmountField
              value={amount}
              onChange={setAmount}
              priceCents={bookingPriceCents(booking)}
              error={amountError}
              disabled={isPending}
            />
            <TextField
              select
              label={t`Give back as`}
              value={giveBack}
              onChange={(e) => setGiveBack(e.target.value as GiveBack)}
              disabled={isPending}
              helperText={
                giveBack === 'credit'
                  ? t`What was paid comes back as credit toward future classes.`
                  : t`Record money you give back yourself: what was paid with money is refunded and leaves your revenue and tax; a part paid with credit comes back as credit.`
              }
            >
              {GIVE_BACK_OPTIONS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {tr(paymentMethodLabel(o.value))}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t`Reason`}
              required
              helperText={t`Why the class is refunded; the student sees it in the e-mail.`}
              multiline
              minRows={2}
              maxRows={6}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              disabled={isPending}
              slotProps={{ htmlInput: { maxLength: 480 } }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={emailNotify}
                  onChange={(e) => setEmailNotify(e.target.checked)}
                  disabled={isPending}
                />
              }
              label={t`Send email notification`}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} disabled={isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={isPending}>
            {isPending ? t`Processing...` : t`Process Refund`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
