import { TextField } from '@mui/material';
import { useState } from 'react';
import { useIsMobile } from '../../../lib/useIsMobile';
import { AmountField } from './AmountField';
import {
  CHARGE_DEFAULTS,
  type ChargeField,
  type ChargeForm,
  chargeFormProblem,
  chargeInput,
} from './chargeForm';
import { MoneyFormDialog } from './MoneyFormDialog';
import { manualTransactionId } from './manualTransaction';
import { type FormProblem, MAX_REASON_CHARS } from './moneyAmount';
import { useAddCharge } from './useMoneyMutations';

/**
 * Add Charge: an amount the student owes (a walk-in class by default), sent as a pending manual entry.
 * Mount it with a new key per opening: the form starts from the defaults.
 */
export function AddChargeDialog({
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
  const isMobile = useIsMobile();
  const [form, setForm] = useState<ChargeForm>(() => ({ ...CHARGE_DEFAULTS }));
  const [problem, setProblem] = useState<FormProblem<ChargeField> | null>(null);
  const [transactionId] = useState(() => manualTransactionId());
  const charge = useAddCharge(studentId);
  const pending = charge.isPending;

  const change = (patch: Partial<ChargeForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const submit = () => {
    const found = chargeFormProblem(form);
    setProblem(found);
    if (found) return;
    const sent = { transactionId, paymentDate: new Date().toISOString() };
    charge.mutate(chargeInput(studentId, form, sent), { onSuccess: onClose });
  };

  return (
    <MoneyFormDialog
      open={open}
      titleId="add-charge-title"
      title="Add Charge"
      studentName={studentName}
      intro="The amount is added to what the student owes."
      problem={problem?.message ?? null}
      pending={pending}
      submitLabel="Add Charge"
      pendingLabel="Adding..."
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
        label="Reason"
        required
        fullWidth
        multiline
        minRows={2}
        value={form.reason}
        onChange={(e) => change({ reason: e.target.value })}
        error={problem?.field === 'reason'}
        disabled={pending}
        slotProps={{
          htmlInput: { maxLength: MAX_REASON_CHARS },
        }}
      />
    </MoneyFormDialog>
  );
}
