import { describe, expect, it } from 'vitest';
import { ZRefundInput } from '../../../../shared/schemas/billing';
import { REFUND_DEFAULTS, refundFormProblem, refundInput, refundSubmitDisabled } from './refundForm';

const MISSING = 'Please enter refund amount and reason';

describe('REFUND_DEFAULTS', () => {
  it('is 20.00, "Refund processed by admin", with the email notification on', () => {
    expect(REFUND_DEFAULTS).toEqual({
      amount: '20.00',
      reason: 'Refund processed by admin',
      emailNotify: true,
    });
  });
});

describe('refundFormProblem', () => {
  it('accepts the defaults', () => {
    expect(refundFormProblem(REFUND_DEFAULTS)).toBeNull();
  });

  it('needs the amount and the reason', () => {
    expect(refundFormProblem({ ...REFUND_DEFAULTS, amount: '' })).toEqual({
      field: 'amount',
      message: MISSING,
    });
    expect(refundFormProblem({ ...REFUND_DEFAULTS, reason: '' })).toEqual({
      field: 'reason',
      message: MISSING,
    });
  });

  it('takes at most 1000', () => {
    expect(refundFormProblem({ ...REFUND_DEFAULTS, amount: '1000.01' })?.message).toBe(
      'Amount cannot exceed 1000.00',
    );
  });
});

describe('refundSubmitDisabled', () => {
  it('is on at 0 or less, and while the amount is empty', () => {
    for (const amount of ['', ' ', '0', '0.00', '-5', 'abc'])
      expect(refundSubmitDisabled(amount), amount).toBe(true);
  });

  it('is off above 0', () => {
    for (const amount of ['0.01', '20.00', '.5']) expect(refundSubmitDisabled(amount), amount).toBe(false);
  });
});

describe('refundInput', () => {
  it('sends the amount with two decimals, the trimmed reason and the email choice', () => {
    const input = refundInput(4, { amount: '12.5', reason: ' Class cancelled ', emailNotify: false });
    expect(input).toEqual({ studentId: 4, amount: '12.50', reason: 'Class cancelled', emailNotify: false });
    expect(ZRefundInput.safeParse(input).success).toBe(true);
  });
});
