import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import { useLastNonNull } from '../../../lib/useLastNonNull';
import { ConfirmMoneyDialog } from './ConfirmMoneyDialog';
import type { CreditRow } from './paymentRows';
import { useDeleteCredit } from './useMoneyMutations';

/** Delete Credit: an available credit comes off the student's account. Open while `credit` is set. */
export function DeleteCreditDialog({
  studentId,
  credit,
  onClose,
}: {
  studentId: number;
  credit: CreditRow | null;
  onClose: () => void;
}) {
  // Kept while the dialog fades out after `credit` is cleared.
  const { t } = useLingui();
  const shown = useLastNonNull(credit);
  const remove = useDeleteCredit(studentId, shown?.amount ?? '');
  if (!shown) return null;
  const amount = shown.amount;
  return (
    <ConfirmMoneyDialog
      open={credit !== null}
      titleId="delete-credit-title"
      title={t`Delete Credit`}
      confirmLabel={t`Delete Credit`}
      pendingLabel={t`Deleting...`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: shown.id }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {shown.amount} · {shown.reason}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        <Trans>
          The student can no longer use this credit: their available credit goes down by {amount}.
        </Trans>
      </Typography>
    </ConfirmMoneyDialog>
  );
}
