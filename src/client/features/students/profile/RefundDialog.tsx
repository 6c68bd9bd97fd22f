import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useIsMobile } from '../../../lib/useIsMobile';
import { AmountField } from './AmountField';
import { MoneyFormDialog } from './MoneyFormDialog';
import { type FormProblem, MAX_REASON_CHARS } from './moneyAmount';
import {
  REFUND_DEFAULTS,
  type RefundField,
  type RefundForm,
  refundFormProblem,
  refundInput,
  refundSubmitDisabled,
} from './refundForm';
import { useRefund } from './useMoneyMutations';

/**
 * Refund: the amount goes back to the student as account credit, with an e-mail to them when
 * "Email notification" is on. Mount it with a new key per opening: the form starts from the defaults.
 */
export function RefundDialog({
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
  const [form, setForm] = useState<RefundForm>(() => ({ ...REFUND_DEFAULTS }));
  const [problem, setProblem] = useState<FormProblem<RefundField> | null>(null);
  const refund = useRefund(studentId);
  const pending = refund.isPending;

  const change = (patch: Partial<RefundForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const submit = () => {
    const found = refundFormProblem(form);
    setProblem(found);
    if (found) return;
    refund.mutate(refundInput(studentId, form), { onSuccess: onClose });
  };

  return (
    <MoneyFormDialog
      open={open}
      titleId="refund-title"
      title="Refund"
      studentName={studentName}
      intro="The amount goes back to the student as account credit."
      problem={problem?.message ?? null}
      pending={pending}
      submitLabel="Process Refund"
      pendingLabel="Processing..."
      submitDisabled={refundSubmitDisabled(form.amount)}
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
      <FormControlLabel
        control={
          <Switch
            checked={form.emailNotify}
            onChange={(e) => change({ emailNotify: e.target.checked })}
            disabled={pending}
          />
        }
        label="Email notification"
      />
    </MoneyFormDialog>
  );
}
