import { describe, expect, it } from 'vitest';
import {
  PAYMENT_EMAIL_MESSAGES as M,
  type TVerifyPaymentResult,
} from '../../../../shared/schemas/payment-emails';
import {
  bulkFailedToast,
  invalidFormatToast,
  MISSING_INFORMATION_TOAST,
  pastedRecordedToast,
  processingFailedToast,
  reviewErrorToast,
  reviewRecordedToast,
  verifyFailedToast,
  verifyToast,
} from './paymentEmailToasts';

const NOTE =
  'Pasted text has no signature to check: confirm the payment against your bank before recording it';

const reading = (over: Partial<TVerifyPaymentResult>): TVerifyPaymentResult => ({
  success: true,
  paymentData: {
    studentEmail: null,
    studentId: null,
    studentName: null,
    amount: '52.50',
    paymentMethod: 'e_transfer',
    transactionId: 'C1ABC',
    reference: 'C1ABC',
    invoiceNumber: null,
    payerName: 'ADA V',
    payerEmail: null,
  },
  validation: { institution: 'Interac e-Transfer' },
  securityCheck: 'UNVERIFIED',
  reasons: [NOTE],
  candidates: [],
  error: null,
  ...over,
});

const refused = (error: string, reasons: string[]) =>
  reading({ success: false, paymentData: null, securityCheck: 'FAILED', error, reasons });

describe('payment e-mail toasts', () => {
  it('"Missing information" in the spec words, the same as the server\'s message', () => {
    expect(MISSING_INFORMATION_TOAST).toEqual({
      title: 'Missing information',
      description: 'Please provide both email content and sender email',
      variant: 'destructive',
    });
    expect(`${MISSING_INFORMATION_TOAST.title}: ${MISSING_INFORMATION_TOAST.description}`).toBe(
      M.missingInformation,
    );
  });

  it('"Invalid format" with what is wrong', () => {
    expect(invalidFormatToast('The array is empty.')).toEqual({
      title: 'Invalid format',
      description: 'The array is empty.',
      variant: 'destructive',
    });
  });

  it('no toast for a notice read (the panel shows it); the failures by kind, reasons joined', () => {
    expect(verifyToast(reading({}))).toBeNull();
    expect(verifyToast(refused(M.securityFailed, ['Not from Interac', 'Paid in USD']))).toEqual({
      title: 'Security validation failed',
      description: 'Not from Interac; Paid in USD',
      variant: 'destructive',
    });
    expect(verifyToast(refused(M.noPaymentData, ['A reminder, not a payment']))).toEqual({
      title: 'No payment data found',
      description: 'A reminder, not a payment',
      variant: 'destructive',
    });
    expect(verifyToast(refused(M.noPaymentData, []))).toEqual({
      title: 'No payment data found',
      variant: 'destructive',
    });
    expect(verifyToast(refused('Something else', []))).toEqual({
      title: 'Payment validation failed',
      description: 'Something else',
      variant: 'destructive',
    });
    expect(verifyFailedToast(new Error('At most 100000 characters')).title).toBe('Payment validation failed');
  });

  it("a notice in another currency names it (its sender was the institution's: not a security failure)", () => {
    const reason = M.otherCurrency('USD', 'CAD');
    const toast = verifyToast(
      reading({ success: false, paymentData: null, error: reason, reasons: [reason] }),
    );
    expect(toast).toEqual({
      title: 'Payment validation failed',
      description: 'Payment is in USD; the studio takes CAD',
      variant: 'destructive',
    });
  });

  it('recorded: "queued", never "sent"; a second time in the server\'s words', () => {
    const result = {
      success: true as const,
      created: true,
      paymentId: 7,
      amount: '40.00',
      studentName: 'Cy R',
      confirmationQueued: true,
      message: 'Payment processed successfully',
    };
    const queued = pastedRecordedToast(result);
    expect(queued.title).toBe('Payment processed successfully (confirmation email queued)');
    expect(queued.description).toBe('$40.00 for Cy R, recorded as unverified (pasted text).');
    expect(JSON.stringify(queued)).not.toMatch(/sent/i);
    expect(pastedRecordedToast({ ...result, confirmationQueued: false }).title).toBe(
      'Payment processed successfully',
    );
    const again = pastedRecordedToast({ ...result, created: false, message: M.alreadyRecorded });
    expect(again).toEqual({
      title: 'This payment was already recorded',
      description: '$40.00 for Cy R: nothing new was recorded.',
      // Nothing failed, but nothing was recorded either: a warning, not the green "recorded" toast.
      variant: 'warning',
    });
  });

  it("failures carry the server's message", () => {
    expect(processingFailedToast(new Error('Student not found'))).toEqual({
      title: 'Processing failed',
      description: 'Student not found',
      variant: 'destructive',
    });
    expect(bulkFailedToast(new Error('At most 200 e-mails at once'))).toEqual({
      title: 'Bulk processing failed',
      description: 'At most 200 e-mails at once',
      variant: 'destructive',
    });
    expect(reviewErrorToast(new Error(M.notInReview), 'x')).toEqual({
      title: 'Error',
      description: M.notInReview,
      variant: 'destructive',
    });
    expect(reviewErrorToast(undefined, 'Failed to record payment').description).toBe(
      'Failed to record payment',
    );
  });

  it('"Payment Recorded" for the review list', () => {
    expect(reviewRecordedToast('30.00', 'PAT OKAFOR')).toEqual({
      title: 'Payment Recorded',
      description: '$30.00 from PAT OKAFOR is recorded for the student you picked.',
    });
  });
});
