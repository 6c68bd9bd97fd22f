import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import { useLastNonNull } from '../../../lib/useLastNonNull';
import { ConfirmMoneyDialog } from './ConfirmMoneyDialog';
import type { PaymentRow } from './paymentRows';
import { useRemovePayment } from './useMoneyMutations';

/**
 * Remove Payment: the payment is reversed in the ledger (kept on record, not erased) and the student's
 * balance goes back up by its amount. Open while `payment` is set.
 */
export function RemovePaymentDialog({
  studentId,
  payment,
  onClose,
}: {
  studentId: number;
  payment: PaymentRow | null;
  onClose: () => void;
}) {
  // Kept while the dialog fades out after `payment` is cleared.
  const { t } = useLingui();
  const shown = useLastNonNull(payment);
  const remove = useRemovePayment(studentId, shown?.amount ?? '');
  if (!shown) return null;
  const amount = shown.amount;
  return (
    <ConfirmMoneyDialog
      open={payment !== null}
      titleId="remove-payment-title"
      title={t`Remove Payment`}
      confirmLabel={t`Remove Payment`}
      pendingLabel={t`Removing...`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: shown.id }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {shown.amount} · {shown.method} · {shown.date}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        <Trans>
          The payment is reversed in the ledger, not erased: the reversal stays on record, and the student's
          balance goes back up by {amount}.
        </Trans>
      </Typography>
    </ConfirmMoneyDialog>
  );
}
