import type { PaymentEmailSample } from './sample';

export default {
  name: 'Interac sender copy: "… accepted your money transfer"',
  email: {
    from: 'Scotiabank <notify@payments.interac.ca>',
    subject: 'INTERAC e-Transfer: PRIYA NATARAJAN accepted your money transfer.',
    text: 'The money transfer you sent to PRIYA NATARAJAN for the amount of $35.00 (CAD) was accepted.',
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /sender's own copy/ },
} satisfies PaymentEmailSample;
