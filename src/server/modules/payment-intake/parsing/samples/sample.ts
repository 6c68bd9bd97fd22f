import type { ParsedPayment, PaymentEmailInput, PaymentSource } from '../types';

/**
 * One notification in a real format (wording as observed — see README.md — with fictitious names,
 * amounts, accounts and references) and what the parser must make of it.
 */
export interface PaymentEmailSample {
  /** What the sample is, in a few words. */
  name: string;
  email: PaymentEmailInput;
  expected:
    | {
        kind: 'payment';
        payment: Omit<ParsedPayment, 'invoiceNumber'> & { invoiceNumber?: string };
      }
    | { kind: 'not_payment'; source: PaymentSource | null; reason: RegExp }
    | { kind: 'unrecognised'; reason?: RegExp };
}
