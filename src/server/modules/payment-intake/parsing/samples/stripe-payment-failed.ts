import type { PaymentEmailSample } from './sample';

export default {
  name: 'Stripe failed payment',
  email: {
    from: 'Stripe <notifications@stripe.com>',
    subject: 'Payment failed — Jonah Whitfield',
    text: `The recurring payment of CA$165.00 for Jonah Whitfield (Unlimited monthly) failed.
Reason: card_declined
Retry: scheduled for May 18, 2026`,
  },
  expected: { kind: 'not_payment', source: 'stripe', reason: /failed/ },
} satisfies PaymentEmailSample;
