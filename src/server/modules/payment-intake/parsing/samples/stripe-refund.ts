import type { PaymentEmailSample } from './sample';

export default {
  name: 'Stripe refund receipt',
  email: {
    from: 'Maple Costume Supply <receipts+acct_1Nq2Ex4mpleAcct@stripe.com>',
    subject: 'Refund from Maple Costume Supply #2291-4408',
    text: `Refund from Maple Costume Supply
Receipt #2291-4408
Refunded
CA$62.15
Refunded to
Visa - 4242`,
  },
  expected: { kind: 'not_payment', source: 'stripe', reason: /refund/ },
} satisfies PaymentEmailSample;
