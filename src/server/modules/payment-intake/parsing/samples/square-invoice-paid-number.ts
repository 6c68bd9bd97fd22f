import type { PaymentEmailSample } from './sample';

/** Square's "Invoice Paid #…" subject (the form the Square Community thread names), from its messaging address. */
export default {
  name: 'Square "Invoice Paid #000131" from noreply@messaging.squareup.com',
  email: {
    from: 'Square <noreply@messaging.squareup.com>',
    subject: 'Invoice Paid #000131',
    text: `Tomás Ferreira paid $212.50 for Winter Session Tuition. Paid with Mastercard 4410, Jan 8 2026.

View invoice

Square Invoices`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'square',
      institution: 'Square',
      amountCents: 21250,
      currency: 'CAD',
      payerName: 'Tomás Ferreira',
      payerEmail: null,
      reference: null,
      invoiceNumber: '000131',
      paidAt: '2026-01-08',
      message: null,
    },
  },
} satisfies PaymentEmailSample;
