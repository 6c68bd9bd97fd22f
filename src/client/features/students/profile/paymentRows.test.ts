import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../../../shared/constants';
import type { TCredit, TStudentPayment } from '../../../../shared/schemas/billing';
import { setTestStudioClock, TORONTO } from '../../../lib/studioClockFixture';
import { creditRow, paymentMethodLabel, paymentRow } from './paymentRows';

beforeEach(() => setTestStudioClock(TORONTO));

const payment: TStudentPayment = {
  id: 5,
  studentId: 3,
  amount: '40',
  paymentMethod: 'e_transfer',
  paymentDate: '2026-11-23T02:00:00.000Z',
  status: 'paid',
  transactionId: null,
  notes: null,
  reference: null,
  emailFrom: null,
  emailSubject: null,
  emailProcessedAt: null,
  totalAmount: '40.00',
  netAmount: '40.00',
  gstAmount: '0.00',
  paymentEmail: null,
  monthlyBillId: null,
  processingNotes: null,
  createdAt: '2026-11-23T02:00:00.000Z',
};

const credit: TCredit = {
  id: 8,
  studentId: 3,
  amount: '20.00',
  creditAmount: '20.00',
  reason: 'Class cancelled: Yoga',
  source: 'class_cancellation',
  classDate: '2026-11-20',
  isUsed: false,
  usedAt: null,
  createdAt: '2026-11-19T15:00:00.000Z',
};

describe('paymentMethodLabel', () => {
  it('names every method the server records, and keeps an unknown one', () => {
    for (const method of PAYMENT_METHODS) expect(paymentMethodLabel(method)).not.toMatch(/_/);
    expect(paymentMethodLabel('cash')).toBe('Cash');
    expect(paymentMethodLabel('barter')).toBe('barter');
  });
});

describe('paymentRow', () => {
  it('shows amount, method and the studio date, without the optional lines', () => {
    expect(paymentRow(payment)).toEqual({
      id: 5,
      amount: '$40.00',
      method: 'Interac e-Transfer',
      date: 'Nov 22, 2026',
      emailFrom: null,
      emailSubject: null,
      emailProcessedAt: null,
      notes: null,
      refund: false,
      reference: null,
      cardRefundable: false,
    });
  });

  it('a Stripe card payment shows its PaymentIntent and can go back to the card; a refund of one cannot', () => {
    const card = { ...payment, paymentMethod: 'stripe', transactionId: 'pi_3Abc123' };
    expect(paymentRow(card)).toMatchObject({
      method: 'Card (Stripe)',
      reference: 'pi_3Abc123',
      cardRefundable: true,
    });
    expect(paymentRow({ ...card, amount: '-10.00', transactionId: 're_1' })).toMatchObject({
      cardRefundable: false,
      refund: true,
    });
    expect(paymentRow({ ...card, status: 'cancelled' }).cardRefundable).toBe(false);
    expect(paymentRow({ ...payment, transactionId: 'pi_3Abc123' }).cardRefundable).toBe(false);
  });

  it('money given back (a negative amount) reads "Refund by …" and is marked a refund', () => {
    const row = paymentRow({ ...payment, amount: '-21.00', paymentMethod: 'cash' });
    expect(row).toMatchObject({ amount: '-$21.00', method: 'Refund by Cash', refund: true });
  });

  it('adds the e-mail lines and notes when the payment has them', () => {
    const row = paymentRow({
      ...payment,
      emailFrom: 'ann@example.com',
      emailSubject: 'INTERAC e-Transfer',
      emailProcessedAt: '2026-11-23T14:05:00.000Z',
      notes: 'Manual Cash payment',
    });
    expect(row.emailFrom).toBe('ann@example.com');
    expect(row.emailSubject).toBe('INTERAC e-Transfer');
    expect(row.emailProcessedAt).toBe('Nov 23, 2026 9:05 AM');
    expect(row.notes).toBe('Manual Cash payment');
  });

  it('says so for an unreadable payment date', () => {
    expect(paymentRow({ ...payment, paymentDate: 'garbage' }).date).toBe('Invalid date');
  });
});

describe('creditRow', () => {
  it('is Available until used, then Used with its date', () => {
    expect(creditRow(credit)).toEqual({
      id: 8,
      amount: '$20.00',
      reason: 'Class cancelled: Yoga',
      date: 'Nov 19, 2026',
      used: false,
      usedNote: null,
    });
    const used = creditRow({ ...credit, isUsed: true, usedAt: '2026-11-21T15:00:00.000Z' });
    expect(used.used).toBe(true);
    expect(used.usedNote).toBe('Used Nov 21, 2026');
  });
});
