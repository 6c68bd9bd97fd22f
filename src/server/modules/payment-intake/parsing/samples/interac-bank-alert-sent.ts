import type { PaymentEmailSample } from './sample';

/** A bank's own alert that the studio *sent* an e-Transfer. */
export default {
  name: 'Bank alert "Interac e-Transfer sent" (Scotiabank)',
  email: {
    from: 'Scotiabank <infoalerts@scotiabank.com>',
    subject: 'Interac e-Transfer sent',
    text: 'An Interac e-Transfer for $75.00 was sent using your Business Account ending in 5521 at 3:15 p.m. ET on March 4, 2026.',
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /sender's own copy/ },
} satisfies PaymentEmailSample;
