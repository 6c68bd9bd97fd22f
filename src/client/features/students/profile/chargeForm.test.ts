import { describe, expect, it } from 'vitest';
import { ZRecordPaymentInput } from '../../../../shared/schemas/billing';
import { CHARGE_DEFAULTS, chargeFormProblem, chargeInput } from './chargeForm';

const MISSING = 'Please enter charge amount and reason';
const sent = { transactionId: 'manual-1764000000000', paymentDate: '2026-11-23T02:30:00.000Z' };

describe('CHARGE_DEFAULTS', () => {
  it('is 20.00 for a walk-in class', () => {
    expect(CHARGE_DEFAULTS).toEqual({ amount: '20.00', reason: 'Walk-in class attendance' });
  });
});

describe('chargeFormProblem', () => {
  it('accepts the defaults', () => {
    expect(chargeFormProblem(CHARGE_DEFAULTS)).toBeNull();
  });

  it('needs an amount above 0', () => {
    expect(chargeFormProblem({ ...CHARGE_DEFAULTS, amount: '' })).toEqual({
      field: 'amount',
      message: MISSING,
    });
    expect(chargeFormProblem({ ...CHARGE_DEFAULTS, amount: '0' })?.message).toBe(MISSING);
  });

  it('needs a reason', () => {
    expect(chargeFormProblem({ ...CHARGE_DEFAULTS, reason: '   ' })).toEqual({
      field: 'reason',
      message: MISSING,
    });
  });

  it('takes at most 1000', () => {
    expect(chargeFormProblem({ ...CHARGE_DEFAULTS, amount: '1200' })?.message).toBe(
      'Amount cannot exceed 1000.00',
    );
  });
});

describe('chargeInput', () => {
  it('sends a pending, manual entry with the reason as notes', () => {
    const input = chargeInput(3, { amount: '15', reason: ' Walk-in class attendance ' }, sent);
    expect(input).toEqual({
      studentId: 3,
      amount: '15.00',
      paymentMethod: 'manual',
      paymentDate: sent.paymentDate,
      status: 'pending',
      transactionId: 'manual-1764000000000',
      notes: 'Walk-in class attendance',
    });
    expect(ZRecordPaymentInput.safeParse(input).success).toBe(true);
  });
});
