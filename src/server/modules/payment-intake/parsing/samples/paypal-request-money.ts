import type { PaymentEmailSample } from './sample';

export default {
  name: 'PayPal request for money',
  email: {
    from: 'service@paypal.ca',
    subject: 'Jonah Whitfield requested $30.00 CAD',
    text: `Hello, Lumen Dance Studio

Jonah Whitfield requested $30.00 CAD from you.

Note from Jonah Whitfield:
Costume deposit refund

Pay Now`,
  },
  expected: { kind: 'not_payment', source: 'paypal', reason: /request for money/ },
} satisfies PaymentEmailSample;
