import { useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useStudioToday } from '../../../lib/studioClock';
import { useIsMobile } from '../../../lib/useIsMobile';
import { AmountField } from './AmountField';
import { MoneyFormDialog } from './MoneyFormDialog';
import { manualTransactionId, paymentDateIso } from './manualTransaction';
import { MAX_REASON_CHARS } from './moneyAmount';
import {
  isPaymentMethodChoice,
  PAYMENT_METHOD_OPTIONS,
  type PaymentField,
  type PaymentForm,
  paymentFormDefaults,
  paymentFormProblem,
  paymentInput,
} from './paymentForm';
import { useMoneyForm } from './useMoneyForm';
import { useRegisterPayment } from './useMoneyMutations';

/**
 * Register Payment: money received from the student (amount, method, optional reference, date).
 * Mount it with a new key per opening: the form and its manual transaction id start afresh, and a
 * retry after a failure keeps the id, so the server records the payment once.
 */
export function RegisterPaymentDialog({
  studentId,
  studentName,
  open,
  onClose,
}: {
  studentId: number;
  studentName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const today = useStudioToday();
  const { form, problem, change, submitWith } = useMoneyForm<PaymentForm, PaymentField>(
    () => paymentFormDefaults(today),
    (f) => paymentFormProblem(f, today),
  );
  const [transactionId] = useState(() => manualTransactionId());
  const register = useRegisterPayment(studentId);
  const pending = register.isPending;
  const submit = submitWith((valid) => {
    const paymentDate = paymentDateIso(valid.date);
    register.mutate(paymentInput(studentId, valid, { transactionId, paymentDate }), { onSuccess: onClose });
  });

  return (
    <MoneyFormDialog
      open={open}
      titleId="register-payment-title"
      title={t`Register Payment`}
      studentName={studentName}
      intro={t`Money received from the student. It comes off what they owe.`}
      problem={problem?.message ?? null}
      pending={pending}
      submitLabel={t`Register Payment`}
      pendingLabel={t`Registering...`}
      onSubmit={submit}
      onClose={onClose}
    >
      <AmountField
        value={form.amount}
        onChange={(amount) => change({ amount })}
        error={problem?.field === 'amount'}
        disabled={pending}
        autoFocus={!isMobile}
      />
      <TextField
        select
        label={t`Payment Method`}
        fullWidth
        value={form.method}
        onChange={(e) => isPaymentMethodChoice(e.target.value) && change({ method: e.target.value })}
        disabled={pending}
      >
        {PAYMENT_METHOD_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t`Reference (optional)`}
        fullWidth
        value={form.reference}
        onChange={(e) => change({ reference: e.target.value })}
        disabled={pending}
        helperText={t`For example a cheque number. Left empty, it is noted as a manual payment.`}
        slotProps={{ htmlInput: { maxLength: MAX_REASON_CHARS } }}
      />
      <TextField
        label={t`Payment Date`}
        type="date"
        required
        fullWidth
        value={form.date}
        onChange={(e) => change({ date: e.target.value })}
        error={problem?.field === 'date'}
        disabled={pending}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
    </MoneyFormDialog>
  );
}
