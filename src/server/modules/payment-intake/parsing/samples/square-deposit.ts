import type { PaymentEmailSample } from './sample';

export default {
  name: 'Square deposit of the balance to the bank',
  email: {
    from: 'Square <noreply@messaging.squareup.com>',
    subject: 'Your deposit of $512.40 is on its way',
    text: 'Your Square deposit of $512.40 was sent to your bank account ending in 0921. It should arrive within 1-2 business days.',
  },
  expected: { kind: 'not_payment', source: 'square', reason: /Square balance/ },
} satisfies PaymentEmailSample;
