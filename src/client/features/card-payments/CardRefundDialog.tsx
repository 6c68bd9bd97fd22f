import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import { CARD_MESSAGES, type TCardRefund } from '../../../shared/schemas/card-payments';
import { tr } from '../../i18n/tr';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { MoneyField } from '../billing/payments/MoneyField';

/** An earlier refund: "$20.00 refunded", "$20.00 failed: <Stripe's reason>". */
function refundState(refund: TCardRefund): string {
  const amount = formatMoney(refund.amount);
  const state = {
    requested: () => t`${amount} sending to Stripe`,
    pending: () => t`${amount} waiting for Stripe to confirm`,
    succeeded: () => t`${amount} refunded`,
    failed: () => t`${amount} failed`,
    canceled: () => t`${amount} cancelled`,
  }[refund.status]();
  const failureReason = refund.failureReason;
  return failureReason ? t`${state}: ${failureReason}` : state;
}

export interface RefundablePayment {
  id: number;
  amount: string;
  date: string;
  reference: string;
}

/**
 * Refund to Card: part or all of a Stripe card payment goes back to the card through Stripe. The
 * toast is Stripe's answer (refunded, or waiting for its confirmation), never a hope.
 */
export function CardRefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: RefundablePayment | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  // null until the administrator types: the field shows what is left to refund.
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const refunds = useQuery({
    ...trpc.cardPayments.refunds.queryOptions({ paymentId: payment?.id ?? 0 }),
    enabled: payment !== null,
  });
  const refund = useMutation(trpc.cardPayments.refund.mutationOptions());
  const close = () => {
    setAmount(null);
    setReason('');
    onClose();
  };
  const left = refunds.data?.refundable;
  const leftMoney = left === undefined ? '' : formatMoney(left);
  const submit = () => {
    if (!payment) return;
    refund.mutate(
      { paymentId: payment.id, amount: amount ?? left ?? '', reason },
      {
        onSuccess: ({ message, refund: r }) => {
          toast({
            title: r.status === 'succeeded' ? t`Refunded to Card` : t`Refund Sent to Stripe`,
            description: message,
          });
          close();
        },
        onError: (error) =>
          toast({
            title: t`Refund Not Made`,
            description: errorMessage(error, t`Please try again`),
            variant: 'destructive',
          }),
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.cardPayments.pathKey() });
          onDone();
        },
      },
    );
  };
  return (
    <Dialog
      open={payment !== null}
      onClose={refund.isPending ? undefined : close}
      fullWidth
      maxWidth="xs"
      fullScreen={isMobile}
      aria-labelledby="card-refund-title"
    >
      <DialogTitle id="card-refund-title">
        <Trans>Refund to Card</Trans>
      </DialogTitle>
      <DialogContent sx={{ overflowWrap: 'anywhere' }}>
        {payment && (
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {payment.amount} · <Trans>Card (Stripe)</Trans> · {payment.date} · {payment.reference}
            </Typography>
            {refunds.isError && (
              <Alert severity="error">{errorMessage(refunds.error, t`Please try again`)}</Alert>
            )}
            {refunds.data && refunds.data.refunds.length > 0 && (
              <List dense disablePadding aria-label={t`Earlier refunds`}>
                {refunds.data.refunds.map((r) => (
                  <ListItem key={r.id} disableGutters>
                    <Typography variant="body2">
                      {refundState(r)} · {r.reason}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
            {left !== undefined && (
              <Typography variant="body2">
                <Trans>Up to {leftMoney} can go back to the card.</Trans>
              </Typography>
            )}
            <MoneyField label={t`Amount`} value={amount ?? left ?? ''} onChange={setAmount} required />
            <TextField
              size="small"
              label={t`Reason`}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText={reason.trim() === '' ? tr(CARD_MESSAGES.refundReason) : ' '}
            />
            <Typography variant="body2" color="text.secondary">
              <Trans>
                Stripe sends the amount back to the card the student paid with. It is recorded as money given
                back once Stripe confirms it, and the student's balance moves by the same amount: a credit
                they hold goes down, or they owe it again.
              </Trans>
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={close} disabled={refund.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={submit}
          disabled={refund.isPending || reason.trim() === '' || left === undefined || left === '0.00'}
        >
          {refund.isPending ? t`Refunding...` : t`Refund to Card`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
