import type { PaymentEmailSample } from './sample';

/** A transfer that waits for the recipient to deposit it (security question): "… sent you money." */
export default {
  name: 'Interac e-Transfer "sent you money" (EN)',
  email: {
    from: 'notify@payments.interac.ca',
    subject: 'INTERAC e-Transfer: PRIYA NATARAJAN sent you money.',
    text: `Hi LUMEN DANCE STUDIO,

You have received $60.00 (CAD) from PRIYA NATARAJAN

Message: Yoga 10-class pass

Deposit your money

Expires: March 30, 2026

Reference Number: CA3hZr8Qm1Vt`,
  },
  expected: {
    kind: 'payment',
    payment: {
      source: 'interac',
      institution: 'Interac e-Transfer',
      amountCents: 6000,
      currency: 'CAD',
      payerName: 'PRIYA NATARAJAN',
      payerEmail: null,
      reference: 'CA3hZr8Qm1Vt',
      paidAt: null,
      message: 'Yoga 10-class pass',
    },
  },
} satisfies PaymentEmailSample;
