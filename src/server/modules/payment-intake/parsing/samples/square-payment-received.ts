import type { PaymentEmailSample } from './sample';

export default {
  name: 'Square "Payment received"',
  email: {
    from: 'Square <noreply@messaging.squareup.com>',
    subject: 'Payment received',
    text: `You received a payment of $45.00 from Camille Bergeron.

Payment ID
R7mZq2Lx9WvT4bNk8PcJ3sDf1Ha
Date
June 3, 2026
Note
Tap class - June

Square Dashboard`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'square',
      institution: 'Square',
      amountCents: 4500,
      currency: 'CAD',
      payerName: 'Camille Bergeron',
      payerEmail: null,
      reference: 'R7mZq2Lx9WvT4bNk8PcJ3sDf1Ha',
      paidAt: '2026-06-03',
      message: 'Tap class - June',
    },
  },
} satisfies PaymentEmailSample;
