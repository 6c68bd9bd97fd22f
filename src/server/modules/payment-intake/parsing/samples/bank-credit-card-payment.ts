import type { PaymentEmailSample } from './sample';

/** "Payment received" — for the studio's own credit card. */
export default {
  name: 'Scotiabank "Payment received for your credit card"',
  email: {
    from: 'Scotiabank <infoalerts@scotiabank.com>',
    subject: 'Payment received for your credit card or line of credit',
    text: 'A payment of $250.00 to your Scotia Momentum VISA card account was received on March 4, 2026. For more information, sign in to your Scotiabank online or in the mobile app.',
  },
  expected: { kind: 'not_payment', source: 'bank_transfer', reason: /credit card/ },
} satisfies PaymentEmailSample;
