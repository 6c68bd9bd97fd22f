import { Trans, useLingui } from '@lingui/react/macro';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { TInvoice } from '../../../shared/schemas/invoices';
import { useStudioToday } from '../../lib/studioClock';
import { MethodSelect } from '../common/MethodSelect';
import { FormDialog } from './InvoiceDialogs';
import { money } from './invoiceFormat';
import { useInvoiceActions } from './useInvoiceActions';

/**
 * Mark Paid asks how and when the rest of the invoice came in before recording it (issue 28: it used
 * to record "Other", today, at one click). The amount is the invoice's Amount Due as listed.
 */
export function MarkPaidDialog({
  invoice,
  open,
  onClose,
}: {
  invoice: TInvoice;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const today = useStudioToday();
  const [method, setMethod] = useState('e_transfer');
  const [paidOn, setPaidOn] = useState(today);
  const { markPaid } = useInvoiceActions(onClose);
  const due = money(invoice.amountDue);
  const number = invoice.invoiceNumber;
  const student = invoice.studentName;
  const dateProblem = !paidOn
    ? t`Payment date is required`
    : paidOn > today
      ? t`Payment date cannot be after today`
      : null;
  return (
    <FormDialog
      title={t`Mark ${number} Paid`}
      open={open}
      onClose={onClose}
      busy={markPaid.isPending}
      submitLabel={t`Record ${due} and Mark Paid`}
      onSubmit={() => {
        if (dateProblem) return;
        markPaid.mutate({ id: invoice.id, paymentMethod: method, paymentDate: paidOn });
      }}
    >
      <Typography variant="body2">
        <Trans>
          Records a payment of {due} from {student} for invoice {number}, then marks the invoice paid.
        </Trans>
      </Typography>
      <MethodSelect value={method} onChange={setMethod} disabled={markPaid.isPending} />
      <TextField
        size="small"
        type="date"
        label={t`Payment date`}
        required
        value={paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
        error={Boolean(dateProblem)}
        helperText={dateProblem ?? t`The studio day the money came in`}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        disabled={markPaid.isPending}
      />
    </FormDialog>
  );
}
