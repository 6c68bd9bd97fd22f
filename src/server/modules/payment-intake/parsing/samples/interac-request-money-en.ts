import type { PaymentEmailSample } from './sample';

/** Someone asks the studio for money (Interac Request Money): an amount, a name, and no payment. */
export default {
  name: 'Interac request for money (EN)',
  email: {
    from: 'notify@payments.interac.ca',
    subject: 'INTERAC e-Transfer: CAMILLE BERGERON has requested money from you.',
    text: `Hi LUMEN DANCE STUDIO,

CAMILLE BERGERON has sent you a request for money for $120.00 (CAD).

Message: Refund of unused classes

Reference Number: CA6vRt2Mx8Pq`,
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /request for money/ },
} satisfies PaymentEmailSample;
