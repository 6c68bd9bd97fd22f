import type { PaymentEmailSample } from './sample';

/** Square tells the seller an invoice was paid. */
export default {
  name: 'Square "Invoice Paid"',
  email: {
    from: 'Square Invoices <invoicing@squareup.com>',
    subject: 'Invoice Paid — Spring Recital Costume (#000118)',
    text: `Priya Natarajan paid $70.36 for Spring Recital Costume – Remaining Balance. Paid with Visa 5901, May 20 2026.

View invoice

Square Invoices`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'square',
      institution: 'Square',
      amountCents: 7036,
      currency: 'CAD',
      payerName: 'Priya Natarajan',
      payerEmail: null,
      // The invoice number is not the payment's reference: this is the remaining balance, a deposit
      // paid on the same invoice would share it.
      reference: null,
      invoiceNumber: '000118',
      paidAt: '2026-05-20',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
