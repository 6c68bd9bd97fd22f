import type { PaymentEmailSample } from './sample';

export default {
  name: 'Interac transfer cancelled by the sender (EN)',
  email: {
    from: 'notify@payments.interac.ca',
    subject: 'INTERAC e-Transfer: The money transfer from AISHA RAHMAN was cancelled.',
    text: `Hi LUMEN DANCE STUDIO,

The money transfer of $40.00 (CAD) that AISHA RAHMAN sent you on March 9, 2026 was cancelled by the sender.

Reference Number: CA8mQz3Rt6Yv`,
  },
  expected: { kind: 'not_payment', source: 'interac', reason: /cancelled/ },
} satisfies PaymentEmailSample;
