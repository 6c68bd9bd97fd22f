import { t } from '@lingui/core/macro';
import type { TRecordPaymentInput } from '../../../../shared/schemas/billing';
import { amountDecimal, amountProblem, type FormProblem } from './moneyAmount';

/** The form's own words when the amount or the reason is missing. */
const chargeMissing = (): string => t`Please enter charge amount and reason`;

export interface ChargeForm {
  amount: string;
  reason: string;
}

/** Add Charge's defaults (spec 02 §2): 20.00 for a walk-in class (the reason as the spec writes it). */
export const CHARGE_DEFAULTS: Readonly<ChargeForm> = { amount: '20.00', reason: 'Walk-in class attendance' };

/** The defaults as the form starts: the reason in the reader's language. */
export const chargeFormDefaults = (): ChargeForm => ({
  ...CHARGE_DEFAULTS,
  reason: t`Walk-in class attendance`,
});

export type ChargeField = 'amount' | 'reason';

/** Both the amount (above 0, at most 1000) and the reason: "Please enter charge amount and reason". */
export function chargeFormProblem(form: ChargeForm): FormProblem<ChargeField> | null {
  const amount = amountProblem(form.amount, chargeMissing());
  if (amount) return { field: 'amount', message: amount };
  if (!form.reason.trim()) return { field: 'reason', message: chargeMissing() };
  return null;
}

/** billing.recordPayment's input for a charge: status pending, method manual, the reason as notes. */
export function chargeInput(
  studentId: number,
  form: ChargeForm,
  sent: { transactionId: string; paymentDate: string },
): TRecordPaymentInput {
  return {
    studentId,
    amount: amountDecimal(form.amount),
    paymentMethod: 'manual',
    paymentDate: sent.paymentDate,
    status: 'pending',
    transactionId: sent.transactionId,
    notes: form.reason.trim(),
  };
}
