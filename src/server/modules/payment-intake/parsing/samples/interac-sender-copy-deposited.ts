import type { PaymentEmailSample } from './sample';

/**
 * The studio paid someone by e-Transfer: Interac tells the *sender* the transfer was deposited. Amount,
 * reference and the word "deposited" are all there — and it is money going out.
 */
export default {
  name: 'Interac sender copy: "Your $500.00 transfer to … has been successfully deposited"',
  email: {
    from: 'Wealthsimple <catch@payments.interac.ca>',
    subject: 'Interac e-Transfer: Your $500.00 transfer to MAYA CHEN has been successfully deposited.',
    text: 'Hi LUMEN DANCE STUDIO, The $500.00 (CAD) you sent to MAYA CHEN has been successfully deposited. Reference Number: C1AmX4vBn7Tz',
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /sender's own copy/ },
} satisfies PaymentEmailSample;
