import type { PaymentEmailSample } from './sample';

/** The receipt Stripe sends a paying customer — here the studio paid a supplier that uses Stripe. */
export default {
  name: 'Stripe receipt of a payment the studio made',
  email: {
    from: 'Maple Costume Supply <receipts+acct_1Nq2Ex4mpleAcct@stripe.com>',
    subject: 'Your receipt from Maple Costume Supply #2291-4408',
    text: `Receipt from Maple Costume Supply
Receipt #2291-4408
Amount paid
CA$62.15
Date paid
March 3, 2026
Payment method
Visa - 4242
Questions? Contact Maple Costume Supply at orders@maplecostume.example.`,
  },
  expected: { kind: 'not_payment', source: 'stripe', reason: /receipt/ },
} satisfies PaymentEmailSample;
