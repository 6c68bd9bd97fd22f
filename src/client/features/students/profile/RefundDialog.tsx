import { useLingui } from '@lingui/react/macro';
import { FormControlLabel, Switch } from '@mui/material';
import { useIsMobile } from '../../../lib/useIsMobile';
import { AmountField } from './AmountField';
import { MoneyFormDialog } from './MoneyFormDialog';
import { ReasonField } from './ReasonField';
import {
  type RefundField,
  type RefundForm,
  refundFormDefaults,
  refundFormProblem,
  refundInput,
  refundSubmitDisabled,
} from './refundForm';
import { useMoneyForm } from './useMoneyForm';
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
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const { form, problem, change, submitWith } = useMoneyForm<RefundForm, RefundField>(
    refundFormDefaults,
    refundFormProblem,
  );
  const refund = useRefund(studentId);
  const pending = refund.isPending;
  const submit = submitWith((valid) => refund.mutate(refundInput(studentId, valid), { onSuccess: onClose }));

  return (
    <MoneyFormDialog
      open={open}
      titleId="refund-title"
      title={t`Refund`}
      studentName={studentName}
      intro={t`The amount goes back to the student as account credit.`}
      problem={problem?.message ?? null}
      pending={pending}
      submitLabel={t`Process Refund`}
      pendingLabel={t`Processing...`}
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
      <ReasonField
        value={form.reason}
        onChange={(reason) => change({ reason })}
        error={problem?.field === 'reason'}
        disabled={pending}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.emailNotify}
            onChange={(e) => change({ emailNotify: e.target.checked })}
            disabled={pending}
          />
        }
        label={t`Email notification`}
      />
    </MoneyFormDialog>
  );
}
