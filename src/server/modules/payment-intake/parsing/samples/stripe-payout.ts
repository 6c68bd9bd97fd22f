import type { PaymentEmailSample } from './sample';

export default {
  name: 'Stripe payout to the bank',
  email: {
    from: 'Stripe <notifications@stripe.com>',
    subject: 'Your payout of CA$1,480.00 is on the way',
    text: `Your payout of CA$1,480.00 has been initiated and should arrive in your bank account within 2 business days.
Destination: ****0921
Expected arrival: April 10, 2026`,
  },
  expected: { kind: 'not_payment', source: 'stripe', reason: /payout/ },
} satisfies PaymentEmailSample;
