import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PAYMENT_ENTRY_MESSAGES } from '../../../../shared/schemas/payment-entry';
import { tr } from '../../../i18n/tr';
import { studioNowInstant } from '../../../lib/studioClock';
import { useIsMobile } from '../../../lib/useIsMobile';
import { StudentPicker } from '../StudentPicker';
import { AmountField } from './AmountField';
import {
  type ChargeField,
  type ChargeForm,
  chargeFormDefaults,
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
 * On the profile the student is given; from the dashboard and Payment Management (`studentId` null) the
 * dialog asks who. Mount it with a new key per opening: the form starts from the defaults.
 */
export function AddChargeDialog({
  studentId: givenStudentId,
  studentName,
  open,
  onClose,
}: {
  studentId: number | null;
  studentName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
  const studentId = givenStudentId ?? pickedId;
  const isMobile = useIsMobile();
  const { form, problem, change, submitWith } = useMoneyForm<ChargeForm, ChargeField>(
    chargeFormDefaults,
    chargeFormProblem,
  );
  const [transactionId] = useState(() => manualTransactionId());
  const charge = useAddCharge(studentId);
  const pending = charge.isPending;
  const submit = submitWith((valid) => {
    if (studentId === null) {
      setPickError(tr(PAYMENT_ENTRY_MESSAGES.selectStudent));
      return;
    }
    const sent = { transactionId, paymentDate: studioNowInstant().toISOString() };
    charge.mutate(chargeInput(studentId, valid, sent), { onSuccess: onClose });
  });

  return (
    <MoneyFormDialog
      open={open}
      titleId="add-charge-title"
      title={t`Add Charge`}
      studentName={studentName}
      intro={t`The amount is added to what the student owes.`}
      problem={problem?.message ?? null}
      pending={pending}
      submitLabel={t`Add Charge`}
      pendingLabel={t`Adding...`}
      onSubmit={submit}
      onClose={onClose}
    >
      {givenStudentId === null && (
        <StudentPicker
          studentId={pickedId}
          onChange={(id) => {
            setPickedId(id);
            setPickError(undefined);
          }}
          required
          error={pickError}
          disabled={pending}
        />
      )}
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
