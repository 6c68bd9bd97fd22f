import { t } from '@lingui/core/macro';
import { REFUND_MESSAGES, type TRefundInput } from '../../../../shared/schemas/billing';
import { tr } from '../../../i18n/tr';
import { amountDecimal, amountProblem, type FormProblem } from './moneyAmount';

export interface RefundForm {
  amount: string;
  reason: string;
  emailNotify: boolean;
}

/** Refund's defaults (spec 02 §2): 20.00, "Refund processed by admin", the student e-mailed. */
export const REFUND_DEFAULTS: Readonly<RefundForm> = {
  amount: '20.00',
  reason: 'Refund processed by admin',
  emailNotify: true,
};

/** The defaults as the form starts: the reason in the reader's language. */
export const refundFormDefaults = (): RefundForm => ({
  ...REFUND_DEFAULTS,
  reason: t`Refund processed by admin`,
});

export type RefundField = 'amount' | 'reason';

/** Both the amount (above 0, at most 1000) and the reason: "Please enter refund amount and reason". */
export function refundFormProblem(form: RefundForm): FormProblem<RefundField> | null {
  const amount = amountProblem(form.amount, tr(REFUND_MESSAGES.missing));
  if (amount) return { field: 'amount', message: amount };
  if (!form.reason.trim()) return { field: 'reason', message: tr(REFUND_MESSAGES.missing) };
  return null;
}

/** The spec's rule for the submit button: off while the amount is 0 or less (or not a number yet). */
export const refundSubmitDisabled = (amount: string): boolean => !(Number(amount) > 0);

/** billing.refund's input: the amount comes back to the student as account credit. */
export const refundInput = (studentId: number, form: RefundForm): TRefundInput => ({
  studentId,
  amount: amountDecimal(form.amount),
  reason: form.reason.trim(),
  emailNotify: form.emailNotify,
});
