import type { PaymentEmailSample } from './sample';

/** The studio paid a supplier with PayPal: a receipt of money going out. */
export default {
  name: 'PayPal receipt for a payment the studio made',
  email: {
    from: 'service@paypal.ca',
    subject: 'Receipt for your payment to Maple Costume Supply',
    text: `Hello, Lumen Dance Studio

You sent a payment of $62.15 CAD to Maple Costume Supply

Transaction ID
1BH30961TR5584420

Transaction date
Mar 3, 2026`,
  },
  expected: { kind: 'not_payment', source: 'paypal', reason: /payment the studio made/ },
} satisfies PaymentEmailSample;
