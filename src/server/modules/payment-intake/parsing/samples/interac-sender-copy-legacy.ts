import type { PaymentEmailSample } from './sample';

/** The older sender copy, under the sending bank's name. */
export default {
  name: 'Interac sender copy (older): "Your money transfer to … was deposited"',
  email: {
    from: 'Scotiabank <notify@payments.interac.ca>',
    subject: 'INTERAC e-Transfer: Your money transfer to SAMUEL OKAFOR was deposited.',
    text: `Hi LUMEN DANCE STUDIO,

Your money transfer to SAMUEL OKAFOR for the amount of $120.00 (CAD) was deposited.

Reference Number: CAw3Jk7Np1Rt`,
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /sender's own copy/ },
} satisfies PaymentEmailSample;
