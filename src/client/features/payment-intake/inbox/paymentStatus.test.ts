import { describe, expect, it } from 'vitest';
import type { TIncomingPayment } from '../../../../shared/schemas/inbox';
import {
  paymentChip,
  paymentFacts,
  paymentNextStep,
  paymentReasonsLabel,
  paymentStatus,
} from './paymentStatus';

const payment = (overrides: Partial<TIncomingPayment> = {}): TIncomingPayment => ({
  status: 'recorded',
  securityCheck: 'PASSED',
  institution: 'Interac e-Transfer',
  amount: '64.00',
  payerName: 'MAYA LINDQVIST',
  reference: 'C1Maya000001',
  reasons: [],
  paymentId: 7,
  ...overrides,
});

describe('paymentChip', () => {
  it('names each outcome in its colour', () => {
    expect(paymentChip(payment())).toEqual({ label: 'Payment recorded', color: 'success' });
    expect(paymentChip(payment({ status: 'needs_review' }))).toEqual({
      label: 'Waiting for review',
      color: 'warning',
    });
    expect(paymentChip(payment({ status: 'security_failed', securityCheck: 'FAILED' }))).toEqual({
      label: 'Security check failed',
      color: 'error',
    });
    expect(paymentChip(payment({ status: 'dismissed' }))).toEqual({ label: 'Dismissed', color: 'default' });
  });

  it('shows nothing for a message that is not a payment (or an answer without the field)', () => {
    expect(paymentChip(null)).toBeNull();
    expect(paymentChip(undefined)).toBeNull();
  });
});

describe('the detail panel', () => {
  it('says what happened; a failed check says nothing was recorded', () => {
    expect(paymentStatus(payment({ status: 'security_failed' }))).toEqual({
      text: 'Security check failed: nothing was recorded',
      severity: 'error',
    });
    expect(paymentStatus(payment()).severity).toBe('success');
    expect(paymentStatus(payment({ status: 'needs_review' })).text).toMatch(/^Waiting for review/);
    expect(paymentStatus(payment({ status: 'dismissed' })).text).toMatch(/nothing was recorded/);
    expect(paymentReasonsLabel(payment({ status: 'security_failed' }))).toBe('Why the security check failed');
    expect(paymentReasonsLabel(payment({ status: 'needs_review' }))).toBe('Why it waits');
  });

  it('lists institution, amount in money, payer and reference; a dash for what the notice lacks', () => {
    expect(paymentFacts(payment())).toEqual([
      ['Institution', 'Interac e-Transfer'],
      ['Amount', '$64.00'],
      ['Payer', 'MAYA LINDQVIST'],
      ['Reference', 'C1Maya000001'],
    ]);
    expect(
      paymentFacts(payment({ institution: null, amount: null, payerName: null, reference: null })),
    ).toEqual([
      ['Institution', '—'],
      ['Amount', '—'],
      ['Payer', '—'],
      ['Reference', '—'],
    ]);
  });

  it('sends a waiting one to the review list and a recorded one to the ledger', () => {
    expect(paymentNextStep(payment({ status: 'needs_review' }))).toBe('review');
    expect(paymentNextStep(payment())).toBe('ledger');
    expect(paymentNextStep(payment({ status: 'security_failed' }))).toBeNull();
    expect(paymentNextStep(payment({ status: 'dismissed' }))).toBeNull();
  });
});
