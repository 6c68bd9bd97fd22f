import type { PaymentEmailSample } from './sample';

/** Interac re-sends a not-yet-deposited transfer as a reminder: the same money under a new Message-ID. */
export default {
  name: 'Interac reminder (EN)',
  email: {
    from: 'notify@payments.interac.ca',
    subject: 'Reminder: INTERAC e-Transfer: JONAH WHITFIELD sent you money.',
    text: `Hi LUMEN DANCE STUDIO,

You have received $40.00 (CAD) from JONAH WHITFIELD

Deposit your money

Expires: April 14, 2026

Reference Number: CA2xTq9Lp5Wm`,
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /reminder/ },
} satisfies PaymentEmailSample;
