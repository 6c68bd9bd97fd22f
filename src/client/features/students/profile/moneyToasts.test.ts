import { describe, expect, it } from 'vitest';
import type { TCredit, TRefundResult } from '../../../../shared/schemas/billing';
import {
  CHARGE_FAILED_FALLBACK,
  chargeAddedToast,
  chargeFailedToast,
  creditDeletedToast,
  deleteCreditFailedToast,
  paymentRegisteredToast,
  paymentRemovedToast,
  REFUND_FAILED_TOAST,
  refundProcessedToast,
  registerPaymentFailedToast,
  removePaymentFailedToast,
} from './moneyToasts';

const credit: TCredit = {
  id: 9,
  studentId: 3,
  amount: '20.00',
  creditAmount: '20.00',
  reason: 'Refund processed by admin',
  source: 'admin_refund',
  classDate: null,
  isUsed: false,
  usedAt: null,
  createdAt: '2026-11-22T15:00:00.000Z',
};

const refund = (emailQueued: boolean): TRefundResult => ({
  success: true,
  message: "A refund of $20.00 was added to Ann Lee's credits.",
  credit,
  emailQueued,
  mailConfigured: true,
});

describe('success toasts', () => {
  it('"Refund Processed" does not promise an e-mail no mail server can send', () => {
    expect(refundProcessedToast({ ...refund(true), mailConfigured: false }).description).toBe(
      "A refund of $20.00 was added to Ann Lee's credits. The refund e-mail cannot be sent: no mail server is configured (SMTP_URL).",
    );
  });

  it('"Payment Registered" and "Charge Added" carry the server message', () => {
    const result = {
      success: true as const,
      created: true,
      payment: null,
      totalAmount: '20.00',
      confirmationQueued: false,
      message: 'Payment of $20.00 recorded',
    };
    expect(paymentRegisteredToast({ ...result, kind: 'payment' })).toEqual({
      title: 'Payment Registered',
      description: 'Payment of $20.00 recorded',
    });
    expect(paymentRegisteredToast({ ...result, kind: 'payment', confirmationQueued: true })).toEqual({
      title: 'Payment Registered',
      description: 'Payment of $20.00 recorded. A confirmation e-mail is queued for the student.',
    });
    expect(
      chargeAddedToast({ ...result, kind: 'charge', message: 'A charge of $20.00 was added: Walk-in' }),
    ).toEqual({ title: 'Charge Added', description: 'A charge of $20.00 was added: Walk-in' });
  });

  it('a payment already recorded is a warning in the server words, never "Payment Registered"', () => {
    const message =
      'Already recorded on Nov 28, 2026: $20.00 by Cash (transaction ID T1). Nothing new was recorded.';
    const duplicate = {
      success: true as const,
      kind: 'payment' as const,
      created: false,
      payment: null,
      totalAmount: '20.00',
      confirmationQueued: false,
      message,
    };
    expect(paymentRegisteredToast(duplicate)).toEqual({
      title: 'Already Recorded',
      description: message,
      variant: 'warning',
    });
  });

  it('"Refund Processed" says the student will be emailed only when a notice was queued', () => {
    expect(refundProcessedToast(refund(true))).toEqual({
      title: 'Refund Processed',
      description:
        "A refund of $20.00 was added to Ann Lee's credits. The student will be emailed about the refund.",
    });
    expect(refundProcessedToast(refund(false)).description).toBe(
      "A refund of $20.00 was added to Ann Lee's credits.",
    );
  });

  it('"Payment Removed" says the payment was reversed, "Credit Deleted" names the amount', () => {
    expect(paymentRemovedToast('$20.00')).toEqual({
      title: 'Payment Removed',
      description: "The $20.00 payment was reversed in the ledger. The student's balance is updated.",
    });
    expect(creditDeletedToast('$5.00').title).toBe('Credit Deleted');
    expect(creditDeletedToast('$5.00').description).toContain('$5.00');
  });
});

describe('failure toasts', () => {
  it("use the spec's titles and are destructive", () => {
    expect(registerPaymentFailedToast('Student not found')).toEqual({
      title: 'Error Registering Payment',
      description: 'Student not found',
      variant: 'destructive',
    });
    expect(chargeFailedToast(CHARGE_FAILED_FALLBACK)).toEqual({
      title: 'Charge Failed',
      description: 'Failed to add charge',
      variant: 'destructive',
    });
    expect(REFUND_FAILED_TOAST).toEqual({
      title: 'Refund Failed',
      description: 'Failed to process refund',
      variant: 'destructive',
    });
    expect(removePaymentFailedToast('This payment has already been removed')).toEqual({
      title: 'Error Removing Payment',
      description: 'This payment has already been removed',
      variant: 'destructive',
    });
    expect(deleteCreditFailedToast('x').title).toBe('Error Deleting Credit');
  });
});
