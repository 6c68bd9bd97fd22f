import { describe, expect, it } from 'vitest';
import { checkProcess, checkRecordPayment, checkTransaction, totalCents } from './paymentForms';

describe('checkTransaction', () => {
  it('sends cents-exact decimals and leaves blank optional fields out', () => {
    expect(
      checkTransaction({
        studentId: 3,
        amount: '12.5',
        paymentMethod: 'e_transfer',
        transactionId: ' ',
        notes: '',
      }),
    ).toEqual({
      ok: true,
      input: {
        studentId: 3,
        amount: '12.50',
        paymentMethod: 'e_transfer',
        transactionId: undefined,
        notes: undefined,
      },
    });
  });
  it('the spec messages', () => {
    expect(
      checkTransaction({ studentId: null, amount: '0', paymentMethod: '', transactionId: '', notes: '' }),
    ).toEqual({
      ok: false,
      errors: {
        studentId: 'Student is required',
        amount: 'Amount must be greater than 0',
        paymentMethod: 'Payment method is required',
      },
    });
    for (const amount of ['', '-1', '1.234', 'abc', '100000.01']) {
      const r = checkTransaction({
        studentId: 1,
        amount,
        paymentMethod: 'cash',
        transactionId: '',
        notes: '',
      });
      expect(r.ok).toBe(false);
    }
  });
});

describe('checkProcess', () => {
  it('needs an e-mail and an amount above 0', () => {
    expect(checkProcess({ studentEmail: 'nope', amount: '0', reference: '' })).toEqual({
      ok: false,
      errors: { studentEmail: 'Invalid email address', amount: 'Amount must be greater than 0' },
    });
    expect(checkProcess({ studentEmail: ' a@b.ca ', amount: '20', reference: ' R1 ' })).toEqual({
      ok: true,
      input: { studentEmail: 'a@b.ca', amount: '20.00', reference: 'R1' },
    });
  });
});

describe('checkRecordPayment', () => {
  const form = {
    studentId: 4,
    grossAmount: '100',
    gstAmount: '5',
    paymentMethod: 'cash',
    paymentEmail: '',
  };
  it('totals gross and GST in cents', () => {
    expect(totalCents({ grossAmount: '0.1', gstAmount: '0.2' })).toBe(30);
    expect(totalCents({ grossAmount: '10', gstAmount: '' })).toBe(1000);
    expect(checkRecordPayment(form, '2026-11')).toEqual({
      ok: true,
      input: {
        studentId: 4,
        month: '2026-11',
        grossAmount: '100.00',
        gstAmount: '5.00',
        totalAmount: '105.00',
        // Record Payment records money received, nothing else (issue 28).
        status: 'paid',
        paymentMethod: 'cash',
        paymentEmail: undefined,
      },
    });
  });
  it('each amount names its rule: too many decimals, too large', () => {
    expect(checkRecordPayment({ ...form, grossAmount: '12.345' }, '2026-11')).toMatchObject({
      errors: { grossAmount: 'Amount can have at most 2 decimal places' },
    });
    expect(checkRecordPayment({ ...form, grossAmount: '99999999' }, '2026-11')).toMatchObject({
      errors: { grossAmount: 'Amount cannot exceed 100000.00' },
    });
    expect(checkRecordPayment({ ...form, gstAmount: '1.005' }, '2026-11')).toMatchObject({
      errors: { gstAmount: 'Amount can have at most 2 decimal places' },
    });
  });
  it('the older form messages', () => {
    expect(
      checkRecordPayment({ ...form, studentId: null, grossAmount: '-1', paymentEmail: 'x@' }, '2026-11'),
    ).toEqual({
      ok: false,
      errors: {
        studentId: 'Please select a student',
        grossAmount: 'Amount cannot be negative',
        paymentEmail: 'Invalid email address',
      },
    });
    expect(checkRecordPayment({ ...form, grossAmount: '0', gstAmount: '0' }, '2026-11')).toMatchObject({
      ok: false,
      errors: { grossAmount: 'Amount must be greater than 0' },
    });
  });
});
