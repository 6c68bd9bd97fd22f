import type { PaymentEmailSample } from './sample';

export default {
  name: 'PayPal refund the studio issued',
  email: {
    from: 'service@paypal.ca',
    subject: 'You sent a refund to Élodie Gagnon',
    text: `Hello, Lumen Dance Studio

You sent a refund of $45.00 CAD to Élodie Gagnon.

Transaction ID
6NM11295QA7730015`,
  },
  expected: { kind: 'not_payment', source: 'paypal', reason: /refund/ },
} satisfies PaymentEmailSample;
