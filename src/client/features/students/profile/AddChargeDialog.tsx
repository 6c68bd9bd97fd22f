import { useState } from 'react';
import { studioNowInstant } from '../../../lib/studioClock';
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
import { ReasonField } from './ReasonField';
import { useMoneyForm } from './useMoneyForm';
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
  const { form, problem, change, submitWith } = useMoneyForm<ChargeForm, ChargeField>(
    () => ({ ...CHARGE_DEFAULTS }),
    chargeFormProblem,
  );
  const [transactionId] = useState(() => manualTransactionId());
  const charge = useAddCharge(studentId);
  const pending = charge.isPending;
  const submit = submitWith((valid) => {
    const sent = { transactionId, paymentDate: studioNowInstant().toISOString() };
    charge.mutate(chargeInput(studentId, valid, sent), { onSuccess: onClose });
  });

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
      <ReasonField
        value={form.reason}
        onChange={(reason) => change({ reason })}
        error={problem?.field === 'reason'}
        disabled={pending}
      />
    </MoneyFormDialog>
  );
}
