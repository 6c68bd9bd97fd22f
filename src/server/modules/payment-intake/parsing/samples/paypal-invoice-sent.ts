import type { PaymentEmailSample } from './sample';

/** A copy of an invoice the studio sent through PayPal. */
export default {
  name: 'PayPal invoice the studio sent',
  email: {
    from: 'Lumen Dance Studio via PayPal <invoicing@paypal.com>',
    subject: 'Invoice 0042 from Lumen Dance Studio',
    text: `Lumen Dance Studio sent you an invoice for $180.00 CAD

Due on receipt
Invoice number 0042

View and Pay Invoice`,
  },
  expected: { kind: 'not_payment', source: 'paypal', reason: /invoice/ },
} satisfies PaymentEmailSample;
