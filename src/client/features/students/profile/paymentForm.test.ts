import { describe, expect, it } from 'vitest';
import { ZRecordPaymentInput } from '../../../../shared/schemas/billing';
import {
  isPaymentMethodChoice,
  PAYMENT_METHOD_OPTIONS,
  paymentFormDefaults,
  paymentFormProblem,
  paymentInput,
} from './paymentForm';

const sent = { transactionId: 'manual-1764000000000', paymentDate: '2026-11-23T02:30:00.000Z' };

describe('PAYMENT_METHOD_OPTIONS', () => {
  it('offers Cash, Check, Bank Transfer, Credit Card and Other', () => {
    expect(PAYMENT_METHOD_OPTIONS.map((o) => o.label)).toEqual([
      'Cash',
      'Check',
      'Bank Transfer',
      'Credit Card',
      'Other',
    ]);
  });

  it('sends values the server accepts', () => {
    for (const option of PAYMENT_METHOD_OPTIONS) {
      const parsed = ZRecordPaymentInput.safeParse({
        studentId: 1,
        amount: '5',
        paymentMethod: option.value,
      });
      expect(parsed.success, option.value).toBe(true);
    }
  });

  it('knows its own values', () => {
    expect(isPaymentMethodChoice('bank_transfer')).toBe(true);
    expect(isPaymentMethodChoice('paypal')).toBe(false);
  });
});

describe('paymentFormDefaults', () => {
  it('starts with no amount, Cash, no reference and today', () => {
    expect(paymentFormDefaults('2026-11-22')).toEqual({
      amount: '',
      method: 'cash',
      reference: '',
      date: '2026-11-22',
    });
  });
});

describe('paymentFormProblem', () => {
  const today = '2026-11-22';
  const form = { ...paymentFormDefaults(today), amount: '20' };

  it('needs an amount above 0; a word is named as not a number', () => {
    expect(paymentFormProblem({ ...form, amount: 'x' }, today)).toEqual({
      field: 'amount',
      message: 'Amount must be a number, like 12.50',
    });
    for (const amount of ['', '0', '-3']) {
      expect(paymentFormProblem({ ...form, amount }, today)).toEqual({
        field: 'amount',
        message: 'Please enter a valid payment amount',
      });
    }
  });

  it('takes at most 1000', () => {
    expect(paymentFormProblem({ ...form, amount: '1000.50' }, today)?.message).toBe(
      'Amount cannot exceed 1000.00',
    );
  });

  it('needs a real date', () => {
    expect(paymentFormProblem({ ...form, date: '' }, today)).toEqual({
      field: 'date',
      message: 'Invalid payment date',
    });
    expect(paymentFormProblem({ ...form, date: '2026-02-30' }, today)?.field).toBe('date');
  });

  it("refuses a date after the studio's today", () => {
    expect(paymentFormProblem({ ...form, date: '2026-11-23' }, today)).toEqual({
      field: 'date',
      message: 'Payment date cannot be after today',
    });
    expect(paymentFormProblem({ ...form, date: '2031-01-01' }, today)?.field).toBe('date');
  });

  it('accepts a filled form, the reference being optional', () => {
    expect(paymentFormProblem(form, today)).toBeNull();
    expect(paymentFormProblem({ ...form, date: '2026-11-21' }, today)).toBeNull();
  });
});

describe('paymentInput', () => {
  it('sends a paid payment with two decimals, the method, the date and the manual id', () => {
    const input = paymentInput(
      7,
      { amount: '25.5', method: 'check', reference: '  Cheque #104 ', date: '2026-11-22' },
      sent,
    );
    expect(input).toEqual({
      studentId: 7,
      amount: '25.50',
      paymentMethod: 'check',
      paymentDate: sent.paymentDate,
      status: 'paid',
      transactionId: 'manual-1764000000000',
      reference: 'Cheque #104',
    });
    expect(ZRecordPaymentInput.safeParse(input).success).toBe(true);
  });

  it('leaves out an empty reference, so the server writes "Manual {method} payment"', () => {
    const input = paymentInput(
      7,
      { ...paymentFormDefaults('2026-11-22'), amount: '20', reference: '  ' },
      sent,
    );
    expect(input).not.toHaveProperty('reference');
    expect(input).not.toHaveProperty('notes');
  });
});
